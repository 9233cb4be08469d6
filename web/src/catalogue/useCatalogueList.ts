import { type ConsultReasonType } from '@praktijk/shared/schemas/planning';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { isApiError } from '@/api';
import { apiQuery } from '@/query/api-query';

// The practice's own lists (spec 1 §4 "catalogue"), cached in the query layer: fetched once and
// shared by every screen that shows them, fetched again when the server's realtime 'catalogue'
// message names them (query/realtime-invalidation.ts). More lists join as their screens arrive.
const LIST_QUERIES = {
  consult_reason_types: () => apiQuery('listConsultReasonTypes'),
} as const;

interface CatalogueLists {
  consult_reason_types: ConsultReasonType;
}

export type CatalogueName = keyof typeof LIST_QUERIES;
export type CatalogueStatus = 'loading' | 'ready' | 'failed';

export interface CatalogueList<T> {
  status: CatalogueStatus;
  /** The last list loaded; kept while a reload runs so screens do not flicker. */
  items: readonly T[] | undefined;
  error: string | undefined;
  reload(): Promise<void>;
  /** Applies the screen's own change (the server's answer) to the cached list at once. */
  update(change: (items: readonly T[]) => readonly T[]): void;
}

function errorText(error: unknown): string | undefined {
  // undefined: the app is leaving for /login or /logout; say nothing.
  if (!error || (isApiError(error) && error.redirected)) return undefined;
  return error instanceof Error ? error.message : 'The list could not be loaded.';
}

/** const reasons = useCatalogueList('consult_reason_types'): cached, shared, kept fresh. */
export function useCatalogueList<K extends CatalogueName>(name: K): CatalogueList<CatalogueLists[K]> {
  const client = useQueryClient();
  const options = useMemo(() => LIST_QUERIES[name](), [name]);
  const { data, error, isFetching, refetch } = useQuery(options);
  const { queryKey } = options;
  const reload = useCallback(() => refetch().then(() => undefined), [refetch]);
  const update = useCallback(
    (change: (items: readonly CatalogueLists[K][]) => readonly CatalogueLists[K][]) =>
      client.setQueryData(queryKey, (items: CatalogueLists[K][] | undefined) => [...change(items ?? [])]),
    [client, queryKey],
  );
  const message = isFetching ? undefined : errorText(error);
  const status: CatalogueStatus = message ? 'failed' : data ? 'ready' : 'loading';
  return { status, items: data, error: message, reload, update };
}
