import { type Consultation } from '@praktijk/shared/schemas/consultations';
import { type QueryClient, type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { callApi, isApiError } from '@/api';
import { apiQuery, queryKeyOf } from '@/query/api-query';
import { serialQueue } from './serial-queue';

// The consultation a workspace shows, kept ONCE in the query cache (getConsultation's key). Every
// write of it (the form's PUT, arrived/, change/, change_info/) answers the whole consultation
// with its new consistency_token, which replaces the cached one at once. The writes of one
// consultation go one at a time and each takes the token at the moment it is sent, so a save of
// the form right after Arrived (or the Episodes modal's Set) never answers 409 to our own write.

export const consultationQuery = (id: string) => apiQuery('getConsultation', { params: { id } });

/** The form's fields as PUT takes them (the token is added when the write is sent). */
export interface ConsultationFormBody {
  reason_type: string;
  reason: string;
  is_walkin: boolean;
  insurance: string | null;
}

export interface ConsultationWrites {
  /** The form's save; `tokenFor` picks the token from the consultation cached when it is sent (else the cached one). */
  update(body: ConsultationFormBody, tokenFor?: (cached: Consultation) => string): Promise<Consultation>;
  setArrived(arrived: boolean): Promise<Consultation>;
  setProcessed(processed: boolean): Promise<Consultation>;
  /** The Episodes modal's Set: links (or with null unlinks) the consultation's decursus to an episode. */
  setEpisode(episode: string | null): Promise<Consultation>;
}

/** One queue per consultation, shared by every screen of the workspace that writes it. */
const queue = serialQueue();

/** What a consultation write makes stale besides the consultation itself (the patient's lists and Logs). */
function staleAfterWrite(consultation: Consultation, episodeChanged: boolean): QueryKey[] {
  const patient = { params: { id: consultation.patient_id } };
  const keys = [queryKeyOf('lastConsultation', patient), queryKeyOf('currentConsultation', patient), queryKeyOf('listLogs', patient)];
  if (!episodeChanged) return keys;
  const decursus = { params: { id: consultation.decursus_id } };
  return [
    ...keys,
    queryKeyOf('getDecursus', decursus),
    queryKeyOf('currentDecursus', { params: { id: consultation.id } }),
    queryKeyOf('listActiveEpisodes', patient),
  ];
}

function consultationWrites(client: QueryClient, id: string): ConsultationWrites {
  const { queryKey } = consultationQuery(id);
  const tokenNow = (tokenFor: (cached: Consultation) => string = (cached) => cached.consistency_token) => {
    const current = client.getQueryData<Consultation>(queryKey);
    if (!current) throw new Error('The consultation is not loaded.');
    return tokenFor(current);
  };
  const write = (send: (token: string) => Promise<Consultation>, episodeChanged = false, tokenFor?: (cached: Consultation) => string) =>
    queue.run(id, async () => {
      try {
        const saved = await send(tokenNow(tokenFor));
        client.setQueryData(queryKey, saved);
        for (const key of staleAfterWrite(saved, episodeChanged)) void client.invalidateQueries({ queryKey: key });
        return saved;
      } catch (error) {
        // Someone else changed it: fetch it again, so the next try starts from what they saved.
        if (isApiError(error) && error.status === 409) void client.invalidateQueries({ queryKey });
        throw error;
      }
    });
  const params = { id };
  return {
    update: (body, tokenFor) => write((consistency_token) => callApi('updateConsultation', { params, body: { ...body, consistency_token } }), false, tokenFor),
    setArrived: (arrived) => write((consistency_token) => callApi('setConsultationArrived', { params, body: { arrived, consistency_token } })),
    setProcessed: (processed) => write((consistency_token) => callApi('setConsultationProcessed', { params, body: { processed, consistency_token } })),
    setEpisode: (episode) => write((consistency_token) => callApi('setConsultationEpisode', { params, body: { episode, consistency_token } }), true),
  };
}

/**
 * const { consultation, writes } = useConsultation(id): the cached consultation (the query's
 * state besides) and its writes, each of which puts its answer into the cache.
 */
export function useConsultation(id: string) {
  const client = useQueryClient();
  const query = useQuery(consultationQuery(id));
  const writes = useMemo(() => consultationWrites(client, id), [client, id]);
  return { query, consultation: query.data, writes };
}
