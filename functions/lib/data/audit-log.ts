import { AUDIT_LOG_COUNT_WINDOW } from '@praktijk/shared/constants';
import { db } from './client';
import { keys } from './keys';
import { type CursorPartition, decodeCountedCursor, encodeCountedCursor, type Key, type Page } from './paging';
import { partitionQuery } from './partition-query';

export interface AuditLogEntry {
  id: string;
  created: string;
  model_name: string;
  object_id: string;
  log_type: string;
  user_id: string;
  username: string;
  /** Absent on entries written before names were recorded. */
  user_name?: string;
  changes: { field: string; old: unknown; new: unknown }[];
}

interface AuditLogOf {
  tenantId: string;
  subjectId: string;
  model?: string;
}

/** Where a subject's log (or one model's part of it) is kept: the subject's partition, or its model's on GSI1. */
function auditPartition(input: AuditLogOf): CursorPartition {
  return input.model
    ? { attribute: 'GSI1PK', value: keys.auditByModelPk(input.tenantId, input.subjectId, input.model), index: 'GSI1' }
    : { attribute: 'PK', value: keys.auditPk(input.tenantId, input.subjectId) };
}

/** The key a page after `item` starts from: the table's key, and the index's when the partition is on one. */
const keyOf = (item: Record<string, unknown>, partition: CursorPartition): Key =>
  partition.index ? { PK: item.PK, SK: item.SK, GSI1PK: item.GSI1PK, GSI1SK: item.GSI1SK } : { PK: item.PK, SK: item.SK };

/** The log's order, for its pages and its count alike: a count from a page's start counts that page and the older entries after it. */
const NEWEST_FIRST = { ScanIndexForward: false } as const;

/** How many entries a count saw from its start, at most `window`; `atLeast` when more follow (the count is then a lower bound). */
export interface BoundedCount {
  count: number;
  atLeast: boolean;
}

/**
 * How many entries of a log's partition there are from `start` (exclusive; the log's start when
 * absent) on, newest first, counted up to `window` and no further: a COUNT Query returns no items, and with Limit
 * window + 1 it evaluates at most one entry past the window, whatever years of entries lie beyond
 * it. DynamoDB may stop a read at a megabyte short of its Limit: the count goes on from where it
 * stopped until the window is passed or the partition ends.
 */
export async function countAuditLog(partition: CursorPartition, start?: Key, window = AUDIT_LOG_COUNT_WINDOW): Promise<BoundedCount> {
  let count = 0;
  let from = start;
  do {
    const out = await db().send(partitionQuery(partition, { ...NEWEST_FIRST, Select: 'COUNT', Limit: window + 1 - count, ExclusiveStartKey: from }));
    count += out.Count ?? 0;
    from = out.LastEvaluatedKey;
  } while (from && count <= window);
  return count > window ? { count: window, atLeast: true } : { count, atLeast: false };
}

export interface AuditLogPage extends Page<AuditLogEntry> {
  /** Entries of the log (of the model asked for): exact unless `count_at_least`, then a lower bound ('of 200+'). */
  count: number;
  count_at_least?: true;
}

const toEntry = (i: Record<string, unknown>): AuditLogEntry => ({
  id: i.id as string,
  created: i.created as string,
  model_name: i.model_name as string,
  object_id: i.object_id as string,
  log_type: i.log_type as string,
  user_id: i.user_id as string,
  username: i.username as string,
  user_name: i.user_name as string | undefined,
  changes: i.changes as AuditLogEntry['changes'],
});

/**
 * A subject's audit log, newest first, optionally one model only; paged by cursor, and counted for
 * the footer's 'of Z' (issue 21 §8) from the page's start as All Patients' name search is: the
 * cursor carries how many entries come before its page, and the entries from the page's start are
 * counted up to AUDIT_LOG_COUNT_WINDOW. So 'of Z' is exact while fewer than the window remain, and
 * 'of Z+' (the entries before the page and the window) beyond; a page costs the same for a log of
 * fifty entries or fifty thousand. Entries written while someone pages land before the first page
 * (newest first) and are counted when the log is opened again.
 */
export async function listAuditLog(input: AuditLogOf & { limit: number; cursor?: string | null }): Promise<AuditLogPage> {
  const partition = auditPartition(input);
  const from = await decodeCountedCursor(input.cursor, partition);
  // One more than a page: a page that ends the log says so (no cursor after the last entry).
  const [out, counted] = await Promise.all([
    db().send(partitionQuery(partition, { ...NEWEST_FIRST, Limit: input.limit + 1, ExclusiveStartKey: from?.key })),
    countAuditLog(partition, from?.key),
  ]);
  const items = (out.Items ?? []).slice(0, input.limit);
  const offset = from?.offset ?? 0;
  const more = (out.Items ?? []).length > input.limit;
  return {
    results: items.map(toEntry),
    count: offset + counted.count,
    ...(counted.atLeast ? { count_at_least: true as const } : {}),
    next: more ? await encodeCountedCursor({ key: keyOf(items[items.length - 1]!, partition), offset: offset + items.length }, partition) : null,
  };
}
