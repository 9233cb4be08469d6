import { type Episode } from '@praktijk/shared/schemas/episodes';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { callApi, isApiError } from '@/api';
import { apiQuery, queryKeyOf } from '@/query/api-query';
import { consultationQuery } from '@/features/consultations/consultation-query';
import { serialQueue } from '@/features/consultations/serial-queue';
import { mergeEntries, sortEntries, withEpisode } from './episodes-logic';

// A patient's episodes (GET patients/{id}/episodes/) and the Episodes modal's writes. Every
// write answers the saved episode (or the list), which goes into the cached list at once; the
// writes of one patient's episodes go one at a time and each takes the episode's token when it
// is sent, so a rename right after a bookmark never answers 409 to our own write, and a sort's
// answer never puts back a token older than a rename's.

export interface EpisodeChanges {
  name?: string;
  icpc_id?: string | null;
  active?: boolean;
}

export interface EpisodeWrites {
  create(name: string): Promise<Episode>;
  update(id: string, changes: EpisodeChanges): Promise<Episode>;
  bookmark(id: string, bookmarked: boolean): Promise<Episode>;
  activate(id: string): Promise<Episode>;
  /** Saves a new order (shown at once; the server's answer replaces it). */
  sort(ordered: readonly Episode[]): Promise<Episode[]>;
  /** Merges the two ticked episodes, the first leading. */
  merge(ticked: readonly string[]): Promise<Episode>;
}

const queue = serialQueue();

export const episodesQuery = (patientId: string) => apiQuery('listEpisodes', { params: { id: patientId } });

function episodeWrites(client: QueryClient, patientId: string, consultationId: string | undefined): EpisodeWrites {
  const { queryKey } = episodesQuery(patientId);
  const cached = (id: string) => {
    const episode = client.getQueryData<Episode[]>(queryKey)?.find((item) => item.id === id);
    if (!episode) throw new Error('The episode is not loaded.');
    return episode;
  };
  // The decursus' Episode sub-panel, the patient's Logs and (after a merge) the consultation's episode follow.
  const refreshAround = (merged = false) => {
    const patient = { params: { id: patientId } };
    const keys = [queryKeyOf('listActiveEpisodes', patient), queryKeyOf('listLogs', patient)];
    if (merged && consultationId) keys.push(consultationQuery(consultationId).queryKey, queryKeyOf('getDecursus', { params: { id: consultationId } }));
    for (const key of keys) void client.invalidateQueries({ queryKey: key });
  };
  const saved = (episode: Episode) => {
    client.setQueryData<Episode[]>(queryKey, (list) => withEpisode(list, episode));
    refreshAround();
    return episode;
  };
  const write = (id: string, send: (current: Episode) => Promise<Episode>) =>
    queue.run(patientId, async () => {
      try {
        return saved(await send(cached(id)));
      } catch (error) {
        // Someone else changed it: read the list again, so the next try starts from what they saved.
        if (isApiError(error) && error.status === 409) void client.invalidateQueries({ queryKey });
        throw error;
      }
    });
  return {
    create: async (name) => saved(await queue.run(patientId, () => callApi('createEpisode', { body: { patient: patientId, name, icpc_id: null } }))),
    update: (id, changes) =>
      write(id, (current) =>
        callApi('updateEpisode', {
          params: { id },
          body: {
            name: changes.name ?? current.name,
            icpc_id: changes.icpc_id === undefined ? current.icpc_id : changes.icpc_id,
            active: changes.active ?? current.active,
            consistency_token: current.consistency_token,
          },
        }),
      ),
    bookmark: (id, bookmarked) =>
      write(id, (current) => callApi('bookmarkEpisode', { params: { id }, body: { bookmarked, consistency_token: current.consistency_token } })),
    activate: (id) => write(id, (current) => callApi('activateEpisode', { params: { id }, body: { consistency_token: current.consistency_token } })),
    sort: async (ordered) => {
      const before = client.getQueryData<Episode[]>(queryKey);
      client.setQueryData(queryKey, [...ordered]);
      try {
        const list = await queue.run(patientId, () => callApi('sortEpisodes', { body: sortEntries(ordered) }));
        client.setQueryData(queryKey, list);
        refreshAround();
        return list;
      } catch (error) {
        client.setQueryData(queryKey, before);
        void client.invalidateQueries({ queryKey });
        throw error;
      }
    },
    merge: async (ticked) => {
      const leading = await queue.run(patientId, () => callApi('mergeEpisodes', { body: mergeEntries(ticked) }));
      await client.invalidateQueries({ queryKey });
      refreshAround(true);
      return leading;
    },
  };
}

/** const { episodes, writes } = useEpisodes(patientId, consultationId): the list and its writes. */
export function useEpisodes(patientId: string, consultationId?: string) {
  const client = useQueryClient();
  const query = useQuery(episodesQuery(patientId));
  const writes = useMemo(() => episodeWrites(client, patientId, consultationId), [client, patientId, consultationId]);
  return { query, episodes: query.data, writes };
}
