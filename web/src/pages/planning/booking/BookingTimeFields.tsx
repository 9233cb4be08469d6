import ColumnLayout from '@cloudscape-design/components/column-layout';
import { type Practitioner } from '@praktijk/shared/schemas/calendar';
import { FormDateField } from '../../../components/form/fields/FormDateField';
import { FormSelectField } from '../../../components/form/fields/FormSelectField';
import { type LockedForm } from '../../../components/form/useLockedForm';
import { type BookingConfig, type BookingValues, endKeepingLength, endOptions, startOptions } from './booking-form';

/**
 * Who and when: the practitioner, the day (DD-MM-YYYY) and the time from..to on the practice's
 * 24-hour clock by the calendar's INTERVAL. Changing the start keeps the booking's length.
 */
export function BookingTimeFields({
  form,
  practitioners,
  config,
  practitionerLocked,
}: {
  form: LockedForm<BookingValues>;
  practitioners: readonly Practitioner[];
  config: BookingConfig;
  practitionerLocked?: boolean;
}) {
  const { start, end } = form.values;
  return (
    <ColumnLayout columns={4} minColumnWidth={140}>
      <FormSelectField
        form={form}
        name="practitioner"
        label="Practitioner"
        required
        readOnly={practitionerLocked}
        options={practitioners.map((p) => ({ value: p.id, label: p.name }))}
        placeholder="Choose a practitioner"
      />
      <FormDateField form={form} name="date" label="Date" required />
      <FormSelectField
        form={form}
        name="start"
        label="From"
        required
        options={startOptions(config, start)}
        onSelect={(next) => {
          if (!next) return;
          form.setValue('end', endKeepingLength(form.values, next));
          form.setValue('start', next);
        }}
      />
      <FormSelectField form={form} name="end" label="To" required options={endOptions(config, start, end)} empty="Choose a start first" />
    </ColumnLayout>
  );
}
