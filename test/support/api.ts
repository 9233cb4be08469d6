import { buildUrl, readJson, requestInit, responseMisfits } from '@praktijk/shared/client/http';
import { findRouteByOperation } from '@praktijk/shared/client/route-lookup';
import {
  type ApiOperation,
  type BodyOf,
  type ParamsOf,
  type PathParamNames,
  type QueryOf,
  type QueryValues,
  type ResponseOf,
  type RouteForOperation,
} from '@praktijk/shared/client/route-types';
import { buildPath, type RouteDefinition } from '@praktijk/shared/routes';

// The API tests' HTTP client, on the same typed core as the web client (shared/src/client):
// routes by operation name, params/body/query typed from the route, the answer typed from its
// response schema and checked against it on every 2xx.

export interface ApiResponse<T = Record<string, unknown>> {
  status: number;
  /** Typed for a 2xx answer; an error answer carries the error shape (see ErrorBody). */
  body: T;
  headers: Headers;
}

/** The 400/403/404/409 body: field (or non_field_errors) -> messages. */
export type ErrorBody = Record<string, string[]>;

/** The error shape of an error answer, checked: every value a list of messages. */
export function errorBody(res: ApiResponse<unknown>): ErrorBody {
  const body: unknown = res.body;
  const isShape =
    typeof body === 'object' &&
    body !== null &&
    !Array.isArray(body) &&
    Object.values(body).every((v) => Array.isArray(v) && v.every((m) => typeof m === 'string'));
  if (res.status < 400 || !isShape) throw new Error(`Expected an error answer with field errors, got ${res.status} ${JSON.stringify(body)}`);
  return body as ErrorBody;
}

type ParamsOption<R extends RouteForOperation<ApiOperation>> = [PathParamNames<R['path']>] extends [never] ? { params?: undefined } : { params: ParamsOf<R> };
type BodyOption<R> = [BodyOf<R>] extends [never] ? { body?: undefined } : { body?: BodyOf<R> };
type QueryOption<R> = [QueryOf<R>] extends [never] ? { query?: undefined } : { query?: QueryOf<R> };
export type TestCallOptions<R extends RouteForOperation<ApiOperation>> = ParamsOption<R> & BodyOption<R> & QueryOption<R>;

/** For the requests a test sends on purpose outside the route's types (bad bodies, odd queries, raw headers). */
export interface RawCallOptions {
  params?: Record<string, string>;
  query?: QueryValues;
  body?: unknown;
  headers?: Record<string, string>;
}

async function send(baseUrl: string, route: RouteDefinition, token: string | undefined, options: RawCallOptions): Promise<ApiResponse<unknown>> {
  const init = requestInit(route.method, { token, body: options.body });
  for (const [name, value] of Object.entries(options.headers ?? {})) (init.headers as Headers).set(name, value);
  const res = await fetch(buildUrl(baseUrl, route.path, options.params, options.query), init);
  const body = await readJson(res);
  if (res.ok) {
    const checked = responseMisfits(route, body);
    if (!checked.ok)
      throw new Error(`${route.method} ${route.path} answered ${res.status} with a body that does not fit its response schema at ${checked.paths.join(', ')}`);
  }
  return { status: res.status, body, headers: res.headers };
}

/**
 * api('getPatient', token, { params: { id } }): a route of the table by operation name, typed.
 * api.raw(...) sends the same route with anything in it, for bad-input tests.
 */
export function typedApi(baseUrl: string) {
  function api<Op extends ApiOperation>(operation: Op, token: string | undefined, ...args: [options?: TestCallOptions<RouteForOperation<Op>>]) {
    return send(baseUrl, findRouteByOperation(operation), token, (args[0] ?? {}) as RawCallOptions) as Promise<ApiResponse<ResponseOf<RouteForOperation<Op>>>>;
  }
  function raw<Op extends ApiOperation>(operation: Op, token: string | undefined, options: RawCallOptions = {}) {
    return send(baseUrl, findRouteByOperation(operation), token, options) as Promise<ApiResponse<ResponseOf<RouteForOperation<Op>>>>;
  }
  return Object.assign(api, { raw });
}

export type TypedApi = ReturnType<typeof typedApi>;

/** A request by method and path template, for what is not a route of the table (or on purpose off it). */
export async function call<T = Record<string, unknown>>(
  baseUrl: string,
  method: string,
  path: string,
  options: { token?: string; rawAuthorization?: string; params?: Record<string, string>; body?: unknown } = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.rawAuthorization !== undefined) headers.authorization = options.rawAuthorization;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(baseUrl + buildPath(path, options.params), {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body: body as T, headers: res.headers };
}
