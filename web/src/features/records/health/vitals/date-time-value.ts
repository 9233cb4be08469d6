import { isIsoDate } from '@praktijk/shared/dates';

// When a record was taken (spec 2 §3 administrative_datetime): a day (DD-MM-YYYY in the field,
// ISO in the value) and a clock time, sent as 'YYYY-MM-DDTHH:mm' on the practice's clock. Both
// empty means "now": the server dates the record when it is written.
export interface DateTimeValue {
  /** ISO YYYY-MM-DD once complete, else the text as typed; '' for none. */
  date: string;
  /** 'HH:mm', partly typed, or ''. */
  time: string;
}

export const NO_DATE_TIME: DateTimeValue = { date: '', time: '' };

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
// The shared schemas' own words for a bad date and a bad time (schemas/fields.ts, schemas/wall-clock.ts).
export const INVALID_DATE = 'Enter a valid date.';
export const INVALID_TIME = 'Enter a time as HH:mm.';

/** What is wrong with the pair before it can be sent, or null; 'later than today' is the shared schema's to say. */
export function dateTimeProblem({ date, time }: DateTimeValue): { part: 'date' | 'time'; message: string } | null {
  if (date === '' && time === '') return null;
  if (!isIsoDate(date)) return { part: 'date', message: INVALID_DATE };
  if (!CLOCK.test(time)) return { part: 'time', message: INVALID_TIME };
  return null;
}

/** 'YYYY-MM-DDTHH:mm', or null for "now". Call after dateTimeProblem said nothing. */
export function localDateTimeOf({ date, time }: DateTimeValue): string | null {
  return date === '' && time === '' ? null : `${date}T${time}`;
}
