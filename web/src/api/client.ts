import { buildUrl, readJson, requestInit, responseMisfits } from '@praktijk/shared/client/http';
import { type HttpMethod, type RouteDefinition } from '@praktijk/shared/routes';
import { isOnLoginPage, isOnLogoutPage, loginPath, logoutPath } from '@/auth/redirect';
import { allowNavigationOnce } from '@/shell/unsaved/useUnsavedChanges';
import { apiErrorFromResponse, invalidResponseError, networkError } from './errors';
import { findRouteByMethodAndPath, findRouteByOperation } from './route-lookup';
import { type ApiOperation, type ApiPath, type CallArgs, type QueryValues, type ResponseOf, type RouteAt, type RouteForOperation } from './route-types';

export { buildUrl };

// The typed fetch client. Its dependencies are passed in so the rules (token, one refresh on 401,
// logout on 403, error mapping, response parsing) are tested without a browser or Amplify.

/**
 * What a call is to its screen, which decides what a 403 does. 'primary': the screen's own data
 * (the patient, the list): spec 1 §8's sign-out. 'secondary': something beside it (a search, a
 * lookup, an autosuggest's options, a catalogue list): the error comes back for the screen to
 * show ("You do not have permission ...") and the user stays signed in. Decision (issue 9.1): a
 * screen whose side search is refused signed its user out and back in to the same screen, in a
 * loop, with no message; the spec's rule is kept for what the screen is about.
 */
export type CallRole = 'primary' | 'secondary';

export interface ApiClientDeps {
  /** Prefix for the route table's '/api/...' paths: '' for the page's own origin. */
  baseUrl: string;
  fetch: typeof fetch;
  /** The Cognito ID token, or undefined when there is no (refreshable) session. */
  getIdToken(options: { forceRefresh: boolean }): Promise<string | undefined>;
  navigate(to: string): void;
  /** Where the user is now, to come back to after signing in again. */
  currentLocation(): { pathname: string; search: string };
}

interface RawOptions {
  params?: Record<string, string>;
  query?: QueryValues;
  body?: unknown;
  signal?: AbortSignal;
}

export function createApiClient(deps: ApiClientDeps) {
  // A misfit is reported once per route and place (issue 22 §6: a screen that asks again must not
  // flood the console), with the places in the text itself; never the values, which may be PHI.
  const reported = new Set<string>();
  const reportMisfit = (route: string, paths: string[]): void => {
    const text = `Response of ${route} does not match its schema at ${paths.map((path) => path || '(the whole answer)').join(', ')}`;
    if (reported.has(text)) return;
    reported.add(text);
    console.error(text);
  };
  const here = (): string => {
    const { pathname, search } = deps.currentLocation();
    return `${pathname}${search}`;
  };

  async function fetchOnce(route: RouteDefinition, url: string, token: string | undefined, options: RawOptions): Promise<Response> {
    try {
      return await deps.fetch(url, requestInit(route.method, { token, body: options.body, signal: options.signal }));
    } catch (error) {
      if (options.signal?.aborted) throw error; // the caller cancelled: not a network failure
      throw networkError();
    }
  }

  /** Sends with the current token; on a 401 once more with a freshly refreshed one. */
  async function fetchAuthorized(route: RouteDefinition, url: string, options: RawOptions): Promise<Response | undefined> {
    let response: Response | undefined;
    for (const forceRefresh of [false, true]) {
      const token = await deps.getIdToken({ forceRefresh });
      if (!token) continue;
      response = await fetchOnce(route, url, token, options);
      if (response.status !== 401) return response;
    }
    return undefined; // no token, or still refused after the refresh: the session is over
  }

  async function send(route: RouteDefinition, options: RawOptions = {}, role: CallRole = 'primary'): Promise<unknown> {
    const url = buildUrl(deps.baseUrl, route.path, options.params, options.query);
    const isPublic = route.access.kind === 'public';
    const response = isPublic ? await fetchOnce(route, url, undefined, options) : await fetchAuthorized(route, url, options);

    if (response === undefined) {
      // The session is over: signing in again is not held back by a form with unsaved changes.
      allowNavigationOnce();
      deps.navigate(loginPath(here()));
      throw apiErrorFromResponse(401, undefined, true);
    }
    if (response.status === 403 && role === 'secondary') throw apiErrorFromResponse(403, await readJson(response));
    if (response.status === 403) {
      // Spec 1 §8: a 403 logs the user out, keeping where they were, unless already on /login, or
      // on /logout: a late answer of the page being left (e.g. the shell's current user, asked for
      // again as it mounts) must not start a second sign-out that forgets the redirect.
      const { pathname } = deps.currentLocation();
      const redirect = !isOnLoginPage(pathname) && !isOnLogoutPage(pathname);
      if (redirect) {
        allowNavigationOnce(); // a sign-out is not held back by a form with unsaved changes
        deps.navigate(logoutPath(here()));
      }
      throw apiErrorFromResponse(403, await readJson(response), redirect);
    }
    if (!response.ok) throw apiErrorFromResponse(response.status, await readJson(response));

    const body = await readJson(response);
    // Cancelled while the body was read (the screen went away, a newer fetch replaced this one):
    // a cancellation, not an answer that misfits its schema (issue 22 §6: "at []" for every such read).
    if (options.signal?.aborted) throw options.signal.reason;
    const checked = responseMisfits(route, body);
    if (!checked.ok) {
      reportMisfit(`${route.method} ${route.path}`, checked.paths);
      throw invalidResponseError(response.status);
    }
    return checked.data;
  }

  function callsAs(role: CallRole) {
    /** Calls the route with this operation name, e.g. call('getCurrentUser'). */
    function call<Op extends ApiOperation>(operation: Op, ...args: CallArgs<RouteForOperation<Op>>) {
      // The cast is the point of the client: send() parsed the answer with this route's schema.
      const answer = findRouteByOperation(operation).then((route) => send(route, args[0] as RawOptions | undefined, role));
      return answer as Promise<ResponseOf<RouteForOperation<Op>>>;
    }

    /** Calls the route with this method and path template, e.g. request('GET', '/api/auth/current/'). */
    function request<M extends HttpMethod, P extends ApiPath<M>>(method: M, path: P, ...args: CallArgs<RouteAt<M, P>>) {
      const answer = findRouteByMethodAndPath(method, path).then((route) => send(route, args[0] as RawOptions | undefined, role));
      return answer as Promise<ResponseOf<RouteAt<M, P>>>;
    }
    return { call, request };
  }

  /** client.call(...) for a screen's own data; client.secondary.call(...) for a search or lookup beside it. */
  return { ...callsAs('primary'), secondary: callsAs('secondary') };
}

export type ApiClient = ReturnType<typeof createApiClient>;
