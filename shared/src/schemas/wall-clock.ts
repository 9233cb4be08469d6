import { z } from 'zod';
import { isoDate, REQUIRED } from './fields';

// The practice's wall clock in requests (issue 11): bookings and blocked times are sent as the
// practice reads them in America/Paramaribo, whatever the browser's or the server's zone.

export const LOCAL_DATE_TIME_MESSAGE = 'Enter a date and time as YYYY-MM-DDTHH:mm.';
const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::00)?$/;

/** A wall-clock time of the practice: 'YYYY-MM-DDTHH:mm' (':00' seconds accepted), normalised to 'YYYY-MM-DDTHH:mm'. */
export const localDateTime = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .regex(LOCAL_DATE_TIME, LOCAL_DATE_TIME_MESSAGE)
  .refine((v) => {
    // zod runs this check after a failed regex too: that failure already carries the message.
    const match = LOCAL_DATE_TIME.exec(v);
    if (!match) return true;
    const [, day, hh, mm] = match;
    return isoDate.safeParse(day).success && Number(hh) < 24 && Number(mm) < 60;
  }, LOCAL_DATE_TIME_MESSAGE)
  .transform((v) => v.slice(0, 16));

const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** 'HH:mm', 24-hour (spec 1 §9). */
export const clockTime = z.string({ error: REQUIRED }).regex(CLOCK_TIME, 'Enter a time as HH:mm.');

/** Whether both are clock times: a rule comparing two only speaks once each is one (zod runs object checks after field failures too). */
export const bothClockTimes = (a: unknown, b: unknown): boolean => typeof a === 'string' && typeof b === 'string' && CLOCK_TIME.test(a) && CLOCK_TIME.test(b);
