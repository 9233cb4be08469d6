import { bloodTypeKind } from '@praktijk/shared/record-kinds';
import { namesOf, readReferences } from '../../catalogue/domain/record-references';
import { recordOperations } from '../../records/operations';
import { refOf, type StoredHealthRecord } from '../../records/shown-records';

export const bloodTypeOperations = recordOperations(bloodTypeKind, {
  async enrich(fields) {
    return { names: namesOf(await readReferences(fields, { type_id: 'blood_types' })) };
  },
  async show(records) {
    return records.map((r) => ({ ...r, type: refOf(r as StoredHealthRecord, 'type_id') }));
  },
});
