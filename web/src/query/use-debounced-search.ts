import { keepPreviousData, type QueryFunction, type QueryKey, useQuery } from '@tanstack/react-query';
import { isApiError } from '@/api';
import { secondaryErrorText } from './api-query';
import { useDebouncedValue } from './useDebouncedValue';

// A search that waits until typing pauses (spec 2 §9: employers 300 ms, patients ~300 ms), through
// the query layer: each text's answer is cached under its own key, and the items shown are
// always said to answer the text they were found for.

export interface DebouncedSearch<T> {
  items: readonly T[];
  /** The text the items answer; differs from the typed text while a search is pending. */
  answeredFor: string | undefined;
  /** Waiting for typing to pause or for the answer. */
  loading: boolean;
  error: string | undefined;
}

export interface SearchQuery<T> {
  queryKey: QueryKey;
  queryFn?: QueryFunction<readonly T[], QueryKey, never>;
}

const NONE: readonly never[] = [];

export function useDebouncedSearch<T>(text: string, delayMs: number, query: (text: string) => SearchQuery<T>, enabled = true): DebouncedSearch<T> {
  const settled = useDebouncedValue(text, delayMs);
  const { data, error, isPlaceholderData, isFetching } = useQuery({ ...query(settled), enabled, placeholderData: keepPreviousData });
  const answered = enabled && settled === text && !isPlaceholderData && !isFetching;
  const failed = Boolean(error) && !(isApiError(error) && error.redirected);
  return {
    items: failed ? NONE : (data ?? NONE),
    answeredFor: answered ? text : undefined,
    loading: enabled && !answered,
    // A refused search (a secondaryQuery's 403) says so; other failures keep the general text.
    error: answered && failed ? secondaryErrorText(error, 'The search failed.') : undefined,
  };
}
