import { useCallback, useEffect, useState } from 'react';
import { callApi, isApiError } from '../../../../../api';
import { type Relation } from './relation-constants';

export interface RelationList {
  relations: readonly Relation[];
  loading: boolean;
  failed: boolean;
  reload(): void;
}

interface Answer {
  /** Which request this answers: loading is "the latest answer is for an older request". */
  key: string;
  relations: readonly Relation[];
  failed: boolean;
}

/** The patient's relations, loaded again after every change. */
export function useRelations(patientId: string): RelationList {
  const [version, setVersion] = useState(0);
  const [answer, setAnswer] = useState<Answer>({ key: '', relations: [], failed: false });
  const key = `${patientId}:${version}`;

  useEffect(() => {
    let active = true;
    callApi('listRelations', { params: { id: patientId } }).then(
      (relations) => active && setAnswer({ key, relations, failed: false }),
      (error: unknown) => active && !(isApiError(error) && error.redirected) && setAnswer((a) => ({ ...a, key, failed: true })),
    );
    return () => {
      active = false;
    };
  }, [patientId, key]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
    // Only the first load of a patient shows the spinner; a reload keeps the rows in view.
  const loading = !answer.key.startsWith(`${patientId}:`);
  return { relations: answer.relations, loading, failed: answer.failed, reload };
}
