import { type PatientSummary } from '@praktijk/shared/schemas/patients';
import { useEffect, useState } from 'react';
import { callApi, isApiError } from '../../../api';
import { currentCursor, type CursorPages, firstCursorPage, nextCursorPage, previousCursorPage } from '../../../components/table/cursor-pages';

// All Patients: one page of the server's search at a time (10 a page, cursor paging), waiting
// ~300 ms after typing pauses. A new search text starts again at the first page.
export const PATIENT_PAGE_SIZE = 10;
const SEARCH_DEBOUNCE_MS = 300;

interface PageState {
  rows: readonly PatientSummary[];
  count: number;
  next: string | null;
  /** The search and cursor this page answers; another means a newer request is on its way. */
  answers: string | undefined;
  error?: string;
}

export function usePatientList() {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [pages, setPages] = useState<CursorPages>(firstCursorPage);
  const [page, setPage] = useState<PageState>({ rows: [], count: 0, next: null, answers: undefined });

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(text.trim());
      setPages(firstCursorPage);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const cursor = currentCursor(pages);
  const requestKey = `${search}|${cursor ?? ''}`;
  useEffect(() => {
    const controller = new AbortController();
    callApi('listPatients', { query: { search: search || undefined, cursor, limit: PATIENT_PAGE_SIZE }, signal: controller.signal }).then(
      (answer) => setPage({ rows: answer.results, count: answer.count, next: answer.next, answers: requestKey }),
      (error: unknown) => {
        if (controller.signal.aborted || (isApiError(error) && error.redirected)) return;
        setPage({ rows: [], count: 0, next: null, answers: requestKey, error: isApiError(error) ? error.message : 'The patients could not be loaded.' });
      },
    );
    return () => controller.abort();
  }, [search, cursor, requestKey]);

  return {
    text,
    setText,
    page: { ...page, loading: page.answers !== requestKey },
    pageIndex: pages.pageIndex,
    onNext: () => setPages((p) => nextCursorPage(p, page.next)),
    onPrevious: () => setPages(previousCursorPage),
  };
}
