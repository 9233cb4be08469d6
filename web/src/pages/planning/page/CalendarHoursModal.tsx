import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import { type CalendarConfig, type Practitioner } from '@praktijk/shared/schemas/calendar';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { callApi } from '@/api';
import { FormMultiselectField } from '@/components/form/fields/FormMultiselectField';
import { FormSelectField } from '@/components/form/fields/FormSelectField';
import { type Version } from '@/components/form/locked-form-state';
import { useLockedForm } from '@/components/form/useLockedForm';
import { queryKeyOf } from '@/query/api-query';
import { useNotifications } from '@/shell/notifications';
import { OpenForm } from '@/features/planning/OpenForm';
import { type CalendarHoursValues, HOUR_OPTIONS, hoursBody, hoursFormSchema, hoursValuesOf, INTERVAL_OPTIONS, WEEKDAY_OPTIONS } from './calendar-hours-form';
import { FocusingModal } from '@/components/focus/FocusingModal';

/**
 * A practitioner's calendar hours (PUT practitioners/{username}/config/): from, until, the slot
 * step and working days. Saved on the token read, so a change someone else made meanwhile is a
 * conflict, said as such, not overwritten. Bookings are held to these hours from then on.
 */
export function CalendarHoursModal({ practitioner, config, onDismiss }: { practitioner: Practitioner; config: CalendarConfig; onDismiss(): void }) {
  const client = useQueryClient();
  const { notify } = useNotifications();
  const initial = useMemo(() => hoursValuesOf(config), [config]);
  const submit = useCallback(
    async (values: CalendarHoursValues, version: Version) => {
      const body = hoursBody(values, version === undefined ? config.consistency_token : version);
      const saved = await callApi('updateCalendarConfig', { params: { username: practitioner.username }, body });
      notify({ type: 'success', header: 'Calendar hours saved', content: `${practitioner.name}: ${saved.min}-${saved.max}, every ${saved.interval} minutes` });
      void client.invalidateQueries({ queryKey: queryKeyOf('getCalendarConfig') });
      onDismiss();
      return hoursValuesOf(saved);
    },
    [client, config.consistency_token, notify, onDismiss, practitioner],
  );
  const form = useLockedForm({ initial, version: config.consistency_token, submit, schema: hoursFormSchema, lockable: false });
  return (
    <FocusingModal visible header={`Calendar hours of ${practitioner.name}`} onDismiss={onDismiss} closeAriaLabel="Close" data-testid="calendar-hours-modal">
      <OpenForm
        form={form}
        testId="calendar-hours-form"
        submitLabel="Save"
        secondaryActions={
          <Button formAction="none" variant="link" onClick={onDismiss}>
            Cancel
          </Button>
        }
      >
        <ColumnLayout columns={2}>
          <FormSelectField form={form} name="min" label="From" required options={HOUR_OPTIONS} />
          <FormSelectField form={form} name="max" label="Until" required options={HOUR_OPTIONS} />
        </ColumnLayout>
        <FormSelectField form={form} name="interval" label="Slot length" required options={INTERVAL_OPTIONS} />
        <FormMultiselectField form={form} name="weekdays" label="Working days" required options={WEEKDAY_OPTIONS} />
      </OpenForm>
    </FocusingModal>
  );
}
