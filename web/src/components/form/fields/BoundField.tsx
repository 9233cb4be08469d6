import FormField from '@cloudscape-design/components/form-field';
import { type ReactNode, useEffect } from 'react';
import { FieldLabel } from '../FieldLabel';
import { type FormValues } from '../locked-form-state';
import { type LockedForm } from '../useLockedForm';
import { ValuePair } from '../ValuePair';

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

/** Names the field in the form's error summary while it is shown. */
export function useFieldLabel<V extends FormValues>(form: LockedForm<V>, name: string, label: string): void {
  const { fields } = form;
  useEffect(() => fields.register(name, label), [fields, name, label]);
}

/**
 * The frame of a bound field: its label (with the required asterisk) and the field's error under
 * it; marked with data-field so focus can move to it. In a view-only form, the label and `display`
 * (the value as text) as a key-value pair instead of the control.
 */
export function BoundField<V extends FormValues>({
  form,
  name,
  label,
  required,
  description,
  hideLabel,
  display,
  children,
}: BoundFieldProps<V, keyof V & string> & { hideLabel?: boolean; display: ReactNode; children: ReactNode }) {
  useFieldLabel(form, name, label);
  if (form.viewOnly) return <ValuePair label={label} value={display} field={name} />;
  return (
    <div data-field={name}>
      <FormField
        label={hideLabel ? undefined : <FieldLabel text={label} required={required} />}
        errorText={form.errorOf(name)}
        description={description}
        stretch
      >
        {children}
      </FormField>
    </div>
  );
}

/** Whether the control is read-only: locked form, or told so. */
export function isReadOnly<V extends FormValues>(form: LockedForm<V>, readOnly?: boolean): boolean {
  return form.state.locked || Boolean(readOnly);
}

/**
 * How a control shows: read-only while locked (never disabled then, so a locked form looks
 * locked rather than switched off), disabled by a rule only while editing, and its placeholder
 * only while it is not read-only.
 */
export function controlState<V extends FormValues>(
  form: LockedForm<V>,
  { readOnly, disabled, placeholder }: { readOnly?: boolean; disabled?: boolean; placeholder?: string },
) {
  const ro = isReadOnly(form, readOnly);
  return { readOnly: ro, disabled: !ro && Boolean(disabled), placeholder: ro ? undefined : placeholder };
}
