import { type PatientSummary } from '@praktijk/shared/schemas/patients';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { isApiError } from '@/api';
import { apiQuery } from '@/query/api-query';
import { useDebouncedValue } from '@/query/useDebouncedValue';
import { RELATED_PATIENT_DEBOUNCE_MS } from './relation-constants';

export type RelatableSearch = { status: 'idle' | 'loading' | 'finished' | 'error'; results: readonly PatientSummary[] };

const NONE: readonly PatientSummary[] = [];

/**
 * Patients that can be related, searched by full name on the server (spec 2 §9: 100 ms after the
 * last key). The answer shown is always the one for the text searched, so fast typing never
 * shows stale results as final.
 */
export function useRelatableSearch(patientId: string, text: string): RelatableSearch {
  const term = text.trim();
  const searched = useDebouncedValue(term, RELATED_PATIENT_DEBOUNCE_MS);
  const { data, error, isPlaceholderData, isFetching } = useQuery({
    ...apiQuery('searchRelatable', { params: { id: patientId }, query: { search: searched } }),
    enabled: searched !== '',
    placeholderData: keepPreviousData,
  });
  if (!term) return { status: 'idle', results: NONE };
  const results = data ?? NONE;
  if (searched !== term || isPlaceholderData || (isFetching && !data && !error)) return { status: 'loading', results };
  if (error) return isApiError(error) && error.redirected ? { status: 'loading', results } : { status: 'error', results: NONE };
  return { status: 'finished', results };
}
