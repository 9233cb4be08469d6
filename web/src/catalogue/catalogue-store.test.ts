import { describe, expect, it, vi } from 'vitest';
import { createCatalogueStore } from './catalogue-store';

type Lists = { colours: string };

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('catalogue store', () => {
  it('loads a list once on first use and tells subscribers', async () => {
    const load = vi.fn(() => Promise.resolve(['red']));
    const store = createCatalogueStore<Lists>({ colours: load }, () => 'failed');
    const listener = vi.fn();
    store.subscribe('colours', listener);
    store.ensure('colours');
    store.ensure('colours');
    expect(store.snapshot('colours').status).toBe('loading');
    await vi.waitFor(() => expect(store.snapshot('colours')).toEqual({ status: 'ready', items: ['red'], error: undefined }));
    store.ensure('colours');
    expect(load).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps the old items while reloading and lets only the newest answer win', async () => {
    const slow = deferred<string[]>();
    const fast = deferred<string[]>();
    const answers = [slow.promise, fast.promise];
    const store = createCatalogueStore<Lists>({ colours: () => answers.shift()! }, () => 'failed');
    store.put('colours', ['old']);
    const first = store.reload('colours');
    const second = store.reload('colours');
    expect(store.snapshot('colours').items).toEqual(['old']);
    fast.resolve(['new']);
    await second;
    slow.resolve(['stale']);
    await first;
    expect(store.snapshot('colours').items).toEqual(['new']);
  });

  it('reports a failure, and stays quiet when the error says the app is leaving', async () => {
    const store = createCatalogueStore<Lists>({ colours: () => Promise.reject(new Error('x')) }, (error) => ((error as Error).message === 'x' ? 'Could not load' : undefined));
    await store.reload('colours');
    expect(store.snapshot('colours')).toMatchObject({ status: 'failed', error: 'Could not load' });
    const quiet = createCatalogueStore<Lists>({ colours: () => Promise.reject(new Error('redirected')) }, () => undefined);
    await quiet.reload('colours');
    expect(quiet.snapshot('colours').status).toBe('loading');
    expect(quiet.has('colours')).toBe(true);
    expect(quiet.has('nope')).toBe(false);
  });

  it('applies a change to the current list', () => {
    const store = createCatalogueStore<Lists>({ colours: () => Promise.resolve([]) }, () => 'failed');
    store.put('colours', ['red']);
    store.update('colours', (items) => [...items, 'green']);
    expect(store.snapshot('colours')).toEqual({ status: 'ready', items: ['red', 'green'], error: undefined });
  });

  it('drops everything when another user signs in', async () => {
    const store = createCatalogueStore<Lists>({ colours: () => Promise.resolve(['blue']) }, () => 'failed');
    store.claim('user-a');
    store.put('colours', ['mine']);
    expect(store.ownedBy('user-a')).toBe(true);
    store.claim('user-a');
    expect(store.snapshot('colours').items).toEqual(['mine']);
    const pending = store.reload('colours');
    store.claim('user-b');
    await pending;
    expect(store.snapshot('colours').status).toBe('idle');
    expect(store.ownedBy('user-a')).toBe(false);
  });
});
