import FormField from '@cloudscape-design/components/form-field';
import Input, { type InputProps } from '@cloudscape-design/components/input';
import { type FormValues } from './locked-form-state';
import { FieldLabel } from './FieldLabel';
import { type LockedForm } from './useLockedForm';

export interface FormTextFieldProps<V extends FormValues> {
  form: LockedForm<V>;
  name: keyof V & string;
  label: string;
  required?: boolean;
  type?: InputProps.Type;
  autoComplete?: string;
  description?: string;
  /** Always read-only, whatever the lock (the username). */
  readOnly?: boolean;
}

/** A text field of a locked form: its value, lock, asterisk and error under the field. */
export function FormTextField<V extends FormValues>({
  form,
  name,
  label,
  required,
  type = 'text',
  autoComplete,
  description,
  readOnly,
}: FormTextFieldProps<V>) {
  const bound = form.textInput(name);
  return (
    <FormField label={<FieldLabel text={label} required={required} />} errorText={form.errorOf(name)} description={description} stretch>
      <Input {...bound} readOnly={readOnly || bound.readOnly} type={type} ariaRequired={required} autoComplete={autoComplete ?? false} name={name} />
    </FormField>
  );
}
