import { todayIso } from '@praktijk/shared/dates';
import { type StoredConsultation } from './items';

// The consultation's states (spec 1 §4, spec 3 §4): arrived and processed (Treated). The server
// keeps the rules; the screen only hides the buttons they would refuse.

type State = Pick<StoredConsultation, 'arrived' | 'processed' | 'date'>;

export const TREATED = 'The consultation has been treated.';
export const NOT_ARRIVED = 'The patient has not arrived.';
export const PAST = 'A past consultation cannot be reopened.';
export const PAST_TREATED = 'A past consultation cannot be marked as treated.';

/** Its day is before today on the practice's clock. */
export const isPast = (consultation: Pick<StoredConsultation, 'date'>, today = todayIso()): boolean => consultation.date < today;

/** Treated / Undo Treated may be offered: arrived, not past, and the caller may change consultations. */
export function canChangeProcessed(consultation: State, mayChange: boolean, today = todayIso()): boolean {
  return consultation.arrived && !isPast(consultation, today) && mayChange;
}

/** Why `arrived` cannot become this value now, or undefined when it can. */
export function arrivedRefusal(consultation: State, arrived: boolean): string | undefined {
  return consultation.processed && arrived !== consultation.arrived ? TREATED : undefined;
}

/**
 * Why `processed` cannot become this value now, or undefined when it can. Spec 1 §4: processed is
 * set or cleared only when can_change_processed (arrived, not past), so the server refuses exactly
 * what the screen does not offer: a past consultation is neither reopened nor marked treated
 * afterwards. The value it already has passes (a repeated request changes nothing).
 */
export function processedRefusal(consultation: State, processed: boolean, today = todayIso()): string | undefined {
  if (processed === consultation.processed) return undefined;
  if (processed && !consultation.arrived) return NOT_ARRIVED;
  if (isPast(consultation, today)) return processed ? PAST_TREATED : PAST;
  return undefined;
}
