import { db } from './client';
import { decodeCursor, encodeCursor, type Key } from './paging';
import { partitionQuery } from './partition-query';

/** A partition to page through: its key attribute and value, and the index it lives in. */
export interface PagedPartition {
  attribute: string;
  value: string;
  index?: string;
  /** Newest first (descending sort key); ascending when absent. */
  descending?: boolean;
}

/**
 * One page of a partition in one Query: `limit` items and the cursor of the next page, null on
 * the last. Limit + 1 items are read so a last page says so without a second request; the cursor
 * is the key of the page's last item, checked to be of this partition when it comes back.
 */
export async function keyPage(
  partition: PagedPartition,
  limit: number,
  cursor: string | undefined,
  cursorKey: (item: Record<string, unknown>) => Key,
): Promise<{ items: Record<string, unknown>[]; next: string | null }> {
  const out = await db().send(
    partitionQuery(partition, {
      ScanIndexForward: !partition.descending,
      Limit: limit + 1,
      ExclusiveStartKey: await decodeCursor(cursor, partition),
    }),
  );
  const items = (out.Items ?? []).slice(0, limit);
  return { items, next: (out.Items ?? []).length > limit ? await encodeCursor(cursorKey(items[items.length - 1]!), partition) : null };
}
