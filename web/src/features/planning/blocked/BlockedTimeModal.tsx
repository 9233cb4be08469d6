import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { BLOCKED_REASON_MAX, type BlockedTime, type Practitioner } from '@praktijk/shared/schemas/calendar';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { callApi } from '@/api';
import { ConfirmDeleteModal } from '@/components/confirm/ConfirmDeleteModal';
import { FormDateField } from '@/components/form/fields/FormDateField';
import { FormSelectField } from '@/components/form/fields/FormSelectField';
import { FormTextField } from '@/components/form/FormTextField';
import { LockedForm } from '@/components/form/LockedForm';
import { type Version } from '@/components/form/locked-form-state';
import { type LockedForm as LockedFormModel, useLockedForm } from '@/components/form/useLockedForm';
import { useNotifications } from '@/shell/notifications';
import { OpenForm } from '../OpenForm';
import { refreshPlanning, refusalText } from '../planning-writes';
import { useBookingConfig } from '../booking/useBookingConfig';
import { blockedBody, blockedEndOptions, blockedStartOptions, blockedFormSchema, blockedUpdateBody, type BlockedValues, blockedValuesOf } from './blocked-form';
import { FocusingModal } from '@/components/focus/FocusingModal';

export type BlockedTimeTarget = { kind: 'new'; values: BlockedValues } | { kind: 'existing'; blocked: BlockedTime };

/**
 * A practitioner's blocked time (issue 11.3): from a day and time to a day and time, with its
 * reason; new, changed or deleted. An end before the start is refused here with the rule's text;
 * a time over bookings is refused by the server, which names them (shown above the actions).
 */
export function BlockedTimeModal({
  target,
  practitioners,
  onDismiss,
}: {
  target: BlockedTimeTarget;
  practitioners: readonly Practitioner[];
  onDismiss(): void;
}) {
  const client = useQueryClient();
  const { notify } = useNotifications();
  const existing = target.kind === 'existing' ? target.blocked : null;
  const initial = useMemo(() => (target.kind === 'new' ? target.values : blockedValuesOf(target.blocked)), [target]);
  const submit = useCallback(
    async (values: BlockedValues, version: Version) => {
      if (existing) await callApi('updateBlockedTime', { params: { id: existing.id }, body: blockedUpdateBody(values, version ?? existing.consistency_token) });
      else await callApi('createBlockedTime', { body: blockedBody(values) });
      notify({
        type: 'success',
        header: existing ? 'Blocked time updated' : 'Time blocked',
        content: `${values.start}-${values.end}${values.reason ? `, ${values.reason}` : ''}`,
      });
      void refreshPlanning(client);
      onDismiss();
      return values;
    },
    [existing, client, notify, onDismiss],
  );
  // A new blocked time is an open form; an existing one rests locked until Unlock (spec 2 §2).
  const form = useLockedForm({ initial, version: existing?.consistency_token ?? null, submit, schema: blockedFormSchema, lockable: existing !== null });
  const [confirming, setConfirming] = useState(false);
  const remove = async () => {
    if (!existing) return;
    try {
      await callApi('deleteBlockedTime', { params: { id: existing.id }, query: { consistency_token: existing.consistency_token } });
      notify({ type: 'success', header: 'Blocked time deleted', content: 'The time is free again.' });
      void refreshPlanning(client);
      onDismiss();
    } catch (error) {
      const text = refusalText(error);
      if (text) notify({ type: 'error', header: 'Error', content: text });
    }
  };

  const cancel = (
    <Button formAction="none" variant="link" onClick={onDismiss}>
      Cancel
    </Button>
  );
  const fields = <BlockedFields form={form} practitioners={practitioners} practitionerLocked={existing !== null} />;
  return (
    <FocusingModal
      visible
      header={existing ? 'Blocked time' : 'Block time'}
      size="medium"
      onDismiss={onDismiss}
      closeAriaLabel="Close"
      data-testid="blocked-modal"
    >
      {existing ? (
        <LockedForm
          form={form}
          testId="blocked-form"
          secondaryActions={
            <SpaceBetween direction="horizontal" size="xs">
              {cancel}
              <Button formAction="none" iconName="remove" onClick={() => setConfirming(true)} data-testid="blocked-delete">
                Delete
              </Button>
            </SpaceBetween>
          }
        >
          {fields}
        </LockedForm>
      ) : (
        <OpenForm form={form} testId="blocked-form" submitLabel="Block time" secondaryActions={cancel}>
          {fields}
        </OpenForm>
      )}
      {existing && (
        <ConfirmDeleteModal visible={confirming} thing="blocked time" date={existing.start} onConfirm={remove} onClose={() => setConfirming(false)}>
          <Box variant="p">
            {initial.start}-{initial.end}
            {initial.reason ? `, ${initial.reason}` : ''}. The time becomes free again.
          </Box>
        </ConfirmDeleteModal>
      )}
    </FocusingModal>
  );
}

function BlockedFields({
  form,
  practitioners,
  practitionerLocked,
}: {
  form: LockedFormModel<BlockedValues>;
  practitioners: readonly Practitioner[];
  practitionerLocked: boolean;
}) {
  // The times booking offers (issue 22 §3): the practitioner's hours by their interval, a time off
  // that grid (an older blocked time) kept; typing filters them, so '25:00' finds none.
  const { config } = useBookingConfig(practitioners, form.values.practitioner);
  return (
    <SpaceBetween size="m">
      <FormSelectField
        form={form}
        name="practitioner"
        label="Practitioner"
        required
        readOnly={practitionerLocked}
        options={practitioners.map((p) => ({ value: p.id, label: p.name }))}
        placeholder="Choose a practitioner"
      />
      <ColumnLayout columns={2}>
        <FormDateField form={form} name="start_date" label="From date" required />
        <FormSelectField
          form={form}
          name="start"
          label="From time"
          required
          options={blockedStartOptions(config, form.values.start)}
          placeholder="Choose a time"
        />
        <FormDateField form={form} name="end_date" label="To date" required />
        <FormSelectField form={form} name="end" label="To time" required options={blockedEndOptions(config, form.values.end)} placeholder="Choose a time" />
      </ColumnLayout>
      <FormTextField form={form} name="reason" label="Reason" description={`At most ${BLOCKED_REASON_MAX} characters, shown in the calendar.`} />
    </SpaceBetween>
  );
}
