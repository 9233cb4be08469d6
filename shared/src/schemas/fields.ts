import { z } from 'zod';
import { PHONE } from '../constants';
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
/** Dates travel as YYYY-MM-DD; forms show DD-MM-YYYY. */
export const isoDate = z
  .string({ error: REQUIRED })
  .regex(ISO_DATE, 'Enter a valid date.')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), 'Enter a valid date.');

export function todayIso(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}
export const pastOrTodayDate = isoDate.refine((v) => v <= todayIso(), 'The date cannot be later than today.');

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
