import * as z from 'zod';
import { type IcpcRef } from '@praktijk/shared/schemas/clinical';
import { type Episode, episodeSchema } from '@praktijk/shared/schemas/episodes';
import { findItems } from '../../catalogue/domain/store';
import { readItem } from '../../lib/data/read-item';
import { type TenantData } from '../../lib/data/tenant-data';

// The episode item (ACCESS-PATTERNS.md): PK = T#<t>, SK = EPISODE#<id>, listed per patient on
// GSI1 by creation. A merged episode stays as a pointer (merged_into) so links to it keep working.
// The episode as the API shows it (episodeSchema) without the ICPC rubric it resolves on reading;
// the merge pointers are kept only where a merge set them.
const storedEpisodeFields = episodeSchema.omit({ icpc: true }).extend({
  /** Set on a merged episode: the episode it went into (every read resolves it). */
  merged_into: z.string().optional(),
  /** Set on a leading episode: every episode merged into it, directly or before (kept flat). */
  merged_ids: z.array(z.string()).optional(),
});
export type StoredEpisode = z.output<typeof storedEpisodeFields>;
/** Read through (issue 23 §3); loose, so a write of what was read keeps what this code does not name. */
const storedEpisodeSchema = storedEpisodeFields.loose();

/** An episode item read from the table (without its storage keys), parsed. */
export const readEpisode = (item: unknown): StoredEpisode => readItem('episode', storedEpisodeSchema, item);

/** The key and index attributes of an episode item. */
export function episodeStorage(data: TenantData, episode: Pick<StoredEpisode, 'id' | 'patient_id' | 'created'>) {
  return {
    ...data.keys.episode(episode.id),
    entity: 'episode',
    GSI1PK: data.keys.episodesOfPatientPk(episode.patient_id),
    GSI1SK: `${episode.created}#${episode.id}`,
  };
}

/**
 * A new episode's place: after every episode there is, without reading them (no counter, no
 * read-then-write). The creation time in milliseconds is larger than any position a drag saves
 * (episodeSortSchema allows up to 100,000), and later creations sort later.
 */
export const newSortOrder = (now: Date): number => now.getTime();

/** The ICPC-2 rubrics of these ids, in one read (unknown ids are left out). */
export async function icpcRefs(ids: readonly (string | null | undefined)[]): Promise<Map<string, IcpcRef>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (!wanted.length) return new Map();
  const found = await findItems('icpc_codes', wanted);
  return new Map([...found].map(([id, item]) => [id, { id: item.id, code: item.code, name: item.name }]));
}

/** Episodes as the API answers them, each with its ICPC code and name (one catalogue read for all). */
export async function showEpisodes(episodes: readonly StoredEpisode[]): Promise<Episode[]> {
  const refs = await icpcRefs(episodes.map((e) => e.icpc_id));
  return episodes.map((e) => ({
    id: e.id,
    patient_id: e.patient_id,
    name: e.name,
    icpc_id: e.icpc_id,
    icpc: (e.icpc_id && refs.get(e.icpc_id)) || null,
    start: e.start,
    end: e.end,
    active: e.active,
    bookmarked: e.bookmarked,
    sort_order: e.sort_order,
    merged_ids: e.merged_ids ?? [],
    created: e.created,
    consistency_token: e.consistency_token,
  }));
}

export async function showEpisode(episode: StoredEpisode): Promise<Episode> {
  const [shown] = await showEpisodes([episode]);
  return shown!;
}

/** Saved order (a drag), then creation, then id: a stable order whatever the positions hold. */
export function bySavedOrder(a: StoredEpisode, b: StoredEpisode): number {
  return a.sort_order - b.sort_order || a.created.localeCompare(b.created) || a.id.localeCompare(b.id);
}

/** The Episode sub-panel's order: bookmarked first, then the most recent. */
export function byBookmarkThenRecent(a: StoredEpisode, b: StoredEpisode): number {
  return Number(b.bookmarked) - Number(a.bookmarked) || b.created.localeCompare(a.created) || b.id.localeCompare(a.id);
}

/** A patient's episodes that are not merged away, in no particular order. */
export async function listPatientEpisodes(data: TenantData, patientId: string): Promise<StoredEpisode[]> {
  const all = (await data.listIndex<unknown>(data.keys.episodesOfPatientPk(patientId))).map(readEpisode);
  return all.filter((e) => !e.merged_into);
}
