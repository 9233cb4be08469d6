import { allergyKind } from '@praktijk/shared/record-kinds';
import { ValidationError } from '../../lib/errors';
import { namesOf, readReferences } from '../../catalogue/domain/record-references';
import { recordOperations } from '../../records/operations';
import { refOf, type StoredHealthRecord } from '../../records/shown-records';

const ALLERGY_REFERENCES = {
  allergy_type_id: 'allergy_types',
  allergy_code_id: 'allergy_codes',
  allergy_severity_id: 'allergy_severities',
} as const;

// Spec 2 §4: the allergen's code lies under the chosen type (the form offers only those).
export const allergyOperations = recordOperations(allergyKind, {
  async enrich(fields) {
    const items = await readReferences(fields, ALLERGY_REFERENCES);
    if (items.get('allergy_code_id')?.parent !== fields.allergy_type_id)
      throw ValidationError.field('allergy_code_id', 'This allergen is not of the chosen type.');
    return { names: namesOf(items) };
  },
  async show(records) {
    return records.map((r) => {
      const a = r as StoredHealthRecord;
      return { ...r, allergy_type: refOf(a, 'allergy_type_id'), allergy_code: refOf(a, 'allergy_code_id'), allergy_severity: refOf(a, 'allergy_severity_id') };
    });
  },
});
