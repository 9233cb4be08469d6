import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { db, tableName } from '@praktijk/functions/lib/data/client';
import { newConsistencyToken } from '@praktijk/functions/lib/data/consistency';
import { keys } from '@praktijk/functions/lib/data/keys';
import { indexItems } from '@praktijk/functions/patients/domain/index-items';
import { patientItem } from '@praktijk/functions/patients/domain/repository';
import { type StoredPatient } from '@praktijk/functions/patients/domain/summary';
import { BATCH_WRITE_MAX, putBatch } from './batch-put';
import { patientGenerator } from './patient-generator';

// Scale data for benchmarks and load tests: the same items the API writes (record, search index
// items, counters), written in batches rather than one transaction each, and without audit
// entries, since nobody made these changes.
const CONCURRENCY = 8;

export async function bulkLoadPatients(tenantId: string, count: number, onProgress?: (done: number) => void): Promise<void> {
  const generate = patientGenerator(Date.now() % 100000);
  const counter = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.counters(tenantId),
      UpdateExpression: 'ADD next_patient_number :n, patient_count :n',
      ExpressionAttributeValues: { ':n': count },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  let number = (counter.Attributes?.next_patient_number as number) - count;
  const items: Record<string, unknown>[] = [];
  const now = new Date().toISOString();
  for (let i = 0; i < count; i++) {
    const id = ulid();
    const p: StoredPatient = {
      ...generate(i),
      id,
      internal_number: String(++number).padStart(6, '0'),
      blocked: false,
      created: now,
      updated: now,
      consistency_token: newConsistencyToken(),
    };
    items.push(patientItem(tenantId, p), ...indexItems(tenantId, p).map((item) => ({ ...item })));
  }
  const batches: Record<string, unknown>[][] = [];
  for (let i = 0; i < items.length; i += BATCH_WRITE_MAX) batches.push(items.slice(i, i + BATCH_WRITE_MAX));
  let done = 0;
  const workers = Array.from({ length: CONCURRENCY }, async () => {
    for (let batch = batches.shift(); batch; batch = batches.shift()) {
      await putBatch(batch);
      done += batch.length;
      onProgress?.(done);
    }
  });
  await Promise.all(workers);
}
