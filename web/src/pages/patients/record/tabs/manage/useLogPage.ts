import { useEffect, useState } from 'react';
import { callApi, isApiError } from '../../../../../api';
import { type CursorPages, currentCursor, firstCursorPage, nextCursorPage, previousCursorPage } from '../../../../../components/table/cursor-pages';
import { type LogEntry } from './log-format';

export const LOG_PAGE_SIZE = 10; // spec 3 §2: 10 logs a page

interface Answer {
  key: string;
  rows: readonly LogEntry[];
  next: string | null;
  failed: boolean;
}

/** One page of the patient's log, newest first, optionally of one model; Prev uses the cursors seen. */
export function useLogPage(patientId: string, model: string) {
  const [pages, setPages] = useState<CursorPages>(firstCursorPage);
  const [answer, setAnswer] = useState<Answer>({ key: '', rows: [], next: null, failed: false });
  const cursor = currentCursor(pages);
  const key = JSON.stringify([patientId, model, cursor ?? '']);

  useEffect(() => {
    let active = true;
    callApi('listLogs', { params: { id: patientId }, query: { model: model || undefined, cursor, limit: LOG_PAGE_SIZE } }).then(
      (page) => active && setAnswer({ key, rows: page.results, next: page.next, failed: false }),
      (error: unknown) => active && !(isApiError(error) && error.redirected) && setAnswer({ key, rows: [], next: null, failed: true }),
    );
    return () => {
      active = false;
    };
  }, [patientId, model, cursor, key]);

  const { next } = answer;
  return {
    rows: answer.rows,
    loading: answer.key !== key,
    failed: answer.failed,
    pageIndex: pages.pageIndex,
    hasNext: Boolean(next),
    onNext: () => setPages((p) => nextCursorPage(p, next)),
    onPrevious: () => setPages(previousCursorPage),
    /** A new filter starts again at the first page. */
    restart: () => setPages(firstCursorPage),
  };
}
