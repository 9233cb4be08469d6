import * as z from 'zod';
import { practiceLocal } from '../practice-clock';
import { optionalRef, pastOrTodayDate } from '../schemas/fields';
import { pastLocalDateTime } from '../schemas/wall-clock';

// Field rules of the Health tab's forms (spec 2 §5), shared by the server's schemas and the web's
// forms so both give the same message for the same input.

/** Today on the practice's clock (America/Paramaribo), not the server's: 'not later than today' at 22:00 there is still today. */
export const practiceToday = (now: Date = new Date()): string => practiceLocal(now).slice(0, 10);
export const NOT_LATER_THAN_TODAY = 'The date cannot be later than today.';

/** 'The temperature field must be a number with one or two decimal places' (spec 2 §5, the measurement rule's text). */
export const decimalsMessage = (label: string) => `The ${label} field must be a number with one or two decimal places`;
/** The numeric rule's text (vee-validate's `numeric`, which the spec's rule names). */
export const numericMessage = (label: string) => `The ${label} field may only contain numeric characters`;
export const maxMessage = (max: number) => `Ensure this value is less than or equal to ${max}.`;
export const minMessage = (min: number) => `Ensure this value is greater than or equal to ${min}.`;

const MEASUREMENT = /^\d+(\.\d{1,2})?$/;
const STRENGTH = /^\d+(\.\d{1,3})?$/;
const NUMERIC = /^\d+$/;

/** What a form or a client sends for an empty number: '', null or nothing. Commas become dots (spec 2 §5). */
function numberText(value: unknown): string | null | undefined | unknown {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : value;
  if (typeof value !== 'string') return value;
  const text = value.trim().replace(',', '.');
  return text === '' ? null : text;
}

/** Whether the text passes the measurement rule: a whole number, or one with 1 or 2 decimals. */
export const isMeasurement = (text: string): boolean => MEASUREMENT.test(text.trim().replace(',', '.'));
export const isNumeric = (text: string): boolean => NUMERIC.test(text.trim());
/** Whether the text passes the strength rule: a whole number, or one with 1 to 3 decimals. */
export const isStrength = (text: string): boolean => STRENGTH.test(text.trim().replace(',', '.'));

interface Bounds {
  /** Upper bound: the spec shows none; these keep a typo (1800 for 180) out of a patient's record. */
  max: number;
  min?: number;
}

/** Characters a number's text may have: more than the largest bound with its decimals, and leading zeros. */
const NUMBER_TEXT_MAX = 20;

function boundedNumber(pattern: RegExp, message: string, bounds: Bounds) {
  return z.preprocess(
    numberText,
    z
      .string({ error: message })
      .regex(pattern, message)
      // Longer than any number the bounds allow: refused before a million digits are read (issue 21 §7).
      .max(NUMBER_TEXT_MAX, maxMessage(bounds.max))
      .transform(Number)
      .pipe(
        z
          .number()
          .min(bounds.min ?? 0, minMessage(bounds.min ?? 0))
          .max(bounds.max, maxMessage(bounds.max)),
      )
      .nullable(),
  );
}

/** Optional measurement (spec 2 §5): whole or 1-2 decimals, comma read as a dot; null when empty. */
export const measurementNumber = (label: string, bounds: Bounds) => boundedNumber(MEASUREMENT, decimalsMessage(label), bounds).default(null);
/**
 * Optional strength (spec 2 §5): whole or 1 to 3 decimals, comma read as a dot. The spec gives it the
 * measurement rule's text ('... with one or two decimal places') although it takes three: kept as written.
 */
export const strengthNumber = (label: string, bounds: Bounds) => boundedNumber(STRENGTH, decimalsMessage(label), bounds).default(null);
/** Optional whole number (spec 2 §5's numeric rule: pulse, respiration, blood pressure). */
export const wholeNumber = (label: string, bounds: Bounds) => boundedNumber(NUMERIC, numericMessage(label), bounds).default(null);

/** When the record was taken (spec 2 §3 administrative_datetime): the practice's wall clock, not later than now (issue 21 §8); empty means now. */
export const administrativeDatetime = z.preprocess((v) => (v === '' || v === undefined ? null : v), pastLocalDateTime.nullable()).default(null);

/** A date not later than today on the practice's clock (allergy identification date), or null. */
export const pastOrTodayPracticeDate = z.preprocess((v) => (v === '' || v === undefined ? null : v), pastOrTodayDate.nullable()).default(null);

/** A catalogue reference shown with its name ({ id, name }), null when not chosen or unknown. */
export const namedRef = z.object({ id: z.string(), name: z.string() }).nullable();
export { optionalRef };

/** Whether any of these fields holds a value: a record of nothing is refused. */
export const hasAnyValue = (record: Record<string, unknown>, fields: readonly string[]): boolean =>
  fields.some((field) => record[field] !== null && record[field] !== undefined && record[field] !== '');
