import { type RealtimeType } from '@praktijk/shared/constants';
import { type Query, type QueryClient } from '@tanstack/react-query';
import { type RealtimePayload } from '@/realtime/bus';
import { queryKeyOf } from './api-query';
import { matchContext, type MatchContext } from './planning-scope';
import { addToPass, emptyPass, type InvalidationPass, passConcerns } from './realtime-invalidation';

/**
 * How long messages are collected into one pass, from the first. 200 ms: the messages of one
 * write come together (a move to another practitioner is two, posted at once; a day of arrivals
 * marked in a row, a blocked week, a burst of a large practice's receptionists come within tens
 * of milliseconds of each other), while an update within a fifth of a second still reads as
 * immediate on a screen. Counted from the first message, not restarted by each, so a steady
 * stream of messages still refreshes the screens every 200 ms and never starves them.
 */
export const COALESCE_WINDOW_MS = 200;

interface Practitioner {
  id: string;
  username: string;
}

const listOf = (data: unknown): Practitioner[] => (Array.isArray(data) ? (data as Practitioner[]) : []);

/** The practitioners' ids and usernames the cache already holds, to match a message's ids against the keys' usernames. */
export function contextFromCache(client: QueryClient): MatchContext {
  const me = client.getQueryData<Practitioner & { email: string }>(queryKeyOf('getCurrentUser'));
  const known: Practitioner[] = me ? [{ id: me.id, username: me.email }] : [];
  for (const operation of ['limitedPractitioners', 'planningSidebar'] as const)
    for (const [, data] of client.getQueriesData({ queryKey: queryKeyOf(operation) })) known.push(...listOf(data));
  for (const [, data] of client.getQueriesData<Practitioner>({ queryKey: queryKeyOf('getPractitioner') })) if (data) known.push(data);
  // Calendar settings answer the practitioner's id under a key of their username.
  for (const [key, data] of client.getQueriesData<{ id: string }>({ queryKey: queryKeyOf('getCalendarSettings') })) {
    const username = (key[1] as { params?: { username?: string } } | undefined)?.params?.username;
    if (data && username) known.push({ id: data.id, username });
  }
  return matchContext(me?.id, known);
}

/**
 * Makes stale what the pass concerns; the screens showing it fetch again. A fetch already on its
 * way is not cancelled (a cancelled GET is a request sent for nothing, and a burst of messages
 * cancelled and restarted the same answers over and over): it is let finish, and as it may have
 * read the data before the change, its answer is fetched once more after it.
 */
export async function runPass(client: QueryClient, pass: InvalidationPass, context = contextFromCache(client)): Promise<void> {
  const predicate = (query: Query) => passConcerns(pass, query.queryKey, context);
  const running = client.getQueryCache().findAll({ predicate, fetchStatus: 'fetching' });
  await client.invalidateQueries({ predicate }, { cancelRefetch: false });
  if (running.length > 0) await client.invalidateQueries({ predicate: (query) => running.includes(query) }, { cancelRefetch: false });
}

export interface RealtimeInvalidator {
  receive(type: RealtimeType, payload: RealtimePayload): void;
  stop(): void;
}

/** Collects the messages of COALESCE_WINDOW_MS into one pass over the cache. */
export function createRealtimeInvalidator(client: QueryClient, windowMs = COALESCE_WINDOW_MS): RealtimeInvalidator {
  let pass: InvalidationPass | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    const collected = pass;
    pass = undefined;
    timer = undefined;
    if (collected) void runPass(client, collected);
  };
  return {
    receive(type, payload) {
      pass = addToPass(pass ?? emptyPass(), type, payload);
      timer ??= setTimeout(flush, windowMs);
    },
    stop() {
      if (timer !== undefined) clearTimeout(timer);
      pass = undefined;
      timer = undefined;
    },
  };
}
