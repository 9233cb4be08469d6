import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { keys } from './keys';
import { decodeCursor, encodeCursor, type Page } from './paging';

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
function auditPartition(input: AuditLogOf) {
  return input.model
    ? { attribute: 'GSI1PK', value: keys.auditByModelPk(input.tenantId, input.subjectId, input.model), index: 'GSI1' }
    : { attribute: 'PK', value: keys.auditPk(input.tenantId, input.subjectId), index: undefined };
}

/**
 * How many entries a subject's log holds (optionally one model's): the 'of Z' of Manage > Logs.
 * A COUNT query returns no items; it reads the partition a megabyte at a time, which for one
 * patient's log is one or a few requests.
 */
export async function countAuditLog(input: AuditLogOf): Promise<number> {
  const partition = auditPartition(input);
  let count = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const out = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: partition.index,
        KeyConditionExpression: `${partition.attribute} = :pk`,
        ExpressionAttributeValues: { ':pk': partition.value },
        Select: 'COUNT',
        ExclusiveStartKey: start,
      }),
    );
    count += out.Count ?? 0;
    start = out.LastEvaluatedKey;
  } while (start);
  return count;
}

/** A subject's audit log, newest first, optionally one model only; paged by cursor. */
export async function listAuditLog(input: AuditLogOf & { limit: number; cursor?: string | null }): Promise<Page<AuditLogEntry>> {
  const partition = auditPartition(input);
  const out = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: partition.index,
      KeyConditionExpression: `${partition.attribute} = :pk`,
      ExpressionAttributeValues: { ':pk': partition.value },
      ScanIndexForward: false,
      Limit: input.limit,
      ExclusiveStartKey: await decodeCursor(input.cursor, partition),
    }),
  );
  const results = (out.Items ?? []).map((i) => ({
    id: i.id as string,
    created: i.created as string,
    model_name: i.model_name as string,
    object_id: i.object_id as string,
    log_type: i.log_type as string,
    user_id: i.user_id as string,
    username: i.username as string,
    user_name: i.user_name as string | undefined,
    changes: i.changes as AuditLogEntry['changes'],
  }));
  return { results, next: await encodeCursor(out.LastEvaluatedKey, partition) };
}
