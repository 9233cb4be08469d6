import { type QueryClient, type QueryKey, type UseMutationResult, type UseQueryResult, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type z } from 'zod';
import { type RecordKindDeclaration, type RecordOperation, type RecordRouteSpec, type recordMetaSchema } from '@praktijk/shared/record-kinds';
import { callApi } from '@/api';
import { type ApiOperation, type ApiOptions, type ApiResult, queryKeyOf } from './api-query';

// The web side of a patient-record kind (DESIGN §3, §10): its list query and its writes, derived
// from the kind's declaration, the same one the route table is built from. Every write makes the
// kind's lists and the patient's Logs stale (the server logs each write) and puts the saved record
// into the list at once, so a form shows what was saved before the refetch confirms it.

/** A kind the web reads: one that has a list route (every declared kind has). */
export type ListedKind = RecordKindDeclaration & { routes: { list: RecordRouteSpec } };

/** The operation of one of the kind's routes ('createMemo'), never when the kind lacks it. */
export type KindOperation<K extends RecordKindDeclaration, R extends RecordOperation> = K['routes'] extends { [P in R]: { operation: infer O } }
  ? Extract<O, ApiOperation>
  : never;

type Mutation<Op extends ApiOperation> = UseMutationResult<ApiResult<Op>, unknown, ApiOptions<Op>>;
type MutationOf<K extends RecordKindDeclaration, R extends RecordOperation> = [KindOperation<K, R>] extends [never] ? undefined : Mutation<KindOperation<K, R>>;

export interface RecordKindHooks<K extends ListedKind> {
  list: UseQueryResult<ApiResult<KindOperation<K, 'list'>>>;
  create: MutationOf<K, 'create'>;
  update: MutationOf<K, 'update'>;
  remove: MutationOf<K, 'delete'>;
}

export interface RecordKindSettings {
  /** False while the user may not view the kind: nothing is fetched. */
  enabled?: boolean;
  /** Other answers a write of this kind makes stale (who can still be related). */
  alsoStale?: readonly QueryKey[];
}

type StoredRecord = z.output<typeof recordMetaSchema>;
type ListData = StoredRecord | readonly StoredRecord[] | null | undefined;

// The route table is built from these same declarations (shared/src/records/routes.ts), so a
// route's operation name is an operation of the typed client; TypeScript cannot see that through
// the declaration's plain `string`, nor relate a generic operation to callApi's signature.
// The hook's return type below keeps the per-operation types for every caller.
const operationOf = (spec: RecordRouteSpec) => spec.operation as ApiOperation;
const callRecordApi = callApi as unknown as (operation: ApiOperation, options?: object) => Promise<unknown>;

/** The list's key for one patient, and what every write of the kind makes stale. */
export function recordKindKeys(kind: ListedKind, patientId: string, alsoStale: readonly QueryKey[] = []) {
  const listOperation = operationOf(kind.routes.list);
  return {
    list: queryKeyOf(listOperation, { params: { id: patientId } }),
    // Every patient's list of the kind: a relation written here shows on the related patient too.
    // The Logs key is the prefix of every page and filter of the patient's log.
    stale: [queryKeyOf(listOperation), queryKeyOf('listLogs', { params: { id: patientId } }), ...alsoStale],
  };
}

/** The cached list with a saved record in it: the record of a single kind, else replaced in place or appended. */
export function withSavedRecord(current: ListData, saved: StoredRecord, single: boolean): ListData {
  if (single) return saved;
  if (!Array.isArray(current)) return current; // not loaded yet: the refetch brings it
  const list: readonly StoredRecord[] = current;
  return list.some((r) => r.id === saved.id) ? list.map((r) => (r.id === saved.id ? saved : r)) : [...list, saved];
}

function useRecordWrite(
  client: QueryClient,
  spec: RecordRouteSpec | undefined,
  onSaved: ((saved: StoredRecord) => void) | undefined,
  stale: readonly QueryKey[],
) {
  return useMutation<unknown, unknown, object>({
    mutationFn: (options) => (spec ? callRecordApi(operationOf(spec), options) : Promise.reject(new Error('This record kind has no such route'))),
    onSuccess: (result) => {
      onSaved?.(result as StoredRecord);
      // Not awaited: the form answers as soon as the write is done; the lists follow.
      for (const queryKey of stale) void client.invalidateQueries({ queryKey });
    },
  });
}

/** const { list, create, update, remove } = useRecordKind(insuranceKind, patient.id) */
export function useRecordKind<K extends ListedKind>(kind: K, patientId: string, settings: RecordKindSettings = {}): RecordKindHooks<K> {
  const client = useQueryClient();
  const keys = recordKindKeys(kind, patientId, settings.alsoStale);
  const list = useQuery({
    queryKey: keys.list,
    queryFn: ({ signal }) => callRecordApi(operationOf(kind.routes.list), { params: { id: patientId }, signal }),
    enabled: settings.enabled ?? true,
  });
  const putSaved = (saved: StoredRecord) => client.setQueryData<ListData>(keys.list, (current) => withSavedRecord(current, saved, Boolean(kind.single)));
  const { create, update, delete: remove } = kind.routes;
  const hooks = {
    list,
    create: useRecordWrite(client, create, putSaved, keys.stale),
    update: useRecordWrite(client, update, putSaved, keys.stale),
    remove: useRecordWrite(client, remove, undefined, keys.stale),
  };
  return {
    list: hooks.list,
    create: create ? hooks.create : undefined,
    update: update ? hooks.update : undefined,
    remove: remove ? hooks.remove : undefined,
  } as unknown as RecordKindHooks<K>;
}
