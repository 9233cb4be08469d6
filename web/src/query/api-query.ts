import { type QueryClient, type QueryKey, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, callSecondaryApi, isApiError } from '@/api';

// The one query layer (DESIGN §10): every read of server state is a TanStack query whose key is
// the operation's name and its parameters, and every write a mutation that names the keys it
// makes stale. Types come from the typed API client, so from the route table.

export type ApiOperation = Parameters<typeof callApi>[0];
type WithoutOperation<T> = T extends [unknown, ...infer Rest] ? Rest : never;
/** What callApi takes after the operation's name: [options] or [options?]. */
export type ApiCallArgs<Op extends ApiOperation> = WithoutOperation<Parameters<typeof callApi<Op>>>;
export type ApiOptions<Op extends ApiOperation> = ApiCallArgs<Op>[0];
export type ApiResult<Op extends ApiOperation> = Awaited<ReturnType<typeof callApi<Op>>>;

// Inside this file the operation is generic, which TypeScript cannot relate to callApi's own
// signature; the public functions below keep the per-operation types for every caller.
type AnyCall = (operation: ApiOperation, options?: object) => Promise<unknown>;
const callAnyApi = callApi as unknown as AnyCall;
const callAnySecondaryApi = callSecondaryApi as unknown as AnyCall;

interface KeyParts {
  params?: Readonly<Record<string, string>>;
  query?: Readonly<Record<string, unknown>>;
}

/**
 * ['listInsurances', { params: { id } }]: the key of an operation's answer. Without parts it is
 * the prefix of every key of that operation (to invalidate them all); the body and the abort
 * signal are never part of a key. Query values that are undefined are left out, so `{}` and
 * `{ search: undefined }` name the same answer.
 */
export function queryKeyOf(operation: ApiOperation, parts?: KeyParts): QueryKey {
  if (!parts) return [operation];
  const key: KeyParts = {};
  if (parts.params) key.params = parts.params;
  const query = Object.fromEntries(Object.entries(parts.query ?? {}).filter(([, value]) => value !== undefined));
  if (Object.keys(query).length > 0) key.query = query;
  return Object.keys(key).length > 0 ? [operation, key] : [operation];
}

/** useQuery(apiQuery('getPatient', { params: { id } })): key and fetch of one operation's answer. */
export function apiQuery<Op extends ApiOperation>(operation: Op, ...args: ApiCallArgs<Op>) {
  const options = args[0] as KeyParts | undefined;
  return queryOptions({
    queryKey: queryKeyOf(operation, options),
    queryFn: ({ signal }) => callAnyApi(operation, { ...options, signal }) as Promise<ApiResult<Op>>,
  });
}

/**
 * useQuery(secondaryQuery('listEmployers', { query })): a search, lookup or list of options beside
 * the screen's own data. Same key and answer as apiQuery, but a 403 fails the query with its
 * message (secondaryErrorText) and leaves the user signed in (api/client.ts CallRole).
 */
export function secondaryQuery<Op extends ApiOperation>(operation: Op, ...args: ApiCallArgs<Op>) {
  const options = args[0] as KeyParts | undefined;
  return queryOptions({
    queryKey: queryKeyOf(operation, options),
    queryFn: ({ signal }) => callAnySecondaryApi(operation, { ...options, signal }) as Promise<ApiResult<Op>>,
  });
}

/**
 * What a field or an inline Alert says when a secondary call failed: nothing when the app is
 * already leaving for /login, the refusal's own text on a 403 ("You do not have permission to
 * perform this action."), else the caller's words for the failure.
 */
export function secondaryErrorText(error: unknown, failure: string): string | undefined {
  if (!error || (isApiError(error) && error.redirected)) return undefined;
  return isApiError(error) && error.status === 403 ? error.message : failure;
}

export interface ApiMutationSettings<Op extends ApiOperation> {
  /** A write beside the screen's own data (adding an employer from its field): a 403 is shown, not a sign-out. */
  secondary?: boolean;
  /** The answers this write makes stale; they are fetched again if anyone shows them. */
  invalidates?(result: ApiResult<Op>, options: ApiOptions<Op>): QueryKey[];
  /** Puts the server's answer into the cache at once (the saved record), before any refetch. */
  update?(client: QueryClient, result: ApiResult<Op>, options: ApiOptions<Op>): void;
}

/** const save = useApiMutation('updateUser', { invalidates: () => [queryKeyOf('listUsers')] }); await save.mutateAsync({...}) */
export function useApiMutation<Op extends ApiOperation>(operation: Op, settings: ApiMutationSettings<Op> = {}) {
  const client = useQueryClient();
  return useMutation<ApiResult<Op>, unknown, ApiOptions<Op>>({
    mutationFn: (options) => (settings.secondary ? callAnySecondaryApi : callAnyApi)(operation, options ?? undefined) as Promise<ApiResult<Op>>,
    onSuccess: (result, options) => {
      settings.update?.(client, result, options);
      // Not awaited: the form answers as soon as the write is done; the lists follow.
      for (const queryKey of settings.invalidates?.(result, options) ?? []) void client.invalidateQueries({ queryKey });
    },
  });
}
