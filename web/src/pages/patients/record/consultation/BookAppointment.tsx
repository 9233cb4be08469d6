import Button from '@cloudscape-design/components/button';
import { todayIso } from '@praktijk/shared/dates';
import { type Practitioner } from '@praktijk/shared/schemas/calendar';
import { type Patient } from '@praktijk/shared/schemas/patients';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { AREA_ROLES } from '@/navigation/route-access';
import { useCurrentUser } from '@/auth/current-user';
import { useCan, userHasRole } from '@/auth/permissions';
import { apiQuery } from '@/query/api-query';
import { configQuery } from '@/features/planning/calendar/usePlanningData';
import { openingSlot } from '@/features/planning/next-free/opening-slot';
import { loadPlanningModals } from '@/features/planning/PlanningDialogs';
import { bookingPractitioner } from './booking-practitioner';

// "Book appointment" in the patient record (issue 22 §3): New booking for this patient without a
// detour through the planning and a patient search. It opens as the planning's New booking does,
// on the practitioner's next free slot from now; the record's header then lists the appointment
// under "Upcoming consultations" (a booking refreshes the patient's future consultations).

const NewBookingModal = lazy(() => loadPlanningModals().then((m) => ({ default: m.NewBookingModal })));

interface Opened {
  slot: { start: Date; end: Date };
  practitionerId: string;
  practitioners: readonly Practitioner[];
}

/** For those who may book and open the planning (reception, physicians). */
export function BookAppointmentButton({ patient }: { patient: Patient }) {
  const can = useCan();
  const { state } = useCurrentUser();
  const user = state.status === 'ready' ? state.user : undefined;
  const client = useQueryClient();
  const [opening, setOpening] = useState(false);
  const [opened, setOpened] = useState<Opened | null>(null);
  // The roles the planning opens for, as its route guard: a nurse may not book there.
  const mayBook = user !== undefined && can('add', 'consultation') && AREA_ROLES.planning.some((role) => userHasRole(user, role));
  if (!mayBook) return null;

  const open = async () => {
    setOpening(true);
    try {
      const practitioners = await client.fetchQuery(apiQuery('limitedPractitioners'));
      const practitioner = bookingPractitioner(practitioners, user.id, patient.primary_physician_id);
      if (!practitioner) return;
      const hours = await client.fetchQuery(configQuery(practitioner.username));
      const slot = await openingSlot(practitioner.username, todayIso(), hours);
      setOpened({ slot, practitionerId: practitioner.id, practitioners });
    } finally {
      setOpening(false);
    }
  };
  return (
    <>
      <Button iconName="calendar" loading={opening} onClick={() => void open()} data-testid="book-appointment">
        Book appointment
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <NewBookingModal {...opened} patient={patient} onDismiss={() => setOpened(null)} />
        </Suspense>
      )}
    </>
  );
}
