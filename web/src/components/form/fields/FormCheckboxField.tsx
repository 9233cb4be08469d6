import Checkbox from '@cloudscape-design/components/checkbox';
import FormField from '@cloudscape-design/components/form-field';
import { type FormValues } from '../locked-form-state';
import { type BoundFieldProps, isReadOnly } from './BoundField';
import { type FieldsOf } from './field-names';

/** A checkbox bound to a boolean field; its label sits beside the box (`fieldLabel` adds one above). */
export function FormCheckboxField<V extends FormValues, K extends FieldsOf<V, boolean>>({
  form,
  name,
  label,
  disabled,
  readOnly,
  description,
  fieldLabel,
  onToggle,
  testId = `field-${name}`,
}: BoundFieldProps<V, K> & { fieldLabel?: string; onToggle?(on: boolean): void; testId?: string }) {
  return (
    <FormField label={fieldLabel} description={description} errorText={form.errorOf(name)} stretch>
      <Checkbox
        checked={form.values[name] as boolean}
        disabled={disabled}
        readOnly={isReadOnly(form, readOnly)}
        onChange={({ detail }) => (onToggle ? onToggle(detail.checked) : form.setValue(name, detail.checked as V[K]))}
        data-testid={testId}
      >
        {label}
      </Checkbox>
    </FormField>
  );
}
