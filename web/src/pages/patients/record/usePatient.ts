import { type Patient } from '@praktijk/shared/schemas/patients';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { isApiError } from '@/api';
import { apiQuery } from '@/query/api-query';

export type PatientLoad = { status: 'loading' } | { status: 'ready'; patient: Patient } | { status: 'failed'; message: string; notFound: boolean };

function loadOf(patient: Patient | undefined, error: unknown): PatientLoad {
  if (patient) return { status: 'ready', patient };
  if (!error || (isApiError(error) && error.redirected)) return { status: 'loading' };
  const notFound = isApiError(error) && (error.status === 404 || error.status === 400);
  return { status: 'failed', notFound, message: notFound ? 'This patient does not exist.' : 'The patient could not be loaded.' };
}

/** The record page's patient; tabs that save hand the saved record back through `replace`. */
export function usePatient(id: string) {
  const client = useQueryClient();
  const patientQuery = useMemo(() => apiQuery('getPatient', { params: { id } }), [id]);
  const { data, error } = useQuery(patientQuery);
  const replace = useCallback((patient: Patient) => client.setQueryData(patientQuery.queryKey, patient), [client, patientQuery]);
  return { load: loadOf(data, error), replace };
}
