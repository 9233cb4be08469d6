// A small cache of the practice's lists (spec 1 §4 "catalogue"): each list is fetched once and
// shared by every screen that shows it, and fetched again when the server announces a change
// (a realtime 'catalogue' message naming it) or a screen changed it itself.

export type CatalogueStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface CatalogueEntry<T> {
  status: CatalogueStatus;
  /** The last list loaded; kept while a reload runs so screens do not flicker. */
  items: readonly T[] | undefined;
  error: string | undefined;
}

type Loaders<L> = { [K in keyof L]: () => Promise<readonly L[K][]> };

const IDLE: CatalogueEntry<never> = { status: 'idle', items: undefined, error: undefined };

export function createCatalogueStore<L extends Record<string, unknown>>(loaders: Loaders<L>, describeError: (error: unknown) => string | undefined) {
  const entries = new Map<keyof L, CatalogueEntry<unknown>>();
  const listeners = new Map<keyof L, Set<() => void>>();
  const latestRequest = new Map<keyof L, number>();
  let requests = 0;
  let owner: string | undefined;

  const set = <K extends keyof L>(name: K, entry: CatalogueEntry<L[K]>) => {
    entries.set(name, entry);
    for (const listener of listeners.get(name) ?? []) listener();
  };

  function snapshot<K extends keyof L>(name: K): CatalogueEntry<L[K]> {
    return (entries.get(name) as CatalogueEntry<L[K]> | undefined) ?? IDLE;
  }

  async function reload<K extends keyof L>(name: K): Promise<void> {
    const request = ++requests;
    latestRequest.set(name, request);
    set(name, { ...snapshot(name), status: 'loading', error: undefined });
    try {
      const items = await loaders[name]();
      // Only the newest request may answer: an older, slower one would bring back stale data.
      if (latestRequest.get(name) === request) set(name, { status: 'ready', items, error: undefined });
    } catch (error) {
      if (latestRequest.get(name) !== request) return;
      const message = describeError(error);
      // undefined: the app is leaving for /login or /logout; keep what there is and say nothing.
      set(name, { ...snapshot(name), status: message === undefined ? snapshot(name).status : 'failed', error: message });
    }
  }

  return {
    snapshot,
    reload,
    /** Loads a list nobody has asked for yet. */
    ensure<K extends keyof L>(name: K): void {
      if (snapshot(name).status === 'idle') void reload(name);
    },
    /** Puts a list the screen already knows (an answer to its own change) without a fetch. */
    put<K extends keyof L>(name: K, items: readonly L[K][]): void {
      set(name, { status: 'ready', items, error: undefined });
    },
    /** Applies a change to the list as it is now (not as some earlier render saw it). */
    update<K extends keyof L>(name: K, change: (items: readonly L[K][]) => readonly L[K][]): void {
      set(name, { status: 'ready', items: change(snapshot(name).items ?? []), error: undefined });
    },
    subscribe(name: keyof L, listener: () => void): () => void {
      let set = listeners.get(name);
      if (!set) listeners.set(name, (set = new Set()));
      set.add(listener);
      return () => set.delete(listener);
    },
    /**
     * Lists belong to one signed-in user's practice: when another user signs in in the same tab,
     * everything cached is dropped (and answers still on their way are ignored).
     */
    claim(newOwner: string): void {
      if (owner === newOwner) return;
      owner = newOwner;
      const names = [...entries.keys()];
      entries.clear();
      latestRequest.clear();
      for (const name of names) for (const listener of listeners.get(name) ?? []) listener();
    },
    ownedBy(candidate: string | undefined): boolean {
      return candidate !== undefined && owner === candidate;
    },
    has(name: string): name is keyof L & string {
      return Object.hasOwn(loaders, name);
    },
  };
}

export type CatalogueStore<L extends Record<string, unknown>> = ReturnType<typeof createCatalogueStore<L>>;
