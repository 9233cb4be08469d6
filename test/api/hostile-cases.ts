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
