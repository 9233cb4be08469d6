import { DECURSUS_RECENT_EPISODES } from '@praktijk/shared/schemas/decursus';
import { type Episode } from '@praktijk/shared/schemas/episodes';

// The Episodes modal's and the Episode sub-panel's rules (spec 3 §2, §4), without React:
// "Exactly two active episodes can be ticked for merging; the first ticked is leading";
// "Order is saved after a drag, sending id and position"; the decursus shows at most 5.

/** Ticks for merging in the order they were made; only active episodes, at most two. */
export function tickForMerge(ticked: readonly string[], episode: Pick<Episode, 'id' | 'active'>, checked: boolean): string[] {
  if (!checked) return ticked.filter((id) => id !== episode.id);
  if (!episode.active || ticked.includes(episode.id) || ticked.length >= 2) return [...ticked];
  return [...ticked, episode.id];
}

/** The merge request: the first ticked leads. */
export function mergeEntries(ticked: readonly string[]): { id: string; leading: boolean }[] {
  if (ticked.length !== 2) throw new Error('A merge needs exactly two episodes.');
  return ticked.map((id, index) => ({ id, leading: index === 0 }));
}

/** The list after moving one episode onto another's place (a drag or a keyboard move). */
export function moveEpisode<T extends { id: string }>(list: readonly T[], fromId: string, toId: string): T[] {
  const from = list.findIndex((item) => item.id === fromId);
  const to = list.findIndex((item) => item.id === toId);
  if (from < 0 || to < 0 || from === to) return [...list];
  const moved = [...list];
  const [item] = moved.splice(from, 1);
  moved.splice(to, 0, item!);
  return moved;
}

/** The sort request: every episode with its position in the new order. */
export function sortEntries(list: readonly { id: string }[]): { id: string; sort_order: number }[] {
  return list.map(({ id }, index) => ({ id, sort_order: index }));
}

/**
 * The decursus' Episode sub-panel: the first 5 active episodes (bookmarked first, then the most
 * recent, as the server orders them); the linked one is always shown, in the place of the 5th
 * when it is further down.
 */
export function recentEpisodes(active: readonly Episode[], linkedId: string | null): Episode[] {
  const first = active.slice(0, DECURSUS_RECENT_EPISODES);
  const linked = linkedId ? active.find((episode) => episode.id === linkedId) : undefined;
  if (!linked || first.includes(linked)) return first;
  return [...first.slice(0, DECURSUS_RECENT_EPISODES - 1), linked];
}

/** An id short enough for the table: its last 6 characters (the random part of the ULID). */
export function shortId(id: string): string {
  return id.slice(-6);
}

/** Puts a saved episode in place in a cached list (new ones at the end). */
export function withEpisode(list: readonly Episode[] | undefined, saved: Episode): Episode[] {
  const all = list ?? [];
  return all.some((episode) => episode.id === saved.id) ? all.map((episode) => (episode.id === saved.id ? saved : episode)) : [...all, saved];
}
