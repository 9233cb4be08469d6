import * as z from 'zod';
import { namedRef } from '../records/health-fields';
import { typed } from './fields';

// The allergy check of a prescription (spec 2 §4, §7, §8; issue 13 §2): the chosen medication
// against the patient's recorded allergies. A drug allergen names an ATC class ('J01C',
// penicillins) and a medication its ATC code ('J01CA04', amoxicillin): the patient is allergic
// when an allergen's class is the medication's code or a prefix of it.
export const allergyCheckQuery = z.object({
  medication: typed(z.string({ error: 'This field is required.' }).trim().min(1, 'This field is required.').max(20)),
});
export const allergyCheckSchema = z.object({
  allergic: z.boolean(),
  /** The allergies the medication matches (to say which one in the warning). */
  allergies: z.array(z.object({ id: z.string(), allergy_code: namedRef, allergy_severity: namedRef, reaction: z.string() })),
});
export type AllergyCheck = z.infer<typeof allergyCheckSchema>;

/** Whether an allergen's ATC class covers a medication's ATC code. */
export const atcCovers = (allergenAtc: string | undefined, medicationAtc: string | undefined): boolean =>
  Boolean(allergenAtc && medicationAtc && medicationAtc.toUpperCase().startsWith(allergenAtc.toUpperCase()));
