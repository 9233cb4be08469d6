import { tableName } from '../data/client';
import { type TenantData } from '../data/tenant-data';
import { type TransactItem } from '../data/transact';

// How other records (a decursus, a consultation's change_info) link to an episode and read the
// link back. A merge never rewrites the notes of the merged episode (they stay under its own id),
// so a stored episode id may name a merged episode: every read resolves it to its leader.

/**
 * The ConditionCheck of a link: the episode exists in this practice, belongs to the patient, is
 * active and was not merged away. Sent in the same transaction as the write that links to it, so
 * a merge or close that lands between the two never leaves a note on a dead episode.
 */
export function episodeLinkCheck(data: TenantData, patientId: string, episodeId: string): TransactItem {
  return {
    ConditionCheck: {
      TableName: tableName(),
      Key: data.keys.episode(episodeId),
      ConditionExpression: 'attribute_exists(PK) AND patient_id = :patient AND active = :true AND attribute_not_exists(merged_into)',
      ExpressionAttributeValues: { ':patient': patientId, ':true': true },
    },
  };
}

/**
 * Bounds the pointer chase. A merge of B into A sets B.merged_into = A and gives A merged_ids
 * [B, ...B.merged_ids] (kept flat, so the overview of A needs A's item alone). Episodes merged into
 * B before are repointed at A in the same transaction (see merge.ts), so a stored id is one GetItem
 * from its leader. Only active, unmerged episodes can be merged, so pointers never form a cycle;
 * the bound only keeps a damaged table from looping.
 */
const MAX_POINTER_STEPS = 8;

/** The episode a stored id stands for now: itself, or the leader of the merge(s) it went into. Null stays null. */
export async function resolveEpisodeId(data: TenantData, id: string | null): Promise<string | null> {
  let current = id;
  for (let step = 0; current && step < MAX_POINTER_STEPS; step++) {
    const item = await data.get<{ merged_into?: string }>(data.keys.episode(current));
    if (!item?.merged_into) return current;
    current = item.merged_into;
  }
  return current;
}
