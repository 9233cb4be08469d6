import { type RequestContext } from '../../lib/auth/context';
import { auditChangeItems, LOG_TYPES, type LogType } from '../../lib/data/audit';
import { tableName } from '../../lib/data/client';
import { type TransactItem } from '../../lib/data/transact';
import { DRAFT_LOG_MODEL, draftExpiry, draftKey, type DraftOwner, isLiveDraft, type StoredDraft } from './items';

// Reads and writes of a user's drafts. Every write is audited in its own transaction like other
// patient data (Manage > Logs, the drafts' models): created, changed with its fields' old and new
// text, deleted when discarded or when the record is saved.

type Writer = Pick<RequestContext, 'tenantId' | 'userId' | 'user' | 'data'>;
type Fields = Record<string, unknown>;

/** The caller's live draft, or undefined (none, or expired and not yet removed by the TTL). */
export async function readDraft<F extends Fields, B extends string | null = string | null>(
  writer: Writer,
  owner: DraftOwner,
  now = new Date(),
): Promise<StoredDraft<F, B> | undefined> {
  const draft = await writer.data.get<StoredDraft<F, B>>(draftKey(writer.data, owner));
  return draft && isLiveDraft(draft, now) ? draft : undefined;
}

function draftAudit(writer: Writer, subject: { patientId: string; owner: DraftOwner }, logType: LogType, before?: Fields, after?: Fields): TransactItem[] {
  const target = { subjectId: subject.patientId, model: DRAFT_LOG_MODEL[subject.owner.kind], objectId: subject.owner.recordId };
  return auditChangeItems(writer, target, logType, before, after);
}

/** Keeps the caller's draft: the item (a new expiry on every write) and its audit entry in one transaction. */
export async function writeDraft<F extends Fields, B extends string | null>(
  writer: Writer,
  owner: DraftOwner,
  patientId: string,
  fields: F,
  baseToken: B,
  now = new Date(),
): Promise<StoredDraft<F, B>> {
  const before = await readDraft<F, B>(writer, owner, now);
  const draft: StoredDraft<F, B> = {
    kind: owner.kind,
    record_id: owner.recordId,
    patient_id: patientId,
    user_id: owner.userId,
    fields,
    base_token: baseToken,
    updated_date: now.toISOString(),
    expires_at: draftExpiry(now),
  };
  const logType = before ? LOG_TYPES.changed : LOG_TYPES.created;
  await writer.data.transact([
    { Put: { TableName: tableName(), Item: { ...draftKey(writer.data, owner), entity: 'draft', ...draft } } },
    ...draftAudit(writer, { patientId, owner }, logType, before?.fields, fields),
  ]);
  return draft;
}

/**
 * The items that remove a draft the caller has, with its audit entry, to join a transaction (the
 * note's save); none when there is no live draft. The delete is not conditioned: a draft write
 * racing the save must not turn the save into a conflict (the client drops a draft equal to the note).
 */
export function draftRemovalItems(writer: Writer, draft: StoredDraft<Fields> | undefined): TransactItem[] {
  if (!draft) return [];
  const owner: DraftOwner = { kind: draft.kind, recordId: draft.record_id, userId: draft.user_id };
  return [
    { Delete: { TableName: tableName(), Key: draftKey(writer.data, owner) } },
    ...draftAudit(writer, { patientId: draft.patient_id, owner }, LOG_TYPES.deleted, draft.fields, undefined),
  ];
}

/** Discards the caller's draft (nothing to do when there is none). */
export async function removeDraft(writer: Writer, owner: DraftOwner): Promise<void> {
  const items = draftRemovalItems(writer, await readDraft(writer, owner));
  if (items.length) await writer.data.transact(items);
}
