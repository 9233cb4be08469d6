import { navigateTo } from '@/navigation/navigator';
import { getIdToken } from '@/auth/session';
import { type HttpMethod } from '@praktijk/shared/routes';
import { type ApiClient, createApiClient } from './client';
import { type ApiOperation, type ApiPath, type CallArgs, type ResponseOf, type RouteAt, type RouteForOperation } from './route-types';

// The app's one API client, created at boot once /config.json says where the API is.

let client: ApiClient | undefined;

export function initApiClient(apiBaseUrl: string): void {
  client = createApiClient({
    baseUrl: apiBaseUrl,
    fetch: globalThis.fetch.bind(globalThis),
    getIdToken,
    navigate: navigateTo,
    currentLocation: () => window.location,
  });
}

function requireClient(): ApiClient {
  if (!client) throw new Error('The API client is used before the app has booted');
  return client;
}

/** callApi('getCurrentUser'), callApi('getPatient', { params: { id } }): the answer is parsed and typed. */
export function callApi<Op extends ApiOperation>(operation: Op, ...args: CallArgs<RouteForOperation<Op>>): Promise<ResponseOf<RouteForOperation<Op>>> {
  return requireClient().call<Op>(operation, ...args);
}

/**
 * callSecondaryApi('listEmployers', { query }): a search or lookup beside the screen's own data
 * (client.ts CallRole): a 403 rejects with its message for the screen to show, and does not sign out.
 */
export function callSecondaryApi<Op extends ApiOperation>(operation: Op, ...args: CallArgs<RouteForOperation<Op>>): Promise<ResponseOf<RouteForOperation<Op>>> {
  return requireClient().secondary.call<Op>(operation, ...args);
}

/** requestApi('GET', '/api/auth/current/'): the same, addressed by method and path template. */
export function requestApi<M extends HttpMethod, P extends ApiPath<M>>(
  method: M,
  path: P,
  ...args: CallArgs<RouteAt<M, P>>
): Promise<ResponseOf<RouteAt<M, P>>> {
  return requireClient().request<M, P>(method, path, ...args);
}

export { ApiError, isApiError, type FieldErrors } from './errors';
