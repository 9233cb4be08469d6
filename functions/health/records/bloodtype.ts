import { bloodTypeKind } from '@praktijk/shared/record-kinds';
import { namesOf, readReferences } from '../../lib/catalogue/record-references';
import { recordOperations } from '../../patients/records/operations';
import { refOf, type StoredHealthRecord } from '../../lib/patients/shown-records';

export const bloodTypeOperations = recordOperations(bloodTypeKind, {
  async enrich(fields) {
    return { names: namesOf(await readReferences(fields, { type_id: 'blood_types' })) };
  },
  async show(records) {
    return records.map((r) => ({ ...r, type: refOf(r as StoredHealthRecord, 'type_id') }));
  },
});
