import { buildPath } from '@praktijk/shared/routes';
import { route } from './routes';

// A small HTTP client for API tests: paths come from the route table, never typed by hand.
export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

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
  const res = await fetch(baseUrl + buildPath(path, options.params), { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body: body as T, headers: res.headers };
}

/** Calls a route of the table by its operation name: api('updateRole', token, { params, body }). */
export function operationCaller(baseUrl: string) {
  return (operation: string, token: string, options: { params?: Record<string, string>; body?: unknown } = {}) => {
    const r = route(operation);
    return call(baseUrl, r.method, r.path, { token, ...options });
  };
}
