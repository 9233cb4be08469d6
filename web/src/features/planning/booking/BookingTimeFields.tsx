import ColumnLayout from '@cloudscape-design/components/column-layout';
import { isIsoDate } from '@praktijk/shared/dates';
import { type Practitioner } from '@praktijk/shared/schemas/calendar';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { FormDateField } from '@/components/form/fields/FormDateField';
import { FormSelectField } from '@/components/form/fields/FormSelectField';
import { type LockedForm } from '@/components/form/useLockedForm';
import { slotsQuery } from '../calendar/usePlanningData';
import { type BookingConfig, type BookingValues, endKeepingLength, endOptions, startOptions, takenMinutes } from './booking-form';

/**
 * Who and when: the practitioner, the day (DD-MM-YYYY) and the time from..to on the practice's
 * 24-hour clock by the calendar's INTERVAL. Changing the start keeps the booking's length. The From
 * list tags the times the practitioner's day already holds (the calendar's own query of that day).
 */
export function BookingTimeFields({
  form,
  practitioners,
  config,
  practitionerLocked,
  bookingId,
}: {
  form: LockedForm<BookingValues>;
  practitioners: readonly Practitioner[];
  config: BookingConfig;
  practitionerLocked?: boolean;
  /** The booking being edited: its own time is not taken. */
  bookingId?: string;
}) {
  const { start, end, date, practitioner } = form.values;
  const username = practitioners.find((p) => p.id === practitioner)?.username ?? '';
  const day = useQuery({ ...slotsQuery(username, { from: date, to: date }), enabled: username !== '' && isIsoDate(date) });
  const taken = useMemo(() => takenMinutes(day.data, date, bookingId), [day.data, date, bookingId]);
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
        options={startOptions(config, start, taken)}
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
