import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stripStorage } from '@praktijk/functions/lib/data/items';
import { keys } from '@praktijk/functions/lib/data/keys';
import { queryAll } from '@praktijk/functions/lib/data/query';
import { nameItems } from '@praktijk/functions/patients/domain/index-items';
import { listPracticeIds } from '@praktijk/functions/lib/data/practices';
import { type StoredPatient } from '@praktijk/functions/patients/domain/summary';
import { putAll } from './batch-put';

// A twin's kept data (.local/) written before the name-pair index (issue 9 point 11) has no pair
// items, so searches of two or more terms would miss its patients. At start, once per layout,
// every practice's patients get the name items their names have now. Idempotent: a name's items
// are the same whenever they are computed, so an interrupted run is simply run again.
export const NAME_INDEX_LAYOUT = 'name-prefixes-and-pairs-1';
const MARKER = 'patient-name-index-layout.txt';

export async function reindexPatientNamesOnce(dataDir: string, log: (line: string) => void): Promise<void> {
  const marker = join(dataDir, MARKER);
  if (existsSync(marker) && readFileSync(marker, 'utf8').trim() === NAME_INDEX_LAYOUT) return;
  const patients = await reindexPatientNames(await listPracticeIds());
  if (patients) log(`[twin] patient name index brought to layout ${NAME_INDEX_LAYOUT} (${patients} patients)`);
  writeFileSync(marker, `${NAME_INDEX_LAYOUT}\n`);
}

/** Writes the name items of every patient of these practices as their names have them now; how many patients. */
export async function reindexPatientNames(tenantIds: readonly string[]): Promise<number> {
  let patients = 0;
  for (const tenantId of tenantIds) {
    const stored = await queryAll({
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.patientsByNamePk(tenantId) },
    });
    await putAll(stored.flatMap((item) => nameItems(tenantId, stripStorage<StoredPatient>(item))));
    patients += stored.length;
  }
  return patients;
}
