import { type ConsultationSummary } from '@praktijk/shared/schemas/consultations';

/**
 * The patient's consultations that have not yet passed, for the record header's "Upcoming
 * consultations" (issue 22 §7). The server answers today's and later ones that are not treated,
 * so this morning's 08:00 booking still came back at 15:00. Decision: a consultation has passed
 * once its end time has; one under way (the patient is in the room, a walk-in just made) still counts.
 */
export function notYetPassed<C extends Pick<ConsultationSummary, 'end'>>(consultations: readonly C[], now: number): C[] {
  return consultations.filter((consultation) => Date.parse(consultation.end) > now);
}
