import * as z from 'zod';
import { insuranceKind } from '../records/insurance';
import { memoKind } from '../records/memo';
import { relationKind } from '../records/relation';
import { patientSummarySchema } from './patients';
import { typed } from './fields';

// The records of a patient on General, Relations, Insurances, Memo and Manage > Logs (spec 2 §3, spec 3 §3).

// Memo, relations and insurances are record kinds (records/): their schemas derive from the
// declarations; the screens name their record schemas by these.
export const memoSchema = memoKind.schemas.record;

export const relationSchema = relationKind.schemas.record;
export const relatedQuerySchema = z.object({ search: typed(z.string().trim().max(100)).default('') });
export const relatedListSchema = z.array(patientSummarySchema);

export const insuranceSchema = insuranceKind.schemas.record;

export const logQuerySchema = z.object({
  model: typed(z.string().max(40)).optional(),
  cursor: typed(z.string().max(2000)).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export const logEntrySchema = z.object({
  id: z.string(),
  created: z.string(),
  model_name: z.string(),
  object_id: z.string(),
  log_type: z.string(),
  username: z.string(),
  /** The user's name (as recorded at the change, else as the profile says now). */
  user_name: z.string(),
  /** What the entry is about in words, when the model and patient do not say it: a relation's other patient. */
  object_name: z.string().nullable(),
  changes: z.array(z.object({ field: z.string(), old: z.unknown(), new: z.unknown() })),
});
export const logPageSchema = z.object({
  results: z.array(logEntrySchema),
  /**
   * Entries of the whole log (of the model asked for): the footer's 'of Z' (issue 21 §8), counted
   * from the page's start up to AUDIT_LOG_COUNT_WINDOW (shared/constants): beyond it
   * `count_at_least` is true and `count` a lower bound, shown as 'of 200+'.
   */
  count: z.number().int(),
  count_at_least: z.boolean().optional(),
  next: z.string().nullable(),
  /** Names of the patients the page's entries refer to by id (a relation's other patient). */
  patient_names: z.record(z.string(), z.string()),
});
export const logTypesSchema = z.array(z.object({ model: z.string(), label: z.string() }));

export const portalCodeSchema = z.object({ code: z.string() });
export const PORTAL_CODE_NEEDS_ID = 'Patient ID, Passport or Licence number is required for generating code';
