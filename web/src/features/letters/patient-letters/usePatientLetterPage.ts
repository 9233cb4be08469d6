import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { type Letter, LETTERS_PAGE_SIZE } from '@praktijk/shared/schemas/letters';
import { useState } from 'react';
import { isApiError } from '@/api';
import { type ServerPaging } from '@/components/table/PagedTable';
import { apiQuery, queryKeyOf, useApiMutation } from '@/query/api-query';
import { lastPageIndex } from './letter-pages';

// A patient's letters, a page at a time from the server (spec 3 §2 Patient Letters, §9: 5 a page,
// newest first), for the Letters tab and the consultation screen's Letters card alike: both read
// the same cached pages, so a letter saved in the tab shows on the card.

/** Every answer a letter write makes stale: the patient's letter pages and Manage > Logs. */
export const letterWritesStale = (patientId: string): QueryKey[] => [
  queryKeyOf('listPatientLetters', { params: { id: patientId } }),
  queryKeyOf('listLogs', { params: { id: patientId } }),
];

/** `enabled` false reads nothing (a user without can_view on letter: the server would refuse the list). */
export function usePatientLetterPage(patientId: string, enabled = true) {
  const [pageIndex, setPageIndex] = useState(0);
  const query = { page: pageIndex + 1, page_size: LETTERS_PAGE_SIZE };
  const { data, error, isFetching, isPlaceholderData } = useQuery({
    ...apiQuery('listPatientLetters', { params: { id: patientId }, query }),
    placeholderData: keepPreviousData,
    enabled,
  });
  const count = data?.count ?? 0;
  const lastPage = lastPageIndex(count, LETTERS_PAGE_SIZE);
  const rows = data?.results ?? [];

  const mutation = useApiMutation('deletePatientLetter', { invalidates: () => letterWritesStale(patientId) });
  /** Deletes a letter; after the last row of a page goes, the page before it shows. */
  const remove = async (letter: Letter) => {
    await mutation.mutateAsync({ params: { id: letter.id }, query: { consistency_token: letter.consistency_token } });
    if (rows.length === 1 && pageIndex > 0) setPageIndex(pageIndex - 1);
  };
  const failed = Boolean(error) && !(isApiError(error) && error.redirected);
  const paging: ServerPaging = {
    pageIndex,
    pageSize: LETTERS_PAGE_SIZE,
    total: count,
    hasNext: !isPlaceholderData && pageIndex < lastPage,
    onNext: () => setPageIndex((index) => index + 1),
    onPrevious: () => setPageIndex((index) => Math.max(0, index - 1)),
  };
  return {
    rows: failed ? [] : rows,
    count,
    loading: isFetching && (isPlaceholderData || !data),
    failed,
    paging,
    remove,
  };
}

export type PatientLetterPage = ReturnType<typeof usePatientLetterPage>;
