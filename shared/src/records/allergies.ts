import * as z from 'zod';
import { can } from '../routes/define';
import { optionalText, requiredRef } from '../schemas/fields';
import { namedRef, pastOrTodayPracticeDate } from './health-fields';
import { CLINICAL_NOTE_LABEL, clinicalRecordSchemas, defineRecordKind, unique } from './kind';

// Allergies (spec 2 §3 "Allergy", §4, §5): the allergen as a code under its type (a medication's
// codes carry the ATC code the prescription check matches), severity, reaction and when it was
// identified. A patient's allergen is recorded once. Listed newest first, 5 a page.
const allergyFields = z.object({
  allergy_type_id: requiredRef,
  allergy_code_id: requiredRef,
  allergy_severity_id: requiredRef,
  reaction: optionalText(1000),
  identification_date: pastOrTodayPracticeDate,
});

const schemas = clinicalRecordSchemas({
  fields: allergyFields,
  shown: z.object({ allergy_type: namedRef, allergy_code: namedRef, allergy_severity: namedRef }),
});

export const ALLERGY_RECORDED = 'This allergy is already recorded for this patient.';

export const allergyKind = defineRecordKind({
  model: 'allergy',
  label: 'Allergy',
  permission: 'allergies',
  prefix: 'ALLERGY',
  resource: 'health',
  labels: {
    allergy_type_id: { label: 'Type', catalogue: 'allergy_types' },
    allergy_code_id: { label: 'Allergy', catalogue: 'allergy_codes' },
    allergy_severity_id: { label: 'Severity', catalogue: 'allergy_severities' },
    reaction: { label: 'Reaction' },
    identification_date: { label: 'ID Date', date: true },
    ...CLINICAL_NOTE_LABEL,
  },
  sample: { allergy_type_id: 'FOOD', allergy_code_id: 'FOOD-PEANUT', allergy_severity_id: 'MOD', reaction: 'Urticaria' },
  schemas,
  paged: { by: 'created' },
  routes: {
    list: {
      operation: 'listAllergies',
      path: '/api/patients/{id}/allergies/',
      access: can('view', 'allergies'),
      summary: "A page of the patient's allergies, newest first.",
    },
    create: { operation: 'createAllergy', path: '/api/health/allergies/', access: can('add', 'allergies'), summary: 'Records an allergy of a patient.' },
    delete: { operation: 'deleteAllergy', path: '/api/health/allergies/{id}/', access: can('delete', 'allergies'), summary: 'Removes an allergy.' },
  },
  unique: [unique(schemas, { name: 'code', by: ['allergy_code_id'], field: 'allergy_code_id', message: () => ALLERGY_RECORDED })],
});
