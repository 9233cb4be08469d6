import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../../../api';
import { apiQuery, queryKeyOf } from '../../../../../query/api-query';
import { type Relation } from './relation-constants';

/** What a change of any relation makes stale: both patients' lists, and who can still be related. */
export const relationReads = () => [queryKeyOf('listRelations'), queryKeyOf('searchRelatable')];

export interface RelationList {
  relations: readonly Relation[];
  loading: boolean;
  failed: boolean;
}

const NONE: readonly Relation[] = [];

/** The patient's relations, loaded again after every change (the mutations invalidate `relationReads`). */
export function useRelations(patientId: string): RelationList {
  const { data, error } = useQuery(apiQuery('listRelations', { params: { id: patientId } }));
  // Only the first load of a patient shows the spinner; a reload keeps the rows in view.
  const failed = Boolean(error) && !(isApiError(error) && error.redirected);
  return { relations: data ?? NONE, loading: !data && !error, failed };
}
