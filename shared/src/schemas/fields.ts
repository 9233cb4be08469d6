import * as z from 'zod';
import { PHONE } from '../constants';
import { todayIso } from '../dates';
import { CONTROL_CHARACTERS, isTypedText } from '../text';

// Field rules every form shares (spec 2 §5), with the texts the forms show.
export const REQUIRED = 'This field is required.';

/** Every text of a request refuses what no one types (a NUL byte, a lone surrogate: text.ts isTypedText). */
export const typed = <S extends z.ZodString>(schema: S) => schema.refine(isTypedText, CONTROL_CHARACTERS);

export const requiredText = (max: number) =>
  typed(z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max, `Ensure this field has no more than ${max} characters.`));
export const optionalText = (max: number) => typed(z.string().trim().max(max, `Ensure this field has no more than ${max} characters.`)).default('');

/** A catalogue item id (or a user id): null when not chosen. */
export const optionalRef = typed(z.string().trim().max(64))
  .nullable()
  .default(null)
  .transform((v) => (v === '' ? null : v));
export const requiredRef = typed(z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(64));
/** A record's consistency token as a request sends it back (opaque, but a short id: DESIGN §5). */
export const requestToken = typed(z.string({ error: REQUIRED }).min(1, REQUIRED).max(200));

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Whether the text is a real calendar day as YYYY-MM-DD (not 2025-02-30). */
export const isRealIsoDate = (v: string): boolean =>
  ISO_DATE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/**
 * Every date the API takes lies in 1900-01-01 .. 2100-12-31 (issue 21 §7). Decision: no patient
 * alive was born before 1900 and no record of this practice predates it, so an earlier date is a
 * typo (1926 typed 0926); nothing is planned or insured beyond 2100. The bound also keeps every
 * date, and the day after it, a four-digit year, which the practice clock's conversions need
 * (9999-12-31 made them throw: a 500). One range for birth dates and all others: a birth date
 * from 1900 is the same rule.
 */
export const EARLIEST_DATE = '1900-01-01';
export const LATEST_DATE = '2100-12-31';
export const DATE_RANGE_MESSAGE = 'Enter a date between 01-01-1900 and 31-12-2100.';
export const inDateRange = (v: string): boolean => v >= EARLIEST_DATE && v <= LATEST_DATE;
export const notBeforeEarliestDate = (v: string): boolean => v >= EARLIEST_DATE;

const realDate = z.string({ error: REQUIRED }).regex(ISO_DATE, 'Enter a valid date.').refine(isRealIsoDate, 'Enter a valid date.');
// zod runs a refine after a failed check too: a date that is no date already has its message.
const dateKeeps = (rule: (v: string) => boolean) => (v: string) => !isRealIsoDate(v) || rule(v);

/** Dates travel as YYYY-MM-DD; forms show DD-MM-YYYY. */
export const isoDate = realDate.refine(dateKeeps(inDateRange), DATE_RANGE_MESSAGE);

/** Today on the practice's clock (America/Paramaribo), not the server's UTC: at 22:00 there it is still today (issue 21 §8). */
export { todayIso };
export const NOT_LATER_THAN_TODAY = 'The date cannot be later than today.';
/** A date not later than today: its upper bound is today, whose message says more than the range's, so only the range's start applies. */
export const pastOrTodayDate = realDate.refine(dateKeeps(notBeforeEarliestDate), DATE_RANGE_MESSAGE).refine(
  dateKeeps((v) => v <= todayIso()),
  NOT_LATER_THAN_TODAY,
);

/** Local phone numbers: digits only, 6 to 8 of them; the +597 prefix is shown, not stored. */
export const PHONE_MESSAGE = `Enter ${PHONE.minDigits} to ${PHONE.maxDigits} digits.`;
export const phone = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${PHONE.minDigits},${PHONE.maxDigits}}$`), PHONE_MESSAGE);
export const optionalPhone = z.union([z.literal(''), phone]).default('');

export const optionalEmail = z.union([z.literal(''), z.string().trim().toLowerCase().email('Enter a valid email address.').max(254)]).default('');

/** "anna-maria van dijk" -> "Anna-Maria Van Dijk": names are auto-capitalised (spec 2 §5). */
export function capitalizeWords(text: string): string {
  return text.replace(/(^|[\s\-'’])(\p{L})/gu, (_, sep: string, letter: string) => sep + letter.toUpperCase());
}
export const capitalizedName = (max: number) => requiredText(max).transform(capitalizeWords);
export const optionalCapitalized = (max: number) => optionalText(max).transform(capitalizeWords);

/**
 * A yes/no query parameter: 'true' or 'false' in the URL (the typed clients may pass a boolean,
 * which the URL carries as the same words). Absent: 'This field is required.', unless made optional.
 */
export const queryFlag = z
  .union([z.boolean(), z.enum(['true', 'false'])], { error: (issue) => (issue.input === undefined ? REQUIRED : 'Must be a valid boolean.') })
  .transform((v) => v === true || v === 'true');
