import { DateField } from '../../dates/DateField';
import { type FormValues } from '../locked-form-state';
import { BoundField, type BoundFieldProps, isReadOnly } from './BoundField';
import { type FieldsOf } from './field-names';

/** A DD-MM-YYYY date (masked, with a calendar) bound to an ISO date field; '' is no date. */
export function FormDateField<V extends FormValues, K extends FieldsOf<V, string>>(props: BoundFieldProps<V, K>) {
  const { form, name, label, required, disabled, readOnly } = props;
  return (
    <BoundField {...props}>
      <DateField
        value={form.values[name] as string}
        onChange={(value) => form.setValue(name, value as V[K])}
        readOnly={isReadOnly(form, readOnly)}
        disabled={disabled}
        invalid={Boolean(form.errorOf(name))}
        ariaLabel={label}
        ariaRequired={required}
        calendarLabel={`Choose ${label.toLowerCase()}`}
      />
    </BoundField>
  );
}
