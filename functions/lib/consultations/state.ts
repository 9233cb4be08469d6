import { todayIso } from '@praktijk/shared/dates';
import { type StoredConsultation } from './items';

// The consultation's states (spec 1 §4, spec 3 §4): arrived and processed (Treated). The server
// keeps the rules; the screen only hides the buttons they would refuse.

type State = Pick<StoredConsultation, 'arrived' | 'processed' | 'date'>;

export const TREATED = 'The consultation has been treated.';
export const NOT_ARRIVED = 'The patient has not arrived.';
export const PAST = 'A past consultation cannot be reopened.';

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

/** Why `processed` cannot become this value now, or undefined when it can. */
export function processedRefusal(consultation: State, processed: boolean, today = todayIso()): string | undefined {
  if (processed) return consultation.arrived ? undefined : NOT_ARRIVED;
  return isPast(consultation, today) ? PAST : undefined;
}
