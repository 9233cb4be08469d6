import { LOCALE } from '@praktijk/shared/constants';
import { formatDate } from '@praktijk/shared/dates';
import { practiceLocal } from '@praktijk/shared/practice-clock';
import { type ConsultationSummary } from '@praktijk/shared/schemas/consultations';

// How the schedule and the day lists show a consultation: its times on the practice's clock, its
// state in words (colour is never the only sign), and how long an arrived patient has waited.

export type ConsultationState = 'booked' | 'arrived' | 'treated';

export const STATE_LABELS: Record<ConsultationState, string> = { booked: 'Booked', arrived: 'Arrived', treated: 'Treated' };

/** Cloudscape StatusIndicator types: grey clock, blue in progress, green done. */
export const STATE_INDICATORS = { booked: 'pending', arrived: 'in-progress', treated: 'success' } as const satisfies Record<ConsultationState, string>;

type Times = Pick<ConsultationSummary, 'start' | 'end'>;
type States = Pick<ConsultationSummary, 'arrived' | 'processed'>;

export function consultationState(consultation: States): ConsultationState {
  if (consultation.processed) return 'treated';
  return consultation.arrived ? 'arrived' : 'booked';
}

/** 'HH:mm' of an instant on the practice's clock (the browser's own zone plays no part). */
export function clockTimeOf(instant: string): string {
  return practiceLocal(instant).slice(11, 16);
}

/** '09:00-09:15' (spec 1 §9: 24-hour HH:mm). */
export function timeSpan(consultation: Times): string {
  return `${clockTimeOf(consultation.start)}-${clockTimeOf(consultation.end)}`;
}

/** What a row shows as its time: the booked span, or when a walk-in (which holds no time) came in. */
export function shownTime(consultation: Times & Pick<ConsultationSummary, 'is_walkin'>): string {
  return consultation.is_walkin ? clockTimeOf(consultation.start) : timeSpan(consultation);
}

/** Whole minutes since `since`, never below zero (a clock a little behind the server's). */
export function minutesSince(since: string, now: number): number {
  return Math.max(0, Math.floor((now - new Date(since).getTime()) / 60_000));
}

/** '4 min', '1 h 05 min': how long a patient has waited. */
export function durationText(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** 'Waiting 12 min' for an arrived, untreated patient; undefined otherwise. */
export function waitingText(consultation: States & Pick<ConsultationSummary, 'arrived_at'>, now: number): string | undefined {
  if (consultationState(consultation) !== 'arrived' || !consultation.arrived_at) return undefined;
  return `Waiting ${durationText(minutesSince(consultation.arrived_at, now))}`;
}

const WEEKDAY = new Intl.DateTimeFormat(LOCALE, { weekday: 'long', timeZone: 'UTC' });

/** 'maandag 23-11-2026': the day a schedule shows, with its Dutch weekday name. */
export function dayTitle(date: string): string {
  // A calendar day, named in UTC at noon: no zone can move it to another day.
  const weekday = WEEKDAY.format(new Date(`${date}T12:00:00Z`));
  return `${weekday} ${formatDate(date)}`;
}
