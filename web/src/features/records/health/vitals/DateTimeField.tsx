import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import TimeInput from '@cloudscape-design/components/time-input';
import { DateField } from '@/components/dates/DateField';
import { useFieldLabel } from '@/components/form/fields/BoundField';
import { type FormValues } from '@/components/form/locked-form-state';
import { type LockedForm } from '@/components/form/useLockedForm';
import { type DateTimeValue } from './date-time-value';
import { type TakenAt } from './record-form';

const NAME = 'administrative_datetime';

/**
 * When the record was taken (spec 2 §3 administrative_datetime): a DD-MM-YYYY day and a 24-hour
 * time on the practice's clock, both optional (empty is now). Two fields side by side, each with
 * its own label, so each input has a name of its own; the error goes under the day.
 */
export function DateTimeField<V extends FormValues & TakenAt>({ form, label }: { form: LockedForm<V>; label: string }) {
  useFieldLabel(form, NAME, label);
  const value = form.values[NAME];
  const set = (next: Partial<DateTimeValue>) => form.setValue(NAME, { ...value, ...next } as V[typeof NAME]);
  const error = form.errorOf(NAME);
  return (
    <div data-field={NAME}>
      {/* Three columns, as the groups above: the day and time line up with their fields and stay narrow. */}
      <ColumnLayout columns={3}>
        <FormField label={label} description="DD-MM-YYYY; empty for now" errorText={error} stretch>
          <DateField
            value={value.date}
            onChange={(date) => set({ date })}
            invalid={Boolean(error)}
            ariaLabel={label}
            calendarLabel="Choose the date taken"
            readOnly={form.state.locked}
          />
        </FormField>
        <FormField label="Time" description="HH:mm, 24-hour" stretch>
          <TimeInput
            value={value.time}
            onChange={({ detail }) => set({ time: detail.value })}
            format="hh:mm"
            use24Hour
            placeholder="hh:mm"
            invalid={Boolean(error)}
            readOnly={form.state.locked}
            data-testid="field-administrative_time"
          />
        </FormField>
      </ColumnLayout>
    </div>
  );
}
