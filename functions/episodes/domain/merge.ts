import { todayIso } from '@praktijk/shared/dates';
import { batchGet } from '../../lib/data/query';
import { stripStorage } from '../../lib/data/items';
import { tableName } from '../../lib/data/client';
import { type TenantData } from '../../lib/data/tenant-data';
import { isConflictOnly, transact, type Guarded, type TransactItem } from '../../lib/data/transact';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { type Actor } from '../../records/records';
import { readEpisode, type StoredEpisode } from './items';
import { episodeAudit, episodeUpdate } from './writes';

// Merging episode B into the leading episode A (spec 3 §4, irreversible). Nothing of B's notes is
// rewritten: they stay under B's own GSI2 partition, and A's overview reads every id in A's
// merged_ids beside its own. So a merge is one small transaction however many notes B holds:
//   A: merged_ids = A.merged_ids + [B, ...B.merged_ids]   (flat: A's item alone names them all)
//   B: merged_into = A, inactive, ended today, merged_ids removed (A holds them now)
//   each episode merged into B before: merged_into B -> A (so every merged id is one step from its leader)
// A and B are both conditioned on their patient, being active, not merged, and the token read
// (a merge into B in between would change B.merged_ids), so of two merges at once one wins.
export const MERGE_REFUSED = 'Only two active episodes of one patient can be merged.';

/** Items a TransactWriteItems takes; the merge needs 2 updates and 2 audit entries besides the repoints. */
const TRANSACTION_MAX_ITEMS = 100;
const MERGE_FIXED_ITEMS = 4;
/** Reads and tries before a merge that keeps losing to other writers answers 409. */
const MERGE_TRIES = 4;

/** A condition of the transaction failed: someone wrote A or B since they were read. */
class MergeRaced extends Error {}

export async function mergeEpisodes(actor: Actor, data: TenantData, leadingId: string, otherId: string): Promise<StoredEpisode> {
  for (let attempt = 1; ; attempt++) {
    const [leading, other] = await readPair(data, leadingId, otherId);
    if (!mergeable(leading, other)) throw ValidationError.nonField(MERGE_REFUSED);
    try {
      return await writeMerge(actor, data, leading, other);
    } catch (error) {
      // Read again: if the pair can no longer be merged (another merge of it won) that is the
      // answer; if it still can, someone only renamed or bookmarked one of them, or DynamoDB
      // cancelled this transaction for another one on the same items, so try again.
      if (!(error instanceof MergeRaced) && !isConflictOnly(error)) throw error;
      if (attempt >= MERGE_TRIES) throw new ConflictError();
    }
  }
}

/** Both episodes in one BatchGet; 404 when either is not an episode of this practice. */
async function readPair(data: TenantData, leadingId: string, otherId: string): Promise<[StoredEpisode, StoredEpisode]> {
  const items = (await batchGet([data.keys.episode(leadingId), data.keys.episode(otherId)])).map((i) => readEpisode(stripStorage(i)));
  const leading = items.find((e) => e.id === leadingId);
  const other = items.find((e) => e.id === otherId);
  if (!leading || !other) throw new NotFoundError();
  return [leading, other];
}

const mergeable = (a: StoredEpisode, b: StoredEpisode) => a.patient_id === b.patient_id && a.active && b.active && !a.merged_into && !b.merged_into;

async function writeMerge(actor: Actor, data: TenantData, leading: StoredEpisode, other: StoredEpisode): Promise<StoredEpisode> {
  const carried = other.merged_ids ?? [];
  const condition = { expression: 'patient_id = :patient AND active = :true', values: { ':patient': leading.patient_id, ':true': true } };
  const raced = new MergeRaced();
  const leadingChanges = { merged_ids: [...(leading.merged_ids ?? []), other.id, ...carried] };
  const otherChanges = { merged_into: leading.id, active: false, end: todayIso() };
  const lead = episodeUpdate(data, leading.id, leadingChanges, { expectedToken: leading.consistency_token, condition });
  const merged = episodeUpdate(data, other.id, otherChanges, { expectedToken: other.consistency_token, condition });
  const leadingAfter: StoredEpisode = { ...leading, ...leadingChanges, consistency_token: lead.token! };
  const { merged_ids: _carried, ...otherRest } = other;
  const otherAfter: StoredEpisode = { ...otherRest, ...otherChanges, consistency_token: merged.token! };
  const entries: (TransactItem | Guarded)[] = [
    { item: lead.item, refusal: raced },
    { item: withRemovedMergedIds(merged.item), refusal: raced },
    ...episodeAudit(actor, leading, leadingAfter),
    ...episodeAudit(actor, other, otherAfter),
  ];
  // Beyond what one transaction takes (an episode that absorbed some 96 others before) the
  // earlier ones keep pointing at B, which points at A: reads follow the chain (link.ts).
  if (carried.length <= TRANSACTION_MAX_ITEMS - MERGE_FIXED_ITEMS) entries.push(...carried.map((id) => repoint(data, id, other.id, leading.id)));
  await transact(entries);
  return leadingAfter;
}

/** B hands its merged_ids to A: removed from B in the same update. */
function withRemovedMergedIds(item: TransactItem): TransactItem {
  const update = item.Update!;
  return { Update: { ...update, UpdateExpression: `${update.UpdateExpression} REMOVE merged_ids` } };
}

/** An episode merged into B before now points at A; conditioned on it still pointing at B. */
function repoint(data: TenantData, id: string, from: string, to: string): Guarded {
  return {
    item: {
      Update: {
        TableName: tableName(),
        Key: data.keys.episode(id),
        UpdateExpression: 'SET merged_into = :to',
        ConditionExpression: 'merged_into = :from',
        ExpressionAttributeValues: { ':from': from, ':to': to },
      },
    },
    refusal: new MergeRaced(),
  };
}
