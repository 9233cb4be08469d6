import { numericInput } from '@/components/form/fields/numeric-input';
import { ATTEST_DAY_STEP, ATTEST_MAX_DAYS } from '@praktijk/shared/records/attests';

// The attest add form's values and the rules that change them (spec 2 §4 "Attest"), kept pure so
// they are tested without a browser. Decision on the three ways an attest says its days: the
// 'Use days' checkbox (on by default) chooses the days counter; with it off, a radio group
// chooses between a from-until range and days picked on a calendar, and only the chosen one is
// shown. Switching either way clears the days, the range and the picked dates, so the form never
// holds two ways at once (the server's ATTEST_ONE_WAY stays a server-side guard).

export type AttestWay = 'range' | 'dates';

export type AttestFormValues = {
  company_name: string;
  use_days: boolean;
  /** The counter's value as text: '' (none yet), '0.5', '1', '1.5', ... */
  days: string;
  way: AttestWay;
  /** ISO dates once complete; the text as typed before (DateField). */
  from_date: string;
  until_date: string;
  /** Picked calendar days, ISO, in order. */
  dates: string[];
  /** The attest's date and time, both optional together: empty means now (the server's clock). */
  administrative_date: string;
  administrative_time: string;
};

export const EMPTY_ATTEST_FORM: AttestFormValues = {
  company_name: '',
  use_days: true,
  days: '',
  way: 'range',
  from_date: '',
  until_date: '',
  dates: [],
  administrative_date: '',
  administrative_time: '',
};

/** The fields that say the attest's days: 'Use days' and the range/dates choice clear all of them. */
export const CLEARED_ON_SWITCH = { days: '', from_date: '', until_date: '', dates: [] as string[] } as const;

/** Spec 2 §4: the days rise or fall by 0.5; a decrease happens only while days exceed 0.5. */
export function canDecreaseDays(days: string): boolean {
  const value = Number(days);
  return days !== '' && Number.isFinite(value) && value > ATTEST_DAY_STEP;
}

export function canIncreaseDays(days: string): boolean {
  const value = days === '' ? 0 : Number(days);
  return !Number.isFinite(value) || value + ATTEST_DAY_STEP <= ATTEST_MAX_DAYS;
}

/**
 * One step of the counter. From nothing (or a typed value that is not a number) '+' gives 0.5;
 * a typed value off the 0.5 grid moves to the next step in that direction (1.2 + is 1.5, 1.2 - is 1).
 */
export function stepDays(days: string, direction: 1 | -1): string {
  const value = Number(days);
  if (days === '' || !Number.isFinite(value)) return direction === 1 ? String(ATTEST_DAY_STEP) : days;
  if (direction === -1 && !canDecreaseDays(days)) return days;
  if (direction === 1 && !canIncreaseDays(days)) return days;
  const steps = value / ATTEST_DAY_STEP;
  const next = (direction === 1 ? Math.floor(steps) + 1 : Math.ceil(steps) - 1) * ATTEST_DAY_STEP;
  return String(Math.max(ATTEST_DAY_STEP, Math.min(ATTEST_MAX_DAYS, next)));
}

/**
 * Typing in the counter: the text as typed, a comma read as the point (spec 2 §5). Nothing is cut
 * off (1.25 is not shown as 1.2): the attest schema says what is wrong ('... a multiple of 0.5').
 */
export const typedDays = (raw: string): string => numericInput(raw);

/** Spec 2 §4: clicking a calendar day toggles it in the dates list. */
export function toggleDate(dates: readonly string[], date: string): string[] {
  return dates.includes(date) ? dates.filter((d) => d !== date) : [...dates, date].sort();
}
