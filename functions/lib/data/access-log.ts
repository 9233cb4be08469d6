import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import * as z from 'zod';
import { tableName, db } from './client';
import { tenantPk } from './keys';
import { type Key } from './paging';
import { partitionQuery } from './partition-query';
import { readItems } from './read-item';

// The access log (issue 23 §4, in the spirit of NEN 7513): who handed out which patient file, when,
// in which practice, for which patient, how (the bytes, or a link to them) and from which route.
// Apart from the audit trail behind Manage > Logs on purpose: that trail lists changes (+ ~ -, spec
// 3), and reading a file changes nothing. Written in the request that hands the file out, before
// the bytes or the link go out: when the entry cannot be written the download fails (no access
// without its record). Entries hold ids only (no file or patient names: the log is itself read
// by operators), are never logged, and have no expiry: a practice keeps its access log as long as
// the records it protects (NEN 7513 asks for the log to be kept as long as the record's retention).
//
// Keys (ACCESS-PATTERNS.md): the practice's log `PK = T#<t>#ACCESS`, one patient's on GSI1
// `GSI1PK = T#<t>#ACCESS#PATIENT#<patient>`, both sorted by `ACCESS#<ulid>` (time order).

/** What was handed out: the file's bytes in the answer, or a presigned link that reads them from S3. */
const ACCESS_KINDS = ['download', 'link'] as const;
export type AccessKind = (typeof ACCESS_KINDS)[number];

/** The kinds of patient file handed out (the object ids are the records the file belongs to, or, for a rendered PDF, that it shows). */
const ACCESS_OBJECTS = ['lab_document', 'consultation_letter', 'import_errors', 'prescription_pdf', 'patient_letter', 'referral_pdf'] as const;
export type AccessObject = (typeof ACCESS_OBJECTS)[number];

export interface AccessEntry {
  object: AccessObject;
  /** The records whose file went out: one for a download, each referral of a list answer that carried links. */
  objectIds: string[];
  /** Whose file it is; null for a file of no one patient (an import's errors file holds rows of a CSV, not patients of the practice yet). */
  patientId: string | null;
  kind: AccessKind;
  /** The API operation (route) that handed it out. */
  route: string;
}

/** Who asked: the request's context (RequestContext) is one as it is. */
export interface AccessActor {
  tenantId: string;
  userId: string;
  requestId: string;
}

export const accessLogPk = (tenantId: string) => `${tenantPk(tenantId)}#ACCESS`;
export const patientAccessLogPk = (tenantId: string, patientId: string) => `${tenantPk(tenantId)}#ACCESS#PATIENT#${patientId}`;

const accessLogItemSchema = z.object({
  id: z.string(),
  at: z.string(),
  user_id: z.string(),
  request_id: z.string(),
  patient_id: z.string().nullable(),
  object: z.enum(ACCESS_OBJECTS),
  object_ids: z.array(z.string()),
  kind: z.enum(ACCESS_KINDS),
  route: z.string(),
});
export type AccessLogItem = z.output<typeof accessLogItemSchema>;

/** The item of one access; `now` for tests. */
export function accessItem(actor: AccessActor, entry: AccessEntry, now = new Date()) {
  const id = ulid(now.getTime());
  const byPatient = entry.patientId ? { GSI1PK: patientAccessLogPk(actor.tenantId, entry.patientId), GSI1SK: `ACCESS#${id}` } : {};
  return {
    PK: accessLogPk(actor.tenantId),
    SK: `ACCESS#${id}`,
    ...byPatient,
    entity: 'access',
    id,
    at: now.toISOString(),
    user_id: actor.userId,
    request_id: actor.requestId,
    patient_id: entry.patientId,
    object: entry.object,
    object_ids: entry.objectIds,
    kind: entry.kind,
    route: entry.route,
  };
}

/** Records one access; awaited before the file or link is answered. */
export async function recordAccess(actor: AccessActor, entry: AccessEntry): Promise<void> {
  if (entry.objectIds.length === 0) return;
  await db().send(new PutCommand({ TableName: tableName(), Item: accessItem(actor, entry), ConditionExpression: 'attribute_not_exists(PK)' }));
}

export interface AccessLogQuery {
  tenantId: string;
  patientId?: string;
  limit: number;
  /** Where the previous page stopped (its `next`). */
  from?: Key;
}

/** A page of a practice's access log (or one patient's part of it), newest first. */
export async function listAccessLog(query: AccessLogQuery): Promise<{ results: AccessLogItem[]; next: Key | null }> {
  const partition = query.patientId
    ? { attribute: 'GSI1PK', value: patientAccessLogPk(query.tenantId, query.patientId), index: 'GSI1' }
    : { attribute: 'PK', value: accessLogPk(query.tenantId) };
  const out = await db().send(partitionQuery(partition, { ScanIndexForward: false, Limit: query.limit, ExclusiveStartKey: query.from }));
  return { results: readItems('access log entry', accessLogItemSchema, out.Items ?? []), next: out.LastEvaluatedKey ?? null };
}
