import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '@/api';
import { type CursorPages, currentCursor, firstCursorPage, nextCursorPage, previousCursorPage } from '@/components/table/cursor-pages';
import { apiQuery } from '@/query/api-query';
import { type LogEntry } from './log-format';

export const LOG_PAGE_SIZE = 10; // spec 3 §2: 10 logs a page

const NO_ROWS: readonly LogEntry[] = [];
const NO_NAMES: Readonly<Record<string, string>> = {};

/** One page of the patient's log, newest first, optionally of one model; Prev uses the cursors seen. */
export function useLogPage(patientId: string, model: string) {
  const [pages, setPages] = useState<CursorPages>(firstCursorPage);
  const cursor = currentCursor(pages);
  const { data, error, isFetching, isPlaceholderData } = useQuery({
    ...apiQuery('listLogs', { params: { id: patientId }, query: { model: model || undefined, cursor, limit: LOG_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
  const failed = Boolean(error) && !(isApiError(error) && error.redirected);
  const next = isPlaceholderData ? null : (data?.next ?? null);
  return {
    rows: failed ? NO_ROWS : (data?.results ?? NO_ROWS),
    /** The names of the patients the page's entries hold by id. */
    patientNames: data?.patient_names ?? NO_NAMES,
    /** Entries of the whole log (of the model filtered on): the footer's 'of Z'. */
    count: failed ? 0 : (data?.count ?? 0),
    /** The log is longer than the server counts (AUDIT_LOG_COUNT_WINDOW): `count` is a lower bound, 'of 200+'. */
    countAtLeast: !failed && Boolean(data?.count_at_least),
    next,
    loading: isFetching && (isPlaceholderData || !data),
    failed,
    pageIndex: pages.pageIndex,
    onNext: () => setPages((p) => nextCursorPage(p, next)),
    onPrevious: () => setPages(previousCursorPage),
    /** A new filter starts again at the first page. */
    restart: () => setPages(firstCursorPage),
  };
}
