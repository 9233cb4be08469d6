import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeyOf } from './api-query';
import { COALESCE_WINDOW_MS, contextFromCache, createRealtimeInvalidator } from './realtime-passes';

// Issue 22 §6: a burst of realtime messages makes one pass over the cache, and a fetch on its way
// is let finish (then fetched once more) instead of being cancelled and restarted.
const ANNA = { id: 'u-anna', username: 'anna@demo.test', name: 'Anna' };
const BEN = { id: 'u-ben', username: 'ben@demo.test', name: 'Ben' };
const today = '2026-11-27';
const slotsKey = (username: string) => queryKeyOf('getSlots', { query: { practitioner: username, from: today, to: today } });

/** A client with the practitioners cached and an observed (shown) query per key, counting its fetches. */
function screen(keys: ReturnType<typeof slotsKey>[], answer: () => Promise<unknown> = () => Promise.resolve({ kind: 'range' })) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(queryKeyOf('limitedPractitioners'), [ANNA, BEN]);
  const fetches = new Map<string, number>();
  const signals: AbortSignal[] = [];
  const stops = keys.map((queryKey) => {
    const observer = new QueryObserver(client, {
      queryKey,
      queryFn: ({ signal }) => {
        signals.push(signal);
        fetches.set(JSON.stringify(queryKey), (fetches.get(JSON.stringify(queryKey)) ?? 0) + 1);
        return answer();
      },
    });
    return observer.subscribe(() => undefined);
  });
  return { client, fetches: (key: ReturnType<typeof slotsKey>) => fetches.get(JSON.stringify(key)) ?? 0, signals, stop: () => stops.forEach((s) => s()) };
}

const idle = (client: QueryClient) => vi.waitFor(() => expect(client.isFetching()).toBe(0));
const booking = (practitioner: string, dates = [today]) => ({ practitioner, dates, consultation: 'c1', patient: 'p1', change: 'booking' });

afterEach(() => {
  vi.useRealTimers();
});

describe('realtime invalidation passes', () => {
  it('knows the practitioners the cache holds', () => {
    const { client, stop } = screen([]);
    expect(contextFromCache(client).usernamesOf(BEN.id)).toEqual(new Set([BEN.username]));
    expect(contextFromCache(client).usernamesOf('u-new')).toBeUndefined();
    stop();
  });

  it('ten messages within the window: one pass, one fetch per concerned answer, none for the others', async () => {
    const { client, fetches, stop } = screen([slotsKey(ANNA.username), slotsKey(BEN.username)]);
    await idle(client);
    vi.useFakeTimers();
    const invalidator = createRealtimeInvalidator(client);
    for (let i = 0; i < 10; i += 1) invalidator.receive('planning', booking(ANNA.id));
    expect(fetches(slotsKey(ANNA.username))).toBe(1);
    await vi.advanceTimersByTimeAsync(COALESCE_WINDOW_MS);
    vi.useRealTimers();
    await idle(client);
    expect(fetches(slotsKey(ANNA.username))).toBe(2);
    expect(fetches(slotsKey(BEN.username))).toBe(1);
    invalidator.stop();
    stop();
  });

  it('a message of another day refreshes nothing shown', async () => {
    const { client, fetches, stop } = screen([slotsKey(ANNA.username)]);
    await idle(client);
    vi.useFakeTimers();
    const invalidator = createRealtimeInvalidator(client);
    invalidator.receive('planning', booking(ANNA.id, ['2026-12-01']));
    await vi.advanceTimersByTimeAsync(COALESCE_WINDOW_MS);
    vi.useRealTimers();
    await idle(client);
    expect(fetches(slotsKey(ANNA.username))).toBe(1);
    stop();
  });

  it('a message without details (an older publisher) still refreshes every planning answer', async () => {
    const { client, fetches, stop } = screen([slotsKey(ANNA.username), slotsKey(BEN.username)]);
    await idle(client);
    vi.useFakeTimers();
    const invalidator = createRealtimeInvalidator(client);
    invalidator.receive('planning', { practitioner: ANNA.id, change: 'booking' });
    await vi.advanceTimersByTimeAsync(COALESCE_WINDOW_MS);
    vi.useRealTimers();
    await idle(client);
    expect([fetches(slotsKey(ANNA.username)), fetches(slotsKey(BEN.username))]).toEqual([2, 2]);
    stop();
  });

  it('a fetch on its way is not cancelled: it finishes, then the answer is fetched once more', async () => {
    let release: (() => void) | undefined;
    const { client, fetches, signals, stop } = screen([slotsKey(ANNA.username)], () => new Promise((resolve) => (release = () => resolve({ kind: 'range' }))));
    await vi.waitFor(() => expect(release).toBeDefined());
    vi.useFakeTimers();
    const invalidator = createRealtimeInvalidator(client);
    invalidator.receive('planning', booking(ANNA.id));
    await vi.advanceTimersByTimeAsync(COALESCE_WINDOW_MS);
    vi.useRealTimers();
    expect(fetches(slotsKey(ANNA.username))).toBe(1);
    release!();
    await vi.waitFor(() => expect(fetches(slotsKey(ANNA.username))).toBe(2));
    release!();
    await idle(client);
    expect(signals.some((signal) => signal.aborted)).toBe(false);
    stop();
  });
});
