import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { type RecordKindDeclaration, type RecordRouteSpec } from '@praktijk/shared/record-kinds';
import { callApi, isApiError } from '@/api';
import { type CursorPages, currentCursor, firstCursorPage, nextCursorPage, previousCursorPage } from '@/components/table/cursor-pages';
import { type ApiOperation, queryKeyOf } from './api-query';

// The web side of a long record list (kind.paged: the Health tab's records, spec 2 §2): one page
// at a time from the server, newest first, 'Showing X to Y of Z' from the count the page carries,
// Prev through the cursors seen. Writes go in a consultation through `create` with its decursus,
// outside one through the kind's `administration` route (spec 1 §6), or `create` with no decursus
// for kinds that have none (allergies). A write returns to the first page, where the new record is.

/** Spec 2 §9: Health-area lists show 5 rows a page. */
export const HEALTH_PAGE_SIZE = 5;

export type PagedKind = RecordKindDeclaration & { paged: { by: string }; routes: { list: RecordRouteSpec } };

export interface RecordPageAnswer<T> {
  results: T[];
  count: number;
  next: string | null;
}

const callRecordApi = callApi as unknown as (operation: ApiOperation, options?: object) => Promise<unknown>;
const operationOf = (spec: RecordRouteSpec) => spec.operation as ApiOperation;

/** Every answer a write of this kind for this patient makes stale: its pages, the patient's Logs, the charts. */
export function pagedKindStale(kind: PagedKind, patientId: string, alsoStale: readonly QueryKey[] = []): QueryKey[] {
  return [[kind.routes.list.operation, { params: { id: patientId } }], queryKeyOf('listLogs', { params: { id: patientId } }), ...alsoStale];
}

export interface PagedRecordSettings {
  enabled?: boolean;
  /** The consultation's note: records written here belong to it (spec 1 §3). */
  decursusId?: string | null;
  /** More answers a write makes stale (the chart beside the list). */
  alsoStale?: readonly QueryKey[];
  /** Rows a page: HEALTH_PAGE_SIZE (5) unless told; the Treatments tab's vaccinations show 10 (spec 2 §9). */
  pageSize?: number;
  /** More list query parameters, sent with every page: the prescriptions' `{ is_chronic: true }` (one list per value). None unless told. */
  query?: Readonly<Record<string, unknown>>;
}

export function usePagedRecordKind<T extends { id: string; consistency_token: string }>(
  kind: PagedKind,
  patientId: string,
  settings: PagedRecordSettings = {},
) {
  const client = useQueryClient();
  const [pages, setPages] = useState<CursorPages>(firstCursorPage);
  const cursor = currentCursor(pages);
  const pageSize = settings.pageSize ?? HEALTH_PAGE_SIZE;
  const query = { ...settings.query, cursor, limit: pageSize };
  const listOperation = operationOf(kind.routes.list);
  const { data, error, isFetching, isPlaceholderData } = useQuery({
    queryKey: queryKeyOf(listOperation, { params: { id: patientId }, query }),
    queryFn: ({ signal }) => callRecordApi(listOperation, { params: { id: patientId }, query, signal }) as Promise<RecordPageAnswer<T>>,
    placeholderData: keepPreviousData,
    enabled: settings.enabled ?? true,
  });
  const stale = pagedKindStale(kind, patientId, settings.alsoStale);
  /** Reads again what a write made stale (also after writes made elsewhere: a medical card's upload). */
  const refresh = () => Promise.all(stale.map((queryKey) => client.invalidateQueries({ queryKey })));
  const afterWrite = (backToFirst: boolean) => {
    if (backToFirst) setPages(firstCursorPage);
    void refresh();
  };

  const { create, administration, delete: remove } = kind.routes;
  const inConsultation = Boolean(settings.decursusId);
  const createRoute = inConsultation || !administration ? create : administration;
  const createRecord = useMutation<T, unknown, Record<string, unknown>>({
    mutationFn: (fields) => {
      if (!createRoute) return Promise.reject(new Error('This record kind cannot be added'));
      const options =
        createRoute === administration
          ? { params: { id: patientId }, body: fields }
          : { body: { ...fields, patient: patientId, decursus: settings.decursusId ?? null } };
      return callRecordApi(operationOf(createRoute), options) as Promise<T>;
    },
    onSuccess: () => afterWrite(true),
  });
  const removeRecord = useMutation<unknown, unknown, T>({
    mutationFn: (record) =>
      remove
        ? callRecordApi(operationOf(remove), { params: { id: record.id }, query: { consistency_token: record.consistency_token } })
        : Promise.reject(new Error('No delete')),
    onSuccess: () => afterWrite(false),
  });

  const failed = Boolean(error) && !(isApiError(error) && error.redirected);
  const next = isPlaceholderData ? null : (data?.next ?? null);
  return {
    rows: failed ? [] : (data?.results ?? []),
    count: data?.count ?? 0,
    loading: isFetching && (isPlaceholderData || !data),
    failed,
    paging: {
      pageIndex: pages.pageIndex,
      pageSize,
      total: data?.count ?? 0,
      hasNext: Boolean(next),
      onNext: () => setPages((p) => nextCursorPage(p, next)),
      onPrevious: () => setPages(previousCursorPage),
    },
    create: createRoute ? createRecord : undefined,
    remove: remove ? removeRecord : undefined,
    refresh,
  };
}
