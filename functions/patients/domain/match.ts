import { keys } from '../../lib/data/keys';
import { queryAll } from '../../lib/data/query';
import { fold, foldNumber } from './normalize';
import { getPatient } from './repository';
import { type IndexItem } from './index-items';
import { type StoredPatient } from './summary';

// The patient an imported row describes, if the practice has one already: the same ID number,
// or else the same first name, surname and date of birth (spec: update, never duplicate).
export async function findExistingPatient(
  tenantId: string,
  row: { id_number: string; first_name: string; surname: string; date_of_birth: string },
): Promise<StoredPatient | undefined> {
  const idNumber = foldNumber(row.id_number);
  if (idNumber) {
    const items = (await queryAll(
      {
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': keys.patientNumberIndexPk(tenantId), ':prefix': `${idNumber}#` },
      },
      50,
    )) as unknown as IndexItem[];
    const sameId = items.find((i) => foldNumber(i.patient.id_number) === idNumber);
    if (sameId) return getPatient(tenantId, sameId.patient_id);
  }
  const born = (await queryAll(
    { KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': keys.patientBirthIndexPk(tenantId, row.date_of_birth) } },
    500,
  )) as unknown as IndexItem[];
  const same = born.find((i) => fold(i.patient.first_name) === fold(row.first_name) && fold(i.patient.surname) === fold(row.surname));
  return same ? getPatient(tenantId, same.patient_id) : undefined;
}
