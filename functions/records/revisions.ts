import { type RecordKindDeclaration } from '@praktijk/shared/record-kinds';
import { type z } from 'zod';
import { type revisionSchema } from '@praktijk/shared/record-kinds';
import { ulid } from 'ulid';
import { tableName } from '../lib/data/client';
import { queryAll } from '../lib/data/query';
import { type TenantData } from '../lib/data/tenant-data';
import { type TransactItem } from '../lib/data/transact';
import { auditUserName } from '../lib/data/audit';

// Numbered versions of a record whose kind has revisions (General History, decursus, blood type;
// spec 1 §3 "Revision", DESIGN §5). Version n is written in the same transaction as the record's
// n-th write, conditioned on the version not existing yet; the record's own consistency_token
// condition already makes its writes one after another, so versions are gapless and never
// overwritten. A revision holds every field of the kind as it stood (not a delta): two versions
// compare line by line, and a revert restores all of them with one read.
export type Revision = z.output<typeof revisionSchema>;
/** What revisions need of a kind: its key prefix and its fields (a record kind, or the decursus, which has routes of its own). */
export type RevisionedKind = Pick<RecordKindDeclaration, 'prefix'> & { schemas: { fields: { shape: object } } };

/** Stored beside the record: PK = the practice, SK = <PREFIX>#<id>#REV#<version, zero-padded>. */
export function revisionKey(data: TenantData, kind: RevisionedKind, recordId: string, version: number) {
  const record = data.keys.patientRecord(kind.prefix, recordId);
  return { PK: record.PK, SK: `${revisionPrefix(record.SK)}${String(version).padStart(10, '0')}` };
}
const revisionPrefix = (recordSk: string) => `${recordSk}#REV#`;

export interface RevisionAuthor {
  user: { email: string; prefix?: string; first_name?: string; last_name?: string };
}

/** The Put that stores version `version` of a record with these field values. */
export function revisionPut(
  data: TenantData,
  kind: RevisionedKind,
  recordId: string,
  version: number,
  fields: Record<string, unknown>,
  author: RevisionAuthor,
  reason: string | null = null,
): TransactItem {
  const revision: Revision = {
    history_id: ulid(),
    version,
    history_user: auditUserName(author.user) ?? author.user.email,
    history_date: new Date().toISOString(),
    history_change_reason: reason,
    changes: Object.keys(kind.schemas.fields.shape).map((field) => ({ field, value: fields[field] ?? null })),
  };
  return {
    Put: {
      TableName: tableName(),
      Item: { ...revisionKey(data, kind, recordId, version), entity: 'revision', record_id: recordId, ...revision },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

/** A record's revisions, oldest first. A record has one per write; Limit bounds a pathological one. */
export async function listRevisions(data: TenantData, kind: RevisionedKind, recordId: string): Promise<Revision[]> {
  const { PK, SK } = data.keys.patientRecord(kind.prefix, recordId);
  const items = await queryAll(
    { KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)', ExpressionAttributeValues: { ':pk': PK, ':prefix': revisionPrefix(SK) } },
    MAX_REVISIONS_LISTED,
  );
  return items.map(toRevision);
}
export const MAX_REVISIONS_LISTED = 1000;

export async function getRevision(data: TenantData, kind: RevisionedKind, recordId: string, version: number): Promise<Revision | undefined> {
  const item = await data.get<Record<string, unknown>>(revisionKey(data, kind, recordId, version));
  return item ? toRevision(item) : undefined;
}

function toRevision(item: Record<string, unknown>): Revision {
  const { history_id, version, history_user, history_date, history_change_reason, changes } = item as Revision;
  return { history_id, version, history_user, history_date, history_change_reason: history_change_reason ?? null, changes };
}

/** The field values a revision holds. */
export function fieldsOfRevision(revision: Revision): Record<string, unknown> {
  return Object.fromEntries(revision.changes.map((change) => [change.field, change.value]));
}
