import Input, { type InputProps } from '@cloudscape-design/components/input';
import { type FormValues } from './locked-form-state';
import { BoundField } from './fields/BoundField';
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
  /** Switched off by a rule of the form while editing (the alternate address without the toggle). */
  disabled?: boolean;
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
  disabled,
}: FormTextFieldProps<V>) {
  const bound = form.textInput(name);
  const ro = readOnly || bound.readOnly;
  return (
    <BoundField form={form} name={name} label={label} required={required} description={description} display={bound.value}>
      <Input
        {...bound}
        readOnly={ro}
        disabled={!ro && disabled}
        type={type}
        ariaRequired={required}
        autoComplete={autoComplete ?? false}
        name={name}
        data-testid={`field-${name}`}
      />
    </BoundField>
  );
}
