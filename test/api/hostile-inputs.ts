import { type RouteDefinition } from '@praktijk/shared/routes';
import { type RawCallOptions } from '../support/api';
import { seededRandom } from '../../infra/local/seed/random';
import { type RawRequest } from '../support/raw-http';

// Generators of bad requests for the hostile suite, driven by a seeded PRNG so a failing run is
// repeated exactly with its seed. Every request targets a route of the table (or a twisted form
// of its path); nothing here names a route by hand.

export type Rng = () => number;

/** The seed's generator is the demo data's (mulberry32): one implementation of it in the repository. */
export const seededRng: (seed: number) => Rng = seededRandom;

export const int = (rng: Rng, n: number): number => Math.floor(rng() * n);
export const pick = <T>(rng: Rng, items: readonly T[]): T => items[int(rng, items.length)]!;

export interface Target {
  route: RouteDefinition;
  /** A valid request for the route in practice A (from the contract fixtures). */
  valid: RawCallOptions;
  /** Its own callers, where a call ends the caller's sessions (the shared tokens must live on). */
  ids?: Identities;
}

export interface Identities {
  staff: string;
  nurse: string;
  /** Staff of another practice. */
  otherStaff: string;
}

export const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', '__defineGetter__', 'isPrototypeOf'] as const;

const ODD_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'x\ud83d',
  '\u202eevil',
  '\u200b\u200b',
  '\ufeff',
  'Z\u0351\u0356\u0300\u0301\u0302',
  '😀😀',
  '𝕏',
  'ß',
  'İ',
  '\r\n',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${7*7}',
  "' OR '1'='1",
  '%00',
  '%s%s%n',
  '..\\..\\',
  '../../etc/passwd',
  'null',
  'undefined',
  'NaN',
  '-0',
  '1e309',
  '0x1F',
  'true',
  '[]',
  '{}',
  '\\',
  '"',
  '#',
  '?',
  '&',
  '=',
  'T#other#PATIENT#x',
];

/** A string chosen to trouble a parser: odd unicode, control characters, templates, or huge. */
export function oddString(rng: Rng): string {
  const roll = rng();
  if (roll < 0.1) return 'x'.repeat(10_000 + int(rng, 300_000));
  if (roll < 0.2) return pick(rng, ODD_STRINGS).repeat(1 + int(rng, 500));
  return pick(rng, ODD_STRINGS);
}

/** A JSON value of any type, sometimes nested, sometimes huge. */
export function oddValue(rng: Rng, depth = 0): unknown {
  switch (int(rng, 9)) {
    case 0:
      return oddString(rng);
    case 1:
      return pick(rng, [0, -1, 1.5, 2 ** 53 + 1, -(2 ** 63), Number.MAX_VALUE, 1e-300]);
    case 2:
      return pick(rng, [true, false, null]);
    case 3:
      return depth > 3 ? [] : Array.from({ length: int(rng, 5) }, () => oddValue(rng, depth + 1));
    case 4:
      return depth > 3 ? {} : Object.fromEntries(Array.from({ length: int(rng, 4) }, () => [oddKey(rng), oddValue(rng, depth + 1)]));
    case 5:
      return Array.from({ length: 1000 + int(rng, 20_000) }, (_, i) => i);
    case 6:
      return ulidLike(rng);
    case 7:
      return pick(rng, ['2024-02-30', '31-02-2020', '0000-00-00', '9999-12-31T99:99', '1984-07-03']);
    default:
      return { [pick(rng, PROTOTYPE_NAMES)]: { is_staff: true, polluted: 'yes' } };
  }
}

const oddKey = (rng: Rng): string =>
  rng() < 0.4 ? pick(rng, PROTOTYPE_NAMES) : rng() < 0.5 ? pick(rng, ['PK', 'SK', 'GSI1PK', 'tenant_id', 'is_staff', 'entity']) : oddString(rng).slice(0, 200);

export function ulidLike(rng: Rng): string {
  const chars = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  return Array.from({ length: 26 }, () => chars[int(rng, 32)]).join('');
}

/** JSON text of an object with extra keys spliced in as text, so "__proto__" arrives as a key. */
export function withExtraKeys(body: unknown, extra: [string, unknown][]): string {
  const base = JSON.stringify(body !== null && typeof body === 'object' && !Array.isArray(body) ? body : {});
  const added = extra.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`).join(',');
  return base === '{}' ? `{${added}}` : `{${added},${base.slice(1)}`;
}

/** Fills a route's {param} slots with raw text (not encoded unless the text is). */
export function fillPath(route: RouteDefinition, params: Record<string, string>): string {
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? 'x');
}

export function queryString(pairs: [string, string][]): string {
  return pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : '';
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** A lone surrogate's three bytes as a careless encoder writes them (WTF-8), percent-encoded: '\ud800' is '%ED%A0%80'. */
function wtf8(unit: number): string {
  const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
  return bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
}

/**
 * encodeURIComponent, except that half a character (a lone surrogate, which encodeURIComponent
 * refuses with a URIError) goes out as its WTF-8 bytes, as a hostile client may send it.
 */
export function percentEncode(text: string): string {
  let out = '';
  let from = 0;
  for (const match of text.matchAll(LONE_SURROGATE)) {
    out += encodeURIComponent(text.slice(from, match.index)) + wtf8(match[0].charCodeAt(0));
    from = match.index + match[0].length;
  }
  return out + encodeURIComponent(text.slice(from));
}

export const encodedQuery = (query: RawCallOptions['query']): [string, string][] =>
  Object.entries(query ?? {})
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => [percentEncode(k), percentEncode(String(v))]);

export const encodedParams = (params: RawCallOptions['params']): Record<string, string> =>
  Object.fromEntries(Object.entries(params ?? {}).map(([k, v]) => [k, encodeURIComponent(v)]));

export function jsonRequest(target: Target, token: string | undefined, body: string | Buffer | undefined, overrides: Partial<RawRequest> = {}): RawRequest {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return {
    method: target.route.method,
    path: fillPath(target.route, encodedParams(target.valid.params)) + queryString(encodedQuery(target.valid.query)),
    headers,
    body,
    ...overrides,
  };
}
