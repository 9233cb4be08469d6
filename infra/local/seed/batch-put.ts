import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '@praktijk/functions/lib/data/client';

// Scale and test data written straight into the table: items nobody changed through the API, so
// in batches rather than one transaction each, and without audit entries.

/** BatchWriteItem takes 25 items a request. */
export const BATCH_WRITE_MAX = 25;

/** Puts up to 25 items, sending again what DynamoDB left unprocessed until all are written. */
export async function putBatch(items: readonly Record<string, unknown>[]): Promise<void> {
  let pending = items.map((Item) => ({ PutRequest: { Item } }));
  while (pending.length) {
    const out = await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }));
    pending = (out.UnprocessedItems?.[tableName()] ?? []) as typeof pending;
  }
}

/** Puts any number of items, 25 at a time, one batch after another. */
export async function putAll(items: readonly Record<string, unknown>[]): Promise<void> {
  for (let i = 0; i < items.length; i += BATCH_WRITE_MAX) await putBatch(items.slice(i, i + BATCH_WRITE_MAX));
}
