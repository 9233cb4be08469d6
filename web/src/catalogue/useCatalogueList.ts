import { type ConsultReasonType } from '@praktijk/shared/schemas/planning';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { callApi, isApiError } from '../api';
import { useCurrentUser } from '../auth/current-user';
import { subscribeRealtime } from '../realtime/bus';
import { type CatalogueEntry, createCatalogueStore } from './catalogue-store';

// The practice lists the client caches, by the name the server's 'catalogue' message uses.
// More lists join here as their screens arrive (employers, templates, ...).
export interface CatalogueLists extends Record<string, unknown> {
  consult_reason_types: ConsultReasonType;
}

export type CatalogueName = keyof CatalogueLists & string;

const store = createCatalogueStore<CatalogueLists>(
  { consult_reason_types: () => callApi('listConsultReasonTypes') },
  (error) => (isApiError(error) && error.redirected ? undefined : error instanceof Error ? error.message : 'The list could not be loaded.'),
);

// One realtime subscription for the whole app: a change announced by the server reloads the
// named list if anyone has loaded it; lists nobody uses are fetched when first needed.
subscribeRealtime('catalogue', (payload) => {
  const name = payload.name;
  if (typeof name === 'string' && store.has(name) && store.snapshot(name).status !== 'idle') void store.reload(name);
});

const IDLE_ENTRY: CatalogueEntry<never> = { status: 'idle', items: undefined, error: undefined };

export interface CatalogueList<T> extends CatalogueEntry<T> {
  reload(): Promise<void>;
  /** Applies the screen's own change (the server's answer) to the cached list at once. */
  update(change: (items: readonly T[]) => readonly T[]): void;
}

/** const reasons = useCatalogueList('consult_reason_types'): cached, shared, kept fresh. */
export function useCatalogueList<K extends CatalogueName>(name: K): CatalogueList<CatalogueLists[K]> {
  const { state } = useCurrentUser();
  const owner = state.status === 'ready' ? `${state.user.practice.id}/${state.user.id}` : undefined;
  const entry = useSyncExternalStore(
    useCallback((listener: () => void) => store.subscribe(name, listener), [name]),
    () => (store.ownedBy(owner) ? store.snapshot(name) : IDLE_ENTRY),
  );
  useEffect(() => {
    if (!owner) return;
    store.claim(owner);
    store.ensure(name);
  }, [name, owner]);
  const reload = useCallback(() => store.reload(name), [name]);
  const update = useCallback((change: (items: readonly CatalogueLists[K][]) => readonly CatalogueLists[K][]) => store.update(name, change), [name]);
  return { ...entry, reload, update };
}
