import { type PatientSummary } from '@praktijk/shared/schemas/patients';
import { RELATED_PATIENT_DEBOUNCE_MS } from './relation-constants';
import { useEffect, useState } from 'react';
import { callApi, isApiError } from '../../../../../api';

export type RelatableSearch = { status: 'idle' | 'loading' | 'finished' | 'error'; results: readonly PatientSummary[] };

/**
 * Patients that can be related, searched by full name on the server (spec 2 §9: 100 ms after the
 * last key). An answer for older text is dropped, so fast typing never shows stale results.
 */
export function useRelatableSearch(patientId: string, text: string): RelatableSearch {
  const term = text.trim();
  const [answer, setAnswer] = useState<{ term: string; failed: boolean; results: readonly PatientSummary[] }>({ term: '', failed: false, results: [] });

  useEffect(() => {
    if (!term) return;
    let active = true;
    const timer = setTimeout(() => {
      callApi('searchRelatable', { params: { id: patientId }, query: { search: term } }).then(
        (results) => active && setAnswer({ term, failed: false, results }),
        (error: unknown) => active && !(isApiError(error) && error.redirected) && setAnswer({ term, failed: true, results: [] }),
      );
    }, RELATED_PATIENT_DEBOUNCE_MS);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [patientId, term]);

  // Derived rather than set in the effect: the answer belongs to the text it was asked for.
  if (!term) return { status: 'idle', results: [] };
  if (answer.term !== term) return { status: 'loading', results: answer.results };
  return { status: answer.failed ? 'error' : 'finished', results: answer.results };
}
