import { schemaLeaves } from '@praktijk/shared/schemas/schema-walk';
import { type RawRequest } from '../support/raw-http';
import {
  encodedQuery,
  fillPath,
  type Identities,
  int,
  jsonRequest,
  oddString,
  oddValue,
  pick,
  PROTOTYPE_NAMES,
  queryString,
  type Rng,
  type Target,
  ulidLike,
  withExtraKeys,
} from './hostile-inputs';

// The kinds of bad request the hostile suite sends. Every answer must be an HTTP answer below 500
// with no internals in it; some kinds also say what the answer must not be.

export interface HostileCase {
  request: RawRequest;
  /** 'unauthorised': a forged or absent token on a non-public route must get 401.
   *  'not-granted': another practice's ids must not be answered with 2xx. */
  rule?: 'unauthorised' | 'not-granted';
}

type Generator = (rng: Rng, target: Target, ids: Identities) => HostileCase;

const token = (rng: Rng, ids: Identities) => (rng() < 0.8 ? ids.staff : ids.nurse);
const validJson = (target: Target) => (target.valid.body instanceof FormData ? {} : (target.valid.body ?? {}));

const MALFORMED = [
  '{',
  '{"a":',
  "{'a':1}",
  '[',
  'nul',
  '{"a":1,}',
  '{"a":1}{"b":2}',
  '\u0000',
  '"\\ud800"',
  '{"a":"\\u12"}',
  '1e99999',
  '--',
  '{"__proto__":',
  'undefined',
];

const malformedJson: Generator = (rng, target, ids) => {
  const roll = int(rng, 4);
  const body =
    roll === 0
      ? pick(rng, MALFORMED)
      : roll === 1
        ? `${'['.repeat(1000 + int(rng, 50_000))}`
        : roll === 2
          ? Buffer.from([0xff, 0xfe, 0x7b, 0x22, 0x61, 0x22, 0x3a, 0xc3, 0x28, 0x7d])
          : JSON.stringify(validJson(target)).slice(0, -1 - int(rng, 3));
  return {
    request: jsonRequest(target, token(rng, ids), body, { method: target.route.method === 'GET' ? pick(rng, ['POST', 'PUT', 'GET']) : target.route.method }),
  };
};

const wrongTypes: Generator = (rng, target, ids) => {
  const body = { ...(validJson(target) as Record<string, unknown>) };
  const keys = Object.keys(body);
  for (let i = 0; i < 1 + int(rng, 3); i++) body[keys.length && rng() < 0.8 ? pick(rng, keys) : oddString(rng).slice(0, 40)] = oddValue(rng);
  const whole = rng() < 0.1 ? oddValue(rng) : body;
  return { request: jsonRequest(target, token(rng, ids), JSON.stringify(whole)) };
};

const hugeStrings: Generator = (rng, target, ids) => {
  const body = { ...(validJson(target) as Record<string, unknown>) };
  const keys = Object.keys(body);
  const size = rng() < 0.02 ? 11 * 1024 * 1024 : rng() < 0.1 ? 3 * 1024 * 1024 : 5_000 + int(rng, 500_000);
  body[keys.length ? pick(rng, keys) : 'name'] = pick(rng, ['x', 'é', '😀', '\u0000']).repeat(size / 2);
  return { request: jsonRequest(target, token(rng, ids), JSON.stringify(body)) };
};

const prototypeKeys: Generator = (rng, target, ids) => {
  const name = pick(rng, PROTOTYPE_NAMES);
  const where = int(rng, 3);
  if (where === 0)
    return {
      request: jsonRequest(
        target,
        token(rng, ids),
        withExtraKeys(validJson(target), [
          [name, { is_staff: true, roles: ['staff'] }],
          ['constructor', { prototype: { is_staff: true } }],
        ]),
      ),
    };
  const base = jsonRequest(target, token(rng, ids), undefined);
  if (where === 1) return { request: { ...base, path: `${base.path}${base.path.includes('?') ? '&' : '?'}${name}=${pick(rng, ['1', '', 'x', '%'])}` } };
  return { request: { ...base, headers: { ...base.headers, [name]: pick(rng, ['x', '1', '']) } } };
};

const oddUnicode: Generator = (rng, target, ids) => {
  const body = { ...(validJson(target) as Record<string, unknown>) };
  for (const key of Object.keys(body))
    if (typeof body[key] === 'string' && rng() < 0.6)
      body[key] = `${String(body[key])}${pick(rng, ['\ud800', '\u202e', '\u0000', '\ufeff', '\u200d', 'Z\u0351\u0356', '\u{10FFFF}'])}`;
  const base = jsonRequest(target, token(rng, ids), JSON.stringify(body));
  const oddQuery = encodeURIComponent(pick(rng, ['\u202e', '😀', 'ß', 'İ', '\u0000'])).concat(pick(rng, ['', '%FF', '%C3%28', '%ED%A0%80']));
  return { request: { ...base, path: `${base.path}${base.path.includes('?') ? '&' : '?'}search=${oddQuery}` } };
};

const BAD_IDS = [
  '',
  '.',
  '..',
  '%2e%2e',
  '%',
  '%E0%A4%A',
  '%00',
  'a%2Fb',
  '__proto__',
  'constructor',
  'toString',
  '%F0%9F%98%80',
  'x'.repeat(5000),
  '1',
  '-1',
  '0'.repeat(26),
  'null',
  '%20',
  'T%23x%23PATIENT',
  '*',
];

const badIds: Generator = (rng, target, ids) => {
  const params = Object.fromEntries(Object.keys(target.valid.params ?? { id: '' }).map((name) => [name, rng() < 0.7 ? pick(rng, BAD_IDS) : ulidLike(rng)]));
  const base = jsonRequest(target, token(rng, ids), target.route.body ? JSON.stringify(validJson(target)) : undefined);
  return { request: { ...base, path: fillPath(target.route, params) + queryString(encodedQuery(target.valid.query)) } };
};

const PATH_TWISTS: ((path: string) => string)[] = [
  (p) => p.replace('/api/', '/api/../api/'),
  (p) => p.replace(/\/$/, ''),
  (p) => p.toUpperCase(),
  (p) => p.replace(/\//g, '//'),
  (p) => `${p}%2e%2e/%2e%2e/`,
  (p) => `${p}..%2f..%2fetc%2fpasswd`,
  (p) => p.replace(/\/$/, '%/'),
  (p) => p.replace(/\/$/, '%E0%A4%A/'),
  (p) => `${p};x=1`,
  (p) => `${p}%252e%252e/`,
  (p) => `${p}${'a/'.repeat(500)}`,
  (p) => p.replace('/api/', '/api/%00/'),
  () => '/%',
  () => '/assets/%',
  () => '/api/',
  () => '/api/%',
  () => '/ws/app/%',
];

const pathTricks: Generator = (rng, target, ids) => {
  const base = jsonRequest(target, token(rng, ids), undefined);
  const method = rng() < 0.7 ? base.method : pick(rng, ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD', 'TRACE', 'PROPFIND']);
  return { request: { ...base, method, path: pick(rng, PATH_TWISTS)(base.path.split('?')[0]!) } };
};

const BAD_QUERY: [string, string][] = [
  ['limit', '-1'],
  ['limit', '1e309'],
  ['limit', 'abc'],
  ['limit', '99999999999999999999'],
  ['cursor', 'garbage'],
  ['cursor', 'eyJQSyI6IlQjeCJ9'],
  ['search', 'x'.repeat(20_000)],
  ['search', '%'],
  ['search[]', '1'],
  ['a[b][c]', '1'],
  ['model', '__proto__'],
  ['uuid', '../../x'],
  ['parent', '%00'],
  ['consistency_token', ''],
  ['consistency_token', '%'],
  ['page', 'NaN'],
  ['', ''],
  ['=', '='],
  ['&&', '&&'],
];

const badQuery: Generator = (rng, target, ids) => {
  const pairs: [string, string][] = [...encodedQuery(target.valid.query)];
  for (let i = 0; i < 1 + int(rng, 3); i++) pairs.push(pick(rng, BAD_QUERY));
  if (rng() < 0.3) pairs.push(...pairs); // repeated parameters
  const base = jsonRequest(target, token(rng, ids), target.route.body ? JSON.stringify(validJson(target)) : undefined);
  return { request: { ...base, path: base.path.split('?')[0]! + queryString(pairs) } };
};

const otherPractice: Generator = (rng, target, ids) => {
  const body = target.route.body ? JSON.stringify(validJson(target)) : undefined;
  return { request: jsonRequest(target, ids.otherStaff, body), rule: 'not-granted' };
};

/** A copy of a real token with one part changed: what a forger can make without the signing key. */
function forge(rng: Rng, real: string, otherTenant: string): string {
  const [header, payload, signature] = real.split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  switch (int(rng, 9)) {
    case 0:
      return `${header}.${b64({ ...claims, 'custom:tenant_id': otherTenant })}.${signature}`;
    case 1:
      return `${header}.${b64({ ...claims, 'cognito:groups': ['staff'] })}.${signature}`;
    case 2:
      return `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    case 3:
      return `${header}.${payload}.`;
    case 4:
      return `${header}.${payload}.${signature.slice(0, -4)}AAAA`;
    case 5:
      return `${header}.${b64({ ...claims, exp: 1 })}.${signature}`;
    case 6:
      return `${b64({ alg: 'HS256', typ: 'JWT', kid: '../../x' })}.${payload}.${signature}`;
    case 7:
      return 'x'.repeat(1 + int(rng, 8_000)); // within the 16 KB header limit, so the token itself is judged
    default:
      return `${header}.${payload}`;
  }
}

export function forgedTokens(otherTenant: string): Generator {
  return (rng, target, ids) => {
    const roll = int(rng, 4);
    const base = jsonRequest(target, undefined, target.route.body ? JSON.stringify(validJson(target)) : undefined);
    const authorization =
      roll === 0
        ? undefined
        : roll === 1
          ? pick(rng, ['Bearer', 'Bearer ', 'Basic dXNlcjpwYXNz', 'bearer', `Bearer ${ids.staff} x`, `Bearer ${ids.staff.split('.').reverse().join('.')}`])
          : `Bearer ${forge(rng, ids.staff, otherTenant)}`;
    const headers = { ...base.headers };
    if (authorization !== undefined) headers.authorization = authorization;
    return { request: { ...base, headers }, rule: 'unauthorised' };
  };
}

export const GENERATORS: Record<string, Generator> = {
  'malformed JSON': malformedJson,
  'wrong types': wrongTypes,
  'huge strings': hugeStrings,
  'prototype-named keys': prototypeKeys,
  'odd unicode': oddUnicode,
  'bad ids': badIds,
  'path tricks': pathTricks,
  'bad query values': badQuery,
  "another practice's ids": otherPractice,
};

// --- The per-route sweep (issue 21 §7) --------------------------------------------------------
// Besides the seeded stream above, each route of the table gets the cases its own shape calls for,
// derived from the route (its body's strings, arrays and dates, its query's cursor, its upload)
// so a route added tomorrow is swept without anyone listing it. Each case says what the answer
// must be: 'refused' a 4xx, 'bad-request' exactly 400, 'not-found' exactly 404.

export type SweepRule = 'refused' | 'bad-request' | 'not-found';
export interface SweepCase {
  request: RawRequest;
  expect: SweepRule;
}
type Sweep = (target: Target, ids: Identities, otherTenant: string) => SweepCase[];

const jsonBodyOf = (target: Target): unknown => (target.valid.body instanceof FormData ? undefined : target.valid.body);

/** The JSON value with every string changed by `change` (undefined: unchanged), and whether any was. */
function mapStrings(value: unknown, change: (text: string) => string | undefined): { value: unknown; changed: boolean } {
  let changed = false;
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') {
      const next = change(v);
      if (next !== undefined) changed = true;
      return next ?? v;
    }
    if (Array.isArray(v)) return v.map(walk);
    if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return { value: walk(value), changed };
}

/** The route's valid request with its body's and query's strings changed; none when it has no string to change. */
function withStrings(
  target: Target,
  ids: Identities,
  change: (text: string) => string | undefined,
  expect: SweepRule,
  where: 'body and query' | 'body' = 'body and query',
): SweepCase[] {
  const cases: SweepCase[] = [];
  const body = jsonBodyOf(target);
  if (body !== undefined) {
    const mapped = mapStrings(body, change);
    if (mapped.changed) cases.push({ request: jsonRequest(target, ids.staff, JSON.stringify(mapped.value)), expect });
  }
  if (where === 'body') return cases;
  const query = Object.entries(target.valid.query ?? {}).filter(([, v]) => v !== undefined && v !== null);
  const changedQuery = query.map(([k, v]) => [k, change(String(v))] as const).filter(([, v]) => v !== undefined) as [string, string][];
  if (changedQuery.length) {
    const pairs = encodedQuery(Object.fromEntries([...query.map(([k, v]) => [k, String(v)]), ...changedQuery]));
    const base = jsonRequest(target, ids.staff, body === undefined ? undefined : JSON.stringify(body));
    cases.push({ request: { ...base, path: base.path.split('?')[0]! + queryString(pairs) }, expect });
  }
  return cases;
}

const DATE_START = /^\d{4}-\d{2}-\d{2}/;
const HUGE_ARRAY = 100_000;
/** Routes that page by a sealed cursor (functions/lib/data/paging.ts): every list with a `cursor` in its query. */
const hasCursor = (target: Target) => Boolean(target.route.query && schemaLeaves(target.route.query).some((leaf) => leaf.path === 'cursor'));

export const SWEEP: Record<string, Sweep> = {
  /** Text fields refuse NUL bytes (they were stored as sent). */
  'NUL bytes in every text': (target, ids) => withStrings(target, ids, (text) => `${text}\u0000`, 'refused'),
  /**
   * ... and lone surrogates (half a character), which JSON carries as an escape ('\ud800'). A URL
   * cannot: its query is UTF-8, so half a character arrives as bytes that decode to U+FFFD, a
   * whole (if odd) character that a search may take; bodies only.
   */
  'lone surrogates in every text': (target, ids) => withStrings(target, ids, (text) => `${text}\ud800`, 'refused', 'body'),
  /** Every array is bounded (a lab referral took 100,000 tests). */
  'huge arrays': (target, ids) => {
    let changed = false;
    const grow = (v: unknown): unknown => {
      if (Array.isArray(v)) {
        changed = true;
        return Array.from({ length: HUGE_ARRAY }, () => v[0] ?? 'x');
      }
      if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, grow(x)]));
      return v;
    };
    const body = grow(jsonBodyOf(target));
    return changed ? [{ request: jsonRequest(target, ids.staff, JSON.stringify(body)), expect: 'refused' }] : [];
  },
  /** Dates are bounded: 9999-12-31 answered 500 on the schedule's lists. */
  'dates in the year 9999': (target, ids) => withStrings(target, ids, (text) => (DATE_START.test(text) ? `9999${text.slice(4)}` : undefined), 'refused'),
  /** Cursors are sealed: made-up, raw-key (own or another practice's) and cut ones answer 400. */
  'tampered and foreign cursors': (target, ids, otherTenant) => {
    if (!hasCursor(target)) return [];
    const rawKey = (tenant: string) =>
      Buffer.from(JSON.stringify({ PK: `T#${tenant}`, SK: 'PATIENT#x', GSI1PK: `T#${tenant}#PATIENTS`, GSI1SK: 'a' })).toString('base64url');
    const sealedLooking = Buffer.concat([Buffer.from([1]), Buffer.alloc(60, 7)]).toString('base64url');
    return ['garbage', rawKey(otherTenant), rawKey('x'), sealedLooking, sealedLooking.slice(0, 20)].map((cursor) => {
      const base = jsonRequest(target, ids.staff, undefined);
      const pairs = [...encodedQuery(target.valid.query).filter(([k]) => k !== 'cursor'), ['cursor', encodeURIComponent(cursor)] as [string, string]];
      return { request: { ...base, path: base.path.split('?')[0]! + queryString(pairs) }, expect: 'bad-request' as const };
    });
  },
  /**
   * An upload without a boundary, or cut off before its closing boundary, was a 500 or ended the
   * process; files now go to S3 (schemas/uploads.ts), so a multipart body is refused by every route
   * that reads a body, whatever state it is in.
   */
  'multipart without boundary or truncated': (target, ids) => {
    if (!target.route.body) return [];
    const base = jsonRequest(target, ids.staff, undefined);
    return [
      { headers: { 'content-type': 'multipart/form-data' }, body: `--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nx\r\n--x--\r\n` },
      {
        headers: { 'content-type': 'multipart/form-data; boundary=----x' },
        body: `------x\r\nContent-Disposition: form-data; name="file"; filename="x.pdf"\r\n\r\n%PDF`,
      },
    ].map(({ headers, body }) => ({ request: { ...base, headers: { ...base.headers, ...headers }, body }, expect: 'refused' as const }));
  },
  /** Encoded dot segments are not resolved before routing (API Gateway does not): 404. */
  'encoded .. segments': (target, ids) => {
    const base = jsonRequest(target, ids.staff, jsonBodyOf(target) === undefined ? undefined : JSON.stringify(jsonBodyOf(target)));
    const [path, query] = base.path.split('?') as [string, string | undefined];
    return ['%2e%2e', '%2E%2E', '.%2e'].map((dots) => ({
      request: { ...base, path: path.replace(/^\/api\/([^/]+)\//, `/api/$1/${dots}/$1/`) + (query ? `?${query}` : '') },
      expect: 'not-found' as const,
    }));
  },
};
