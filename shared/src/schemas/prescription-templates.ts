import * as z from 'zod';
import { checkDosage, dosageFields, MEDICATION_OR_OTHER } from '../records/prescriptions';
import { namedRef } from '../records/health-fields';
import { optionalRef, optionalText, queryFlag, requestToken, requiredText, typed } from './fields';

// Prescription templates (spec 2 §3 "Prescription template", §4 "Saved templates", §7, §9): the
// practice's saved prescriptions, shared by its prescribers: a name (unique in the practice, in any
// case), a medication or another one (or neither: a dosage scheme alone), and the dosage object with
// the prescription's dosage fields. Listed by name, filtered by search text and by is_chronic, at
// most 10 (spec 2 §9 'Saved templates lists show at most 10').
export const TEMPLATES_SHOWN = 10;
export const TEMPLATE_NAME_TAKEN = 'A template with this name already exists.';

const dosage = dosageFields.superRefine((v, ctx) => checkDosage(v, (field, message) => ctx.addIssue({ code: 'custom', path: [field], message })));

const templateFields = z.object({
  name: requiredText(100).transform((v) => v.replace(/\s+/g, ' ')),
  medication_id: optionalRef,
  other: optionalText(200),
  /** The prescription's dosage fields; what is not sent takes the prescription's defaults. */
  dosage: dosage.prefault({}),
});
type TemplateFields = z.output<typeof templateFields>;

function checkTemplate(v: TemplateFields, ctx: z.RefinementCtx): void {
  if (v.medication_id && v.other) ctx.addIssue({ code: 'custom', path: ['other'], message: MEDICATION_OR_OTHER });
}

export const prescriptionTemplateBody = templateFields.superRefine(checkTemplate);
export const prescriptionTemplateUpdate = templateFields.extend({ consistency_token: requestToken }).superRefine(checkTemplate);
export type PrescriptionTemplateInput = z.output<typeof prescriptionTemplateBody>;

export const prescriptionTemplateDeleteQuery = z.object({ consistency_token: requestToken });

export const prescriptionTemplateQuery = z.object({
  /** Words of the template's name, its medication or its other medication, accents and case ignored. */
  search: typed(z.string().trim().max(100)).optional(),
  is_chronic: queryFlag.optional(),
});

const nullableNumber = z.number().nullable();
const nullableId = z.string().nullable();
/** The dosage as stored (checked on the way in, so the answer states its shape without the input rules). */
const storedDosage = z.object({
  is_chronic: z.boolean(),
  repeat_prescription: z.number(),
  repeat_date_id: nullableId,
  strength: nullableNumber,
  unit_id: nullableId,
  frequency_usage: nullableNumber,
  frequency_unit_id: nullableId,
  dosage_amount: nullableNumber,
  dosage_form_id: nullableId,
  amount_of_time: nullableNumber,
  delivery_form_id: nullableId,
  instructions: z.string(),
});

export const prescriptionTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  medication_id: nullableId,
  /** The formulary item with its full name ('Amoxicilline 500 mg Capsule'), as it was when the template was saved. */
  medication: namedRef,
  other: z.string(),
  dosage: storedDosage,
  created: z.string(),
  consistency_token: z.string(),
});
export const prescriptionTemplateListSchema = z.array(prescriptionTemplateSchema);
export type PrescriptionTemplate = z.infer<typeof prescriptionTemplateSchema>;
