import Button from '@cloudscape-design/components/button';
import { type Practitioner } from '@praktijk/shared/schemas/calendar';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { callApi } from '@/api';
import { useLockedForm } from '@/components/form/useLockedForm';
import { useConfirm } from '@/shell/confirm';
import { useNotifications } from '@/shell/notifications';
import { preselectedInsurance } from '@/features/consultations/form/consultation-form';
import { ConsultationFields } from '@/features/consultations/form/ConsultationFields';
import { dayText } from '../calendar/calendar-range';
import { OpenForm } from '../OpenForm';
import { refreshPlanning } from '../planning-writes';
import { localOf, wallNow } from '../calendar/wall-clock';
import { asksBeforeBooking, bookingBody, bookingFormSchema, type BookingValues, newBookingValues } from './booking-form';
import { BookingTimeFields } from './BookingTimeFields';
import { type BookingPatient, PatientSelect } from './PatientSelect';
import { useBookingConfig } from './useBookingConfig';
import { useBookingOptions } from './useBookingOptions';
import { FocusingModal } from '@/components/focus/FocusingModal';

export interface NewBookingProps {
  slot: { start: Date; end: Date };
  practitionerId: string;
  practitioners: readonly Practitioner[];
  onDismiss(): void;
  /** The same time as a blocked time instead (the slot was selected to block it). */
  onBlockInstead?(values: BookingValues): void;
  /** The patient already chosen (Book appointment from their record); else searched. */
  patient?: BookingPatient;
}

/**
 * Booking a consultation (issue 11.2, POST planning/consultations/): the patient (searched),
 * practitioner, day and time, reason type, reason, walk-in and insurance (the patient's only
 * active one preselected). Book stays disabled until a patient is chosen; the server's field
 * errors go under the fields, its refusals (an overlap, a blocked time) above the actions; a
 * second click while the first is on its way books nothing more.
 */
export function NewBookingModal({ slot, practitionerId, practitioners, onDismiss, onBlockInstead, patient }: NewBookingProps) {
  const client = useQueryClient();
  const { notify } = useNotifications();
  const confirm = useConfirm();
  const inFlight = useRef<Promise<BookingValues> | null>(null);
  const initial = useMemo(() => ({ ...newBookingValues(slot, practitionerId), patient: patient?.id ?? '' }), [slot, practitionerId, patient?.id]);
  const submit = useCallback(
    (values: BookingValues) => {
      inFlight.current ??= (async () => {
        try {
          if (asksBeforeBooking(values, localOf(wallNow())) && !(await confirmPast(confirm, values))) throw new Error(NOT_BOOKED);
          const booked = await callApi('bookConsultation', { body: bookingBody(values) });
          notify({ type: 'success', header: 'Consultation booked', content: `${booked.patient_name}, ${dayText(values.date)} ${values.start}-${values.end}` });
          void refreshPlanning(client, booked.patient_id);
          onDismiss();
          return values;
        } finally {
          inFlight.current = null;
        }
      })();
      return inFlight.current;
    },
    [client, confirm, notify, onDismiss],
  );
  const form = useLockedForm({ initial, submit, schema: bookingFormSchema, lockable: false });
  const { username, config } = useBookingConfig(practitioners, form.values.practitioner);
  const options = useBookingOptions({ patientId: form.values.patient, practitionerId: form.values.practitioner, practitionerUsername: username });
  usePreselectedInsurance(form, options.patientInsurances);

  return (
    <FocusingModal visible header="New booking" size="large" onDismiss={onDismiss} closeAriaLabel="Close" data-testid="booking-modal">
      <OpenForm
        form={form}
        testId="booking-form"
        submitLabel="Book"
        submitDisabled={!form.values.patient}
        secondaryActions={
          <>
            <Button formAction="none" variant="link" onClick={onDismiss}>
              Cancel
            </Button>
            {onBlockInstead && (
              <Button formAction="none" onClick={() => onBlockInstead(form.values)} data-testid="booking-block-instead">
                Block this time instead
              </Button>
            )}
          </>
        }
      >
        <PatientSelect form={form} initial={patient} />
        <BookingTimeFields form={form} practitioners={practitioners} config={config} />
        <ConsultationFields form={form} options={options} />
      </OpenForm>
    </FocusingModal>
  );
}

const NOT_BOOKED = 'Not booked: choose a time that has not passed, or book it anyway.';

/** Booking a time that has passed asks first (issue 22 §3); declining keeps the dialog as it was filled in. */
function confirmPast(confirm: ReturnType<typeof useConfirm>, values: BookingValues): Promise<boolean> {
  return confirm({
    title: 'Book in the past?',
    body: `${dayText(values.date)} ${values.start} has already passed. Book it anyway?`,
    confirmLabel: 'Book anyway',
  });
}

/** A new patient's insurance: their only active one, once their insurances are known (spec 3 §2). */
function usePreselectedInsurance(form: ReturnType<typeof useLockedForm<BookingValues>>, insurances: ReturnType<typeof useBookingOptions>['patientInsurances']) {
  const patient = form.values.patient;
  const { setValue } = form;
  const settledFor = useRef<string>('');
  useEffect(() => {
    if (!patient || !insurances || settledFor.current === patient) return;
    settledFor.current = patient;
    setValue('insurance', preselectedInsurance(insurances));
  }, [patient, insurances, setValue]);
}
