import FormField from '@cloudscape-design/components/form-field';
import { type ReactNode } from 'react';
import { FieldLabel } from '../FieldLabel';
import { type FormValues } from '../locked-form-state';
import { type LockedForm } from '../useLockedForm';

/** What every bound field takes: the form, the field's name, its label and the common switches. */
export interface BoundFieldProps<V extends FormValues, K extends keyof V & string> {
  form: LockedForm<V>;
  name: K;
  label: string;
  required?: boolean;
  disabled?: boolean;
  /** Read-only whatever the lock (e.g. a user without the change permission). */
  readOnly?: boolean;
  description?: string;
}

/** The frame of a bound field: its label (with the required asterisk) and the field's error under it. */
export function BoundField<V extends FormValues>({
  form,
  name,
  label,
  required,
  description,
  hideLabel,
  children,
}: BoundFieldProps<V, keyof V & string> & { hideLabel?: boolean; children: ReactNode }) {
  return (
    <FormField label={hideLabel ? undefined : <FieldLabel text={label} required={required} />} errorText={form.errorOf(name)} description={description} stretch>
      {children}
    </FormField>
  );
}

/** Whether the control is read-only: locked form, or told so. */
export function isReadOnly<V extends FormValues>(form: LockedForm<V>, readOnly?: boolean): boolean {
  return form.state.locked || Boolean(readOnly);
}
