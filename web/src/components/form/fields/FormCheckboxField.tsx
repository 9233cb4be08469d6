import Checkbox from '@cloudscape-design/components/checkbox';
import FormField from '@cloudscape-design/components/form-field';
import { type FormValues } from '../locked-form-state';
import { ValuePair } from '../ValuePair';
import { type BoundFieldProps, controlState, useFieldLabel } from './BoundField';
import { type FieldsOf } from './field-names';

export const YES_NO = { true: 'Yes', false: 'No' } as const;

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
  useFieldLabel(form, name, fieldLabel ?? label);
  const checked = form.values[name] as boolean;
  if (form.viewOnly) return <ValuePair label={fieldLabel ?? label} value={YES_NO[`${checked}`]} field={name} />;
  const control = controlState(form, { readOnly, disabled });
  return (
    <div data-field={name}>
      <FormField label={fieldLabel} description={description} errorText={form.errorOf(name)} stretch>
        <Checkbox
          checked={checked}
          disabled={control.disabled}
          readOnly={control.readOnly}
          onChange={({ detail }) => (onToggle ? onToggle(detail.checked) : form.setValue(name, detail.checked as V[K]))}
          data-testid={testId}
        >
          {label}
        </Checkbox>
      </FormField>
    </div>
  );
}
