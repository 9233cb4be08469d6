import { type Practitioner } from '@praktijk/shared/schemas/calendar';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { callApi } from '@/api';
import { useNotifications } from '@/shell/notifications';
import { bookingUpdateBody, bookingValuesOf } from '@/features/planning/booking/booking-form';
import { refreshPlanning, refusalText } from '@/features/planning/planning-writes';
import { type ConsultationEvent, type PlanningEvent } from '@/features/planning/calendar/calendar-events';

interface Override {
  start: Date;
  end: Date;
  resourceId?: string;
}

/**
 * Drag to move, resize to lengthen (PUT planning/consultations/{id}/ with the new start and end,
 * and the practitioner when dropped in another's column): the booking shows where it was dropped
 * while the server decides; a refusal (an overlap, a blocked time) is shown in the server's words
 * and the booking snaps back to where it was.
 */
export function useBookingMoves(practitioners: readonly Practitioner[]) {
  const client = useQueryClient();
  const { notify } = useNotifications();
  const [pending, setPending] = useState<ReadonlyMap<string, Override>>(new Map());

  const settle = useCallback((id: string) => setPending((all) => new Map([...all].filter(([key]) => key !== id))), []);
  const move = useCallback(
    async (event: ConsultationEvent, start: Date, end: Date, resourceId?: string) => {
      const { consultation } = event;
      const practitioner = resourceId ? practitioners.find((p) => p.username === resourceId) : undefined;
      setPending((all) => new Map(all).set(event.id, { start, end, resourceId: resourceId ?? event.resourceId }));
      try {
        const values = { ...bookingValuesOf(consultation, start, end), practitioner: practitioner?.id ?? consultation.practitioner.id };
        await callApi('updateConsultation', { params: { id: consultation.id }, body: bookingUpdateBody(values, true, consultation.consistency_token) });
        await refreshPlanning(client, consultation.patient_id);
      } catch (error) {
        const text = refusalText(error);
        if (text) notify({ type: 'error', header: `${consultation.patient_name} was not moved`, content: text });
      } finally {
        settle(event.id);
      }
    },
    [client, notify, practitioners, settle],
  );

  /** The events with the moves still on their way in their new place. */
  const apply = useCallback(
    (events: readonly PlanningEvent[]): PlanningEvent[] => events.map((e) => (pending.has(e.id) ? { ...e, ...pending.get(e.id) } : e)),
    [pending],
  );
  return { move, apply, moving: pending.size > 0 };
}
