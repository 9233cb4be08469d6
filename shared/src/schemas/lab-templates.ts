import * as z from 'zod';
import { diagnosticTypeRef, labTestIds } from '../records/lab';
import { namedRef } from '../records/health-fields';
import { requestToken, requiredText, typed } from './fields';
import { TEMPLATES_SHOWN } from './prescription-templates';

// Diagnostic referral templates (spec 2 §3 "Referral template (diagnostic)", §4, §7): the practice's
// saved test sets, a name (unique in the practice, in any case), a type and its tests. Listed by
// name, searched by name or test, at most 10 (spec 2 §9), like the prescription templates.
export { TEMPLATES_SHOWN };

const templateFields = z.object({
  name: requiredText(100).transform((v) => v.replace(/\s+/g, ' ')),
  type_id: diagnosticTypeRef,
  tests: labTestIds,
});
export const labTemplateBody = templateFields;
export const labTemplateUpdate = templateFields.extend({ consistency_token: requestToken });
export type LabTemplateInput = z.output<typeof labTemplateBody>;
export const labTemplateDeleteQuery = z.object({ consistency_token: requestToken });

export const labTemplateQuery = z.object({
  /** Words of the template's name or its tests' names, accents and case ignored. */
  search: typed(z.string().trim().max(100)).optional(),
  type_id: typed(z.string().trim().max(64)).optional(),
});

/** A test of a template: the catalogue test with its panel, as it was when the template was saved. */
const templateTest = z.object({ id: z.string(), name: z.string(), parent_id: z.string().nullable(), parent_name: z.string().nullable() });

export const labTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  type_id: z.string(),
  type: namedRef,
  tests: z.array(z.string()),
  test_items: z.array(templateTest),
  created: z.string(),
  consistency_token: z.string(),
});
export const labTemplateListSchema = z.array(labTemplateSchema);
export type LabTemplate = z.infer<typeof labTemplateSchema>;
