import { type Patient } from '@praktijk/shared/schemas/patients';
import { useEffect, useState } from 'react';
import { callApi, isApiError } from '../../../api';

export type PatientLoad = { status: 'loading' } | { status: 'ready'; patient: Patient } | { status: 'failed'; message: string; notFound: boolean };

/** The record page's patient; tabs that save hand the saved record back through `replace`. */
export function usePatient(id: string) {
  // Kept with the id it belongs to: another id reads as loading until its answer comes.
  const [loaded, setLoaded] = useState<{ id: string; load: PatientLoad }>({ id: '', load: { status: 'loading' } });
  useEffect(() => {
    const controller = new AbortController();
    const setLoad = (load: PatientLoad) => setLoaded({ id, load });
    callApi('getPatient', { params: { id }, signal: controller.signal }).then(
      (patient) => setLoad({ status: 'ready', patient }),
      (error: unknown) => {
        if (controller.signal.aborted || (isApiError(error) && error.redirected)) return;
        const notFound = isApiError(error) && (error.status === 404 || error.status === 400);
        setLoad({ status: 'failed', notFound, message: notFound ? 'This patient does not exist.' : 'The patient could not be loaded.' });
      },
    );
    return () => controller.abort();
  }, [id]);
  const load: PatientLoad = loaded.id === id ? loaded.load : { status: 'loading' };
  return { load, replace: (patient: Patient) => setLoaded({ id, load: { status: 'ready', patient } }) };
}
