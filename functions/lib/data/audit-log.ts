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

/** A subject's audit log, newest first, optionally one model only; paged by cursor. */
export async function listAuditLog(input: {
  tenantId: string;
  subjectId: string;
  model?: string;
  limit: number;
  cursor?: string | null;
}): Promise<Page<AuditLogEntry>> {
  const byModel = Boolean(input.model);
  const partition = byModel
    ? { attribute: 'GSI1PK', value: keys.auditByModelPk(input.tenantId, input.subjectId, input.model!) }
    : { attribute: 'PK', value: keys.auditPk(input.tenantId, input.subjectId) };
  const out = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: byModel ? 'GSI1' : undefined,
      KeyConditionExpression: `${partition.attribute} = :pk`,
      ExpressionAttributeValues: { ':pk': partition.value },
      ScanIndexForward: false,
      Limit: input.limit,
      ExclusiveStartKey: decodeCursor(input.cursor, partition),
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
  return { results, next: encodeCursor(out.LastEvaluatedKey) };
}
