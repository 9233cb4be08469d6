import Input from '@cloudscape-design/components/input';
import { BoundField, type BoundFieldProps, controlState } from '@/components/form/fields/BoundField';
import { type FieldsOf } from '@/components/form/fields/field-names';
import { type FormValues } from '@/components/form/locked-form-state';
import { labelWithUnit, readingText } from './reading-text';

export interface ReadingFieldProps<V extends FormValues, K extends FieldsOf<V, string>> extends BoundFieldProps<V, K> {
  /** The display unit (spec 2 §9), shown in the label: 'Temperature (°C)'. */
  unit?: string;
  /** Also told the new text, for a rule that changes another field (a cleared first reading clears the second). */
  onText?(text: string): void;
}

/**
 * A measured value typed as text: commas become dots, nothing is cut off, and the shared rule
 * (measurement or numeric, spec 2 §5) judges it on submit with its own message.
 */
export function ReadingField<V extends FormValues, K extends FieldsOf<V, string>>(props: ReadingFieldProps<V, K>) {
  const { form, name, unit, required, disabled, readOnly, onText } = props;
  const label = labelWithUnit(props.label, unit);
  const value = form.values[name] as string;
  return (
    <BoundField {...props} label={label} display={value && unit ? `${value} ${unit}` : value}>
      <Input
        value={value}
        onChange={({ detail }) => {
          const text = readingText(detail.value);
          form.setValue(name, text as V[K]);
          onText?.(text);
        }}
        inputMode="decimal"
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
