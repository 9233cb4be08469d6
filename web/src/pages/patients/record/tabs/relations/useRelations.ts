import { relationKind } from '@praktijk/shared/record-kinds';
import { isApiError } from '@/api';
import { queryKeyOf } from '@/query/api-query';
import { type RecordKindHooks, useRecordKind } from '@/query/record-kind';
import { type Relation } from './relation-constants';

/** What a change of any relation makes stale besides the relation lists: who can still be related. */
const RELATION_ALSO_STALE = [queryKeyOf('searchRelatable')];

export type RelationWrites = RecordKindHooks<typeof relationKind>;

export interface RelationList {
  relations: readonly Relation[];
  loading: boolean;
  failed: boolean;
}

const NONE: readonly Relation[] = [];

/** The patient's relations and their writes; every write loads the lists again (query/record-kind.ts). */
export function useRelations(patientId: string): RelationList & Omit<RelationWrites, 'list'> {
  const { list, create, update, remove } = useRecordKind(relationKind, patientId, { alsoStale: RELATION_ALSO_STALE });
  const { data, error } = list;
  // Only the first load of a patient shows the spinner; a reload keeps the rows in view.
  const failed = Boolean(error) && !(isApiError(error) && error.redirected);
  return { relations: data ?? NONE, loading: !data && !error, failed, create, update, remove };
}
