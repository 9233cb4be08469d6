import { tableName } from '../../lib/data/client';
import { readOptional } from '../../lib/data/read-item';
import { type TenantData } from '../../lib/data/tenant-data';
import { type TransactItem } from '../../lib/data/transact';
import { readEpisode, type StoredEpisode } from './items';

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
 * [B, ...B.merged_ids] (kept flat, so the overview of A needs A's item alone), and repoints the
 * episodes merged into B before at A in the same transaction (merge.ts), so a merged id is one
 * step from its leader: an unmerged id costs one GetItem, a merged one two (its own, then the
 * leader's, which is read to be sure). Only active, unmerged episodes can be merged, so pointers
 * never form a cycle; the bound only keeps a damaged table from looping.
 */
const MAX_POINTER_STEPS = 16;

/**
 * The episode item an id stands for now: its own, or the leader's when it was merged (a merged
 * episode answers as the episode it went into). Undefined when no episode has this id here.
 */
export async function readLeadingEpisode(data: TenantData, id: string): Promise<StoredEpisode | undefined> {
  const read = async (key: string) => readOptional(readEpisode, await data.get<unknown>(data.keys.episode(key)));
  let item = await read(id);
  for (let step = 0; item?.merged_into && step < MAX_POINTER_STEPS; step++) item = await read(item.merged_into);
  return item;
}

/** The episode id a stored link shows (decursus.episode, consultation.episode): the leader of a merged one. Null stays null; an unknown id stays as stored. */
export async function resolveEpisodeId(data: TenantData, id: string | null): Promise<string | null> {
  if (!id) return null;
  return (await readLeadingEpisode(data, id))?.id ?? id;
}
