import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { formatDateTime } from '@praktijk/shared/dates';
import { type Practitioner } from '@praktijk/shared/schemas/calendar';
import { type Consultation, type ConsultationSummary } from '@praktijk/shared/schemas/consultations';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { callApi } from '@/api';
import { useCan } from '@/auth/permissions';
import { ConfirmDeleteModal } from '@/components/confirm/ConfirmDeleteModal';
import { LockedForm } from '@/components/form/LockedForm';
import { type Version } from '@/components/form/locked-form-state';
import { useLockedForm } from '@/components/form/useLockedForm';
import { ValuePair } from '@/components/form/ValuePair';
import { useNotifications } from '@/shell/notifications';
import { useFollow } from '@/shell/use-follow';
import { PatientLink } from '@/features/patients/PatientLink';
import { useMayStartConsultation } from '@/features/consultations/NewConsultation';
import { consultationPath } from '@/navigation/consultation-views';
import { ConsultationFields } from '@/features/consultations/form/ConsultationFields';
import { consultationState, STATE_LABELS, WALK_IN_LABEL } from '../calendar/calendar-events';
import { dayText } from '../calendar/calendar-range';
import { clockOfDate, wallDate } from '../calendar/wall-clock';
import { refreshPlanning, refusalText } from '../planning-writes';
import { bookingFormSchema, bookingUpdateBody, type BookingValues, bookingValuesOf } from './booking-form';
import { BookingTimeFields } from './BookingTimeFields';
import { LetterSection } from './LetterSection';
import { useBookingConfig } from './useBookingConfig';
import { useBookingOptions } from './useBookingOptions';
import { FocusingModal } from '@/components/focus/FocusingModal';

const STATE_TYPES = { booked: 'pending', arrived: 'in-progress', treated: 'success' } as const;

/**
 * A booking opened from the calendar (issue 11.2): its patient and state, Arrived / Undo
 * Arrived, the form (practitioner, day, time and the consultation's fields; locked until
 * Unlock, as every existing record), the letter, Delete for one not yet started, and for a
 * physician the way into the consultation screen. Each write's answer (with its new token)
 * replaces the booking shown, so the next write never meets our own change as a conflict.
 */
export function EditBookingModal({
  consultation: fromCalendar,
  practitioners,
  onDismiss,
}: {
  consultation: ConsultationSummary;
  practitioners: readonly Practitioner[];
  onDismiss(): void;
}) {
  const client = useQueryClient();
  const can = useCan();
  // Our own write's answer until the calendar holds a version at least as new (someone else's,
  // after a realtime message, or ours refetched): the newer of the two is shown.
  const [own, setOwn] = useState<ConsultationSummary | null>(null);
  const consultation = own && own.id === fromCalendar.id && own.updated > fromCalendar.updated ? own : fromCalendar;
  const saved = useCallback(
    (next: Consultation | ConsultationSummary) => {
      setOwn(next);
      void refreshPlanning(client, next.patient_id);
    },
    [client],
  );

  const state = consultationState(consultation);
  return (
    <FocusingModal
      visible
      header={`Booking of ${consultation.patient_name}`}
      size="large"
      onDismiss={onDismiss}
      closeAriaLabel="Close"
      data-testid="edit-booking-modal"
    >
      <SpaceBetween size="l">
        <ColumnLayout columns={3} variant="text-grid">
          <ValuePair label="Patient" value={<PatientLink id={consultation.patient_id}>{consultation.patient_name}</PatientLink>} field="patient" />
          <ValuePair
            label="State"
            field="state"
            value={
              <span data-testid="booking-state">
                <StatusIndicator type={STATE_TYPES[state]}>{STATE_LABELS[state]}</StatusIndicator>
                {consultation.arrived_at && state === 'arrived' && ` since ${clockOfDate(wallDate(consultation.arrived_at))}`}
                {!consultation.booked && ` (${WALK_IN_LABEL})`}
              </span>
            }
          />
          <ValuePair
            label="Last change"
            field="updated"
            value={`${formatDateTime(consultation.updated)}${consultation.updated_by ? `, ${consultation.updated_by.name}` : ''}`}
          />
        </ColumnLayout>
        <BookingActions consultation={consultation} onSaved={saved} onDeleted={onDismiss} />
        <BookingForm consultation={consultation} practitioners={practitioners} onSaved={saved} onUpdated={onDismiss} />
        <LetterSection consultation={consultation} canChange={can('change', 'consultation')} onChanged={saved} />
      </SpaceBetween>
    </FocusingModal>
  );
}

function BookingForm({
  consultation,
  practitioners,
  onSaved,
  onUpdated,
}: {
  consultation: ConsultationSummary;
  practitioners: readonly Practitioner[];
  onSaved(saved: Consultation): void;
  /** After 'Booking updated' (issue 22 §3): the booking is done with, the modal closes. */
  onUpdated(): void;
}) {
  const initial = useMemo(() => bookingValuesOf(consultation, wallDate(consultation.start), wallDate(consultation.end)), [consultation]);
  const submit = useCallback(
    async (values: BookingValues, version: Version) => {
      // The token of the version the typed values rest on: a change made meanwhile (shown by the
      // realtime refresh) answers 409 instead of being overwritten with the old values.
      const body = bookingUpdateBody(values, consultation.booked, version ?? consultation.consistency_token);
      const answer = await callApi('updateConsultation', { params: { id: consultation.id }, body });
      onSaved(answer);
      return bookingValuesOf(answer, wallDate(answer.start), wallDate(answer.end));
    },
    [consultation, onSaved],
  );
  const form = useLockedForm({
    initial,
    version: consultation.consistency_token,
    submit,
    schema: bookingFormSchema,
    successToast: { header: 'Booking updated', content: 'The booking was updated successfully' },
    onSaved: onUpdated,
    viewOnly: !useCan()('change', 'consultation'),
  });
  const { username, config } = useBookingConfig(practitioners, form.values.practitioner);
  const options = useBookingOptions({
    patientId: consultation.patient_id,
    practitionerId: form.values.practitioner,
    practitionerUsername: username,
    currentReasonType: consultation.reason_type ?? '',
  });
  return (
    <LockedForm form={form} testId="edit-booking-form">
      {consultation.booked && <BookingTimeFields form={form} practitioners={practitioners} config={config} bookingId={consultation.id} />}
      <ConsultationFields form={form} options={options} />
    </LockedForm>
  );
}

/** Arrived / Undo Arrived, Open consultation (physicians), Delete (a booking not yet started). */
function BookingActions({ consultation, onSaved, onDeleted }: { consultation: ConsultationSummary; onSaved(saved: Consultation): void; onDeleted(): void }) {
  const client = useQueryClient();
  const can = useCan();
  const follow = useFollow();
  const { notify } = useNotifications();
  const mayOpen = useMayStartConsultation();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const params = { id: consultation.id };

  const setArrived = async (arrived: boolean) => {
    setBusy(true);
    try {
      onSaved(await callApi('setConsultationArrived', { params, body: { arrived, consistency_token: consultation.consistency_token } }));
    } catch (error) {
      const text = refusalText(error);
      if (text) notify({ type: 'error', header: 'Error', content: text });
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    try {
      await callApi('deleteConsultation', { params, query: { consistency_token: consultation.consistency_token } });
      notify({ type: 'success', header: 'Booking deleted', content: `${consultation.patient_name}, ${dayText(consultation.date)}` });
      void refreshPlanning(client, consultation.patient_id);
      onDeleted();
    } catch (error) {
      // The server says why (a consultation already started cannot go): its words, not a generic failure.
      const text = refusalText(error);
      if (text) notify({ type: 'error', header: 'Error', content: text });
    }
  };

  const canChange = can('change', 'consultation');
  // The modal opens on these actions (Arrived first): what the front desk opens a booking for.
  return (
    <Box data-initial-focus>
      <SpaceBetween direction="horizontal" size="xs">
        {!consultation.processed && canChange && (
          <Button onClick={() => void setArrived(!consultation.arrived)} loading={busy} data-testid="booking-arrived">
            {consultation.arrived ? 'Undo Arrived' : 'Arrived'}
          </Button>
        )}
        {mayOpen && (
          <Button href={consultationPath(consultation.id)} onFollow={follow} data-testid="booking-open">
            Open consultation
          </Button>
        )}
        {can('delete', 'consultation') && !consultation.arrived && (
          <Button iconName="remove" onClick={() => setConfirming(true)} data-testid="booking-delete">
            Delete
          </Button>
        )}
      </SpaceBetween>
      <ConfirmDeleteModal visible={confirming} thing="booking" date={consultation.date} onConfirm={remove} onClose={() => setConfirming(false)}>
        <Box variant="p">
          {consultation.patient_name}, {clockOfDate(wallDate(consultation.start))}-{clockOfDate(wallDate(consultation.end))}. This cannot be undone.
        </Box>
      </ConfirmDeleteModal>
    </Box>
  );
}
