import { type SlotsAnswer } from '@praktijk/shared/schemas/calendar';
import { type ConsultationSummary } from '@praktijk/shared/schemas/consultations';
import { consultationState } from '@/features/day-lists/consultation-state';

// The front desk's arrivals board (issue 22 §2): the day of every practitioner in one list, in
// three groups. It is built from the Team day's own slots/ answers (one per practitioner, the
// calendar's query keys), so the board costs no request of its own and a realtime 'planning'
// message that refreshes the calendar refreshes the board with it.

export interface BoardGroups {
  /** Booked or walked in, not arrived yet: by start (who comes next on top). */
  expected: ConsultationSummary[];
  /** Arrived, not treated: longest waiting first, as the physician's waiting room orders them. */
  waiting: ConsultationSummary[];
  /** Treated: by start, as reception's check-out list. */
  treated: ConsultationSummary[];
}

/** Everyone shown, or one practitioner's patients (their username, the slots/ query's key). */
export type BoardFilter = { practitioner: string | null };

/** By start; patients at the same time by practitioner, then by name, so the order does not change between two reads. */
const byStart = (a: ConsultationSummary, b: ConsultationSummary) =>
  a.start.localeCompare(b.start) ||
  a.practitioner.name.localeCompare(b.practitioner.name, 'nl') ||
  a.patient_name.localeCompare(b.patient_name, 'nl') ||
  a.id.localeCompare(b.id);
/** When the patient came; one marked arrived before arrival times were kept counts from its start (as the server's list). */
const arrivedAt = (c: ConsultationSummary) => c.arrived_at ?? c.start;
const byArrival = (a: ConsultationSummary, b: ConsultationSummary) => arrivedAt(a).localeCompare(arrivedAt(b)) || byStart(a, b);

/**
 * The consultations of `day` in the answers (answers[i] is usernames[i]'s), of the practitioner
 * filtered on or of all, in their three groups. An answer still loading counts as empty; a
 * consultation of another day in a range answer is left out.
 */
export function boardGroups(answers: readonly (SlotsAnswer | undefined)[], usernames: readonly string[], day: string, filter: BoardFilter): BoardGroups {
  const shown = answers.flatMap((answer, i) => {
    if (answer?.kind !== 'range') return [];
    if (filter.practitioner !== null && usernames[i] !== filter.practitioner) return [];
    return answer.consultations.filter((c) => c.date === day);
  });
  const inState = (state: ReturnType<typeof consultationState>) => shown.filter((c) => consultationState(c) === state);
  return {
    expected: inState('booked').sort(byStart),
    waiting: inState('arrived').sort(byArrival),
    treated: inState('treated').sort(byStart),
  };
}
