import Input from '@cloudscape-design/components/input';
import { type FormValues } from '../locked-form-state';
import { BoundField, type BoundFieldProps, controlState } from './BoundField';
import { type FieldsOf } from './field-names';
import { numericInput } from './numeric-input';

/**
 * A number typed as text and bound to a text field: it shows exactly what was typed (a comma becomes
 * a point, spec 2 §5) and the form's schema checks the field's rule and puts its message under it.
 * `maxDecimals` is the rule's decimals (0 for whole numbers), which picks the phone keyboard:
 * `<FormNumberField ... maxDecimals={2} />`.
 */
export function FormNumberField<V extends FormValues, K extends FieldsOf<V, string>>(props: BoundFieldProps<V, K> & { maxDecimals: number; unit?: string }) {
  const { form, name, label, maxDecimals, required, disabled, readOnly, unit } = props;
  const value = form.values[name] as string;
  return (
    <BoundField {...props} display={value && unit ? `${value} ${unit}` : value}>
      <Input
        value={value}
        onChange={({ detail }) => form.setValue(name, numericInput(detail.value) as V[K])}
        inputMode={maxDecimals === 0 ? 'numeric' : 'decimal'}
        {...controlState(form, { readOnly, disabled })}
        invalid={Boolean(form.errorOf(name))}
        ariaRequired={required}
        ariaLabel={label}
        autoComplete={false}
        data-testid={`field-${name}`}
      />
    </BoundField>
  );
}
