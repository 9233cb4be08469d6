import { type RouteDefinition } from '../routes';
import { fillPathParams } from './route-path';
import { type QueryValues } from './route-types';

// The transport half of the typed client core, shared by the web client (which adds the token,
// refresh and logout rules) and the API tests (which send what a test says, good or bad).

export function buildUrl(baseUrl: string, path: string, params: Record<string, string> = {}, query: QueryValues = {}): string {
  // Route paths already start with /api, so a base that ends in /api would double it.
  const base = baseUrl.replace(/\/+$/, '').replace(/\/api$/, '');
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const queryString = search.toString();
  return `${base}${fillPathParams(path, params)}${queryString ? `?${queryString}` : ''}`;
}

/** The decoded JSON of an answer, or undefined for an empty or non-JSON body. */
export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export interface RequestParts {
  token?: string;
  body?: unknown;
  signal?: AbortSignal;
}

/** JSON bodies are serialised; a FormData body goes as it is (fetch sets the multipart boundary). */
export function requestInit(method: string, { token, body, signal }: RequestParts): RequestInit {
  const headers = new Headers({ Accept: 'application/json' });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let encoded: string | FormData | undefined;
  if (body instanceof FormData) {
    encoded = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    encoded = JSON.stringify(body);
  }
  return { method, headers, body: encoded, signal };
}

/** Where a successful answer does not fit its route's response schema: the paths of the misfits, no values. */
export function responseMisfits(route: Pick<RouteDefinition, 'response'>, body: unknown): { ok: true; data: unknown } | { ok: false; paths: string[] } {
  if (!route.response) return { ok: true, data: body };
  const parsed = route.response.safeParse(body);
  // Paths only: the values may be patient data, which never goes to logs (DESIGN §5).
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, paths: parsed.error.issues.map((issue) => issue.path.join('.')) };
}
