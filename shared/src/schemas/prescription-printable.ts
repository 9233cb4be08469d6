import * as z from 'zod';

// The printable prescription (spec 2 §4, §7 `GET prescriptions/{id}/printable/`): "the printable
// document is rendered from a base64 PDF". `print_all` prints every printable, not-stopped
// prescription of the list the chosen one is in (the Chronic Prescriptions list's "print all").
const flag = z.union([z.boolean(), z.enum(['true', 'false'])], { error: 'Must be a valid boolean.' }).transform((v) => v === true || v === 'true');

/** `is_chronic` names the list to print all of; without it, the chosen prescription's own list. */
export const printableQuery = z.object({ print_all: flag.default(false), is_chronic: flag.optional() });
export const printableSchema = z.object({
  /** The PDF, base64. */
  pdf: z.string(),
  filename: z.string(),
  /** How many prescriptions it holds. */
  count: z.number().int(),
});
export type Printable = z.infer<typeof printableSchema>;

export const NOT_PRINTABLE = 'Only printable and not-stopped prescriptions can be printed.';
/**
 * The rows a print_all reads, newest first: more than a patient's chronic list holds with its
 * repeats (a dozen medications with a year of monthly repeats each is 156 rows, about 250 KB).
 */
export const PRINT_ALL_MAX = 200;
