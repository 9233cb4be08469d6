import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '@/api';
import { currentCursor, type CursorPages, firstCursorPage, nextCursorPage, previousCursorPage } from '@/components/table/cursor-pages';
import { apiQuery } from '@/query/api-query';
import { useDebouncedValue } from '@/query/useDebouncedValue';

// All Patients: one page of the server's search at a time (10 a page, cursor paging), waiting
// ~300 ms after typing pauses. A new search text starts again at the first page.
export const PATIENT_PAGE_SIZE = 10;
export const SEARCH_DEBOUNCE_MS = 300;

export function usePatientList() {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  // The pages belong to the search they were found for: a new search starts at its first page.
  const [paged, setPaged] = useState<{ search: string; pages: CursorPages }>({ search, pages: firstCursorPage });
  const pages = paged.search === search ? paged.pages : firstCursorPage;
  const cursor = currentCursor(pages);
  const { data, error, isPlaceholderData, isFetching } = useQuery({
    ...apiQuery('listPatients', { query: { search: search || undefined, cursor, limit: PATIENT_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
  const failed = error && !(isApiError(error) && error.redirected) ? (isApiError(error) ? error.message : 'The patients could not be loaded.') : undefined;
  const page = failed
    ? { rows: [], count: 0, countAtLeast: false, next: null, error: failed }
    : { rows: data?.results ?? [], count: data?.count ?? 0, countAtLeast: data?.count_at_least ?? false, next: data?.next ?? null };

  return {
    text,
    setText,
    page: { ...page, loading: isPlaceholderData || (isFetching && !data) },
    pageIndex: pages.pageIndex,
    onNext: () => setPaged({ search, pages: nextCursorPage(pages, page.next) }),
    onPrevious: () => setPaged({ search, pages: previousCursorPage(pages) }),
  };
}
