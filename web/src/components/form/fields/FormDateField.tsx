import { isIsoDate, isoToDisplay } from '@praktijk/shared/dates';
import { DateField } from '../../dates/DateField';
import { type FormValues } from '../locked-form-state';
import { BoundField, type BoundFieldProps, controlState } from './BoundField';
import { type FieldsOf } from './field-names';

/** A DD-MM-YYYY date (masked, with a calendar) bound to an ISO date field; '' is no date. */
export function FormDateField<V extends FormValues, K extends FieldsOf<V, string>>(props: BoundFieldProps<V, K>) {
  const { form, name, label, required, disabled, readOnly } = props;
  const value = form.values[name] as string;
  const control = controlState(form, { readOnly, disabled });
  return (
    <BoundField {...props} display={isIsoDate(value) ? isoToDisplay(value) : value}>
      <DateField
        value={value}
        onChange={(next) => form.setValue(name, next as V[K])}
        readOnly={control.readOnly}
        disabled={control.disabled}
        invalid={Boolean(form.errorOf(name))}
        ariaLabel={label}
        ariaRequired={required}
        calendarLabel={`Choose ${label.toLowerCase()}`}
      />
    </BoundField>
  );
}
