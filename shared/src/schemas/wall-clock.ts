import * as z from 'zod';
import { practiceLocal } from '../practice-clock';
import { DATE_RANGE_MESSAGE, inDateRange, isRealIsoDate, notBeforeEarliestDate, NOT_LATER_THAN_TODAY, REQUIRED } from './fields';

// The practice's wall clock in requests (issue 11): bookings and blocked times are sent as the
// practice reads them in America/Paramaribo, whatever the browser's or the server's zone.

export const LOCAL_DATE_TIME_MESSAGE = 'Enter a date and time as YYYY-MM-DDTHH:mm.';
const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::00)?$/;

/** 'YYYY-MM-DDTHH:mm' (':00' seconds accepted) naming a real day and minute. */
const wallClockText = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .regex(LOCAL_DATE_TIME, LOCAL_DATE_TIME_MESSAGE)
  .refine((v) => {
    // zod runs this check after a failed regex too: that failure already carries the message.
    const match = LOCAL_DATE_TIME.exec(v);
    if (!match) return true;
    const [, day, hh, mm] = match;
    return isRealIsoDate(day!) && Number(hh) < 24 && Number(mm) < 60;
  }, LOCAL_DATE_TIME_MESSAGE);

/** Whether the day of a wall-clock text keeps the rule; said only of an otherwise valid time (which has its own message). */
const dayKeeps = (rule: (day: string) => boolean) => (v: string) => {
  const day = LOCAL_DATE_TIME.exec(v)?.[1];
  return day === undefined || !isRealIsoDate(day) || rule(day);
};

/** A wall-clock time of the practice, normalised to 'YYYY-MM-DDTHH:mm', its day in the range every date keeps (fields.ts). */
export const localDateTime = wallClockText.refine(dayKeeps(inDateRange), DATE_RANGE_MESSAGE).transform((v) => v.slice(0, 16));

/**
 * How far a date-time may lie ahead of the server's clock and still be 'now' (issue 21 §8).
 * Decision: 5 minutes. The form fills in the device's time; a device whose clock runs a few minutes
 * ahead must not have its 'now' refused, and 5 minutes later is not yet a measurement from the future.
 */
export const CLOCK_SKEW_MINUTES = 5;
export const NOT_LATER_THAN_NOW = 'The time cannot be later than now.';

/**
 * Why a practice wall-clock time ('YYYY-MM-DDTHH:mm') is in the future, or undefined when it is
 * not: a later day gets the spec's 'The date cannot be later than today.', a later time of today
 * 'The time cannot be later than now.' (a 23:59 entered at 10:03 is not a measurement yet).
 */
export function futureDateTimeProblem(local: string, now: Date = new Date()): string | undefined {
  if (local <= practiceLocal(now.getTime() + CLOCK_SKEW_MINUTES * 60_000)) return undefined;
  return local.slice(0, 10) > practiceLocal(now).slice(0, 10) ? NOT_LATER_THAN_TODAY : NOT_LATER_THAN_NOW;
}

/** A superRefine for a (nullable) wall-clock field that must not be later than now. */
export function notLaterThanNow(value: string | null, ctx: z.RefinementCtx): void {
  const problem = value === null ? undefined : futureDateTimeProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
}

const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** 'HH:mm', 24-hour (spec 1 §9). */
export const clockTime = z.string({ error: REQUIRED }).regex(CLOCK_TIME, 'Enter a time as HH:mm.');

/** Whether both are clock times: a rule comparing two only speaks once each is one (zod runs object checks after field failures too). */
export const bothClockTimes = (a: unknown, b: unknown): boolean => typeof a === 'string' && typeof b === 'string' && CLOCK_TIME.test(a) && CLOCK_TIME.test(b);

/**
 * A wall-clock time not later than now (a record's administrative date and time, issue 21 §8). Its
 * upper bound is now, whose message says more than the range's: only the range's start applies.
 */
export const pastLocalDateTime = wallClockText
  .refine(dayKeeps(notBeforeEarliestDate), DATE_RANGE_MESSAGE)
  .transform((v) => v.slice(0, 16))
  .superRefine(notLaterThanNow);
