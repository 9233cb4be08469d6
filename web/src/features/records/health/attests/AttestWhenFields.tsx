import TimeInput from '@cloudscape-design/components/time-input';
import { BoundField, controlState } from '@/components/form/fields/BoundField';
import { FormDateField } from '@/components/form/fields/FormDateField';
import { type LockedForm } from '@/components/form/useLockedForm';
import { type AttestFormValues } from './attest-form';

// The attest's date and time (spec 2 §3 administrative_datetime): optional together, empty meaning
// now; the date not later than today on the practice's clock (spec 2 §5). Two components, so a
// ColumnLayout puts each in its own column.

export function AttestDateField({ form }: { form: LockedForm<AttestFormValues> }) {
  return <FormDateField form={form} name="administrative_date" label="Attest date" description="Empty: now. Not later than today." />;
}

export function AttestTimeField({ form }: { form: LockedForm<AttestFormValues> }) {
  const time = form.values.administrative_time;
  return (
    <BoundField form={form} name="administrative_time" label="Attest time" display={time} description="24-hour clock, with the date.">
      <TimeInput
        value={time}
        onChange={({ detail }) => form.setValue('administrative_time', detail.value)}
        format="hh:mm"
        use24Hour
        {...controlState(form, { placeholder: 'hh:mm' })}
        invalid={Boolean(form.errorOf('administrative_time'))}
        ariaLabel="Attest time"
        data-testid="field-administrative_time"
      />
    </BoundField>
  );
}
