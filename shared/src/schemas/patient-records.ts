import { z } from 'zod';
import { ulid } from './common';
import { isoDate, optionalRef, REQUIRED, requiredRef, requiredText } from './fields';
import { patientSummarySchema } from './patients';

// The records of a patient on General, Relations, Insurances, Memo and Manage > Logs (spec 2 §3, spec 3 §3).
const token = z.string().min(1, REQUIRED);
export const consistencyTokenQuery = z.object({ consistency_token: token });

export const memoSchema = z.object({ id: z.string(), patient_id: z.string(), description: z.string(), created: z.string(), consistency_token: z.string() });
export const memoOrNullSchema = memoSchema.nullable();
export const memoCreateSchema = z.object({ patient: ulid, description: z.string().max(5000, 'Ensure this field has no more than 5000 characters.') });
export const memoUpdateSchema = z.object({ description: z.string().max(5000, 'Ensure this field has no more than 5000 characters.'), consistency_token: token });

export const relationSchema = z.object({
  id: z.string(),
  patient_id: z.string(),
  to_patient: z.string(),
  relation_id: z.string(),
  name: z.string(),
  date_of_birth: z.string(),
  created: z.string(),
  consistency_token: z.string(),
});
export const relationListSchema = z.array(relationSchema);
export const relationCreateSchema = z.object({ patient: ulid, to_patient: z.string({ error: REQUIRED }).pipe(ulid), relation_id: requiredRef });
export const relationUpdateSchema = z.object({ relation_id: requiredRef, consistency_token: token });
export const relatedQuerySchema = z.object({ search: z.string().trim().max(100).default('') });
export const relatedListSchema = z.array(patientSummarySchema);

export const insuranceFieldsSchema = z.object({
  is_active: z.boolean().default(true),
  company_id: requiredRef,
  type_id: requiredRef,
  number: requiredText(50),
  effective_date: isoDate.nullable().default(null),
  expiry_date: isoDate,
});
function datesInOrder(v: { effective_date: string | null; expiry_date: string }, ctx: z.RefinementCtx): void {
  if (v.effective_date && v.expiry_date < v.effective_date) ctx.addIssue({ code: 'custom', path: ['expiry_date'], message: 'The expiry date cannot be before the effective date.' });
}
export const insuranceSchema = insuranceFieldsSchema.extend({ id: z.string(), patient_id: z.string(), is_primary: z.boolean(), created: z.string(), consistency_token: z.string() });
export const insuranceListSchema = z.array(insuranceSchema);
export const insuranceCreateSchema = insuranceFieldsSchema.extend({ patient: ulid, is_primary: z.boolean() }).superRefine(datesInOrder);
export const insuranceUpdateSchema = insuranceFieldsSchema.extend({ consistency_token: token }).superRefine(datesInOrder);

export const logQuerySchema = z.object({
  model: z.string().max(40).optional(),
  cursor: z.string().max(2000).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export const logEntrySchema = z.object({
  id: z.string(),
  created: z.string(),
  model_name: z.string(),
  object_id: z.string(),
  log_type: z.string(),
  username: z.string(),
  changes: z.array(z.object({ field: z.string(), old: z.unknown(), new: z.unknown() })),
});
export const logPageSchema = z.object({ results: z.array(logEntrySchema), next: z.string().nullable() });
export const logTypesSchema = z.array(z.object({ model: z.string(), label: z.string() }));

export const portalCodeSchema = z.object({ code: z.string() });
export const PORTAL_CODE_NEEDS_ID = 'Patient ID, Passport or Licence number is required for generating code';
export { optionalRef };
