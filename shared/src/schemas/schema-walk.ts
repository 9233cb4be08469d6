import { type z } from 'zod';

// Walks a request schema down to its leaves, so tests can hold every route's input to the same
// rules (issue 21 §7: every array has a maximum, every string a maximum length and no control
// characters) and the hostile suite can aim at each field without a list of them to keep.

/** A leaf the walk reached: its path in the input ('tests[]', 'address.street') and its schema. */
export interface SchemaLeaf {
  path: string;
  kind: 'string' | 'array';
  schema: z.ZodType;
  /** The maximum length (characters or items), when the schema has one. */
  maximum?: number;
}

interface ZodCheck {
  _zod: { def: { check: string; maximum?: number; length?: number; format?: string; pattern?: RegExp } };
}
interface ZodInternals {
  _zod: { def: Record<string, unknown> & { type: string; checks?: ZodCheck[] } };
}

const internals = (schema: unknown) => (schema as ZodInternals)._zod;

/** The smallest length limit among a string's or array's checks (.max(), .length()). */
function maximumOf(checks: ZodCheck[] = []): number | undefined {
  const limits = checks.flatMap(({ _zod: { def } }) => (def.check === 'max_length' ? [def.maximum!] : def.check === 'length_equals' ? [def.length!] : []));
  const bounding = checks.flatMap(({ _zod: { def } }) => (def.pattern && boundedPattern(def.pattern) !== undefined ? [boundedPattern(def.pattern)!] : []));
  const all = [...limits, ...bounding];
  return all.length ? Math.min(...all) : undefined;
}

/**
 * The longest text a pattern matches, when it is anchored at both ends (^...$) and every count in
 * it is bounded (a date, an id: /^\d{4}-\d{2}-\d{2}$/ is 10); undefined when it is not, or when the
 * pattern uses what this small reader does not measure (backreferences, nested quantified groups are fine).
 */
export function boundedPattern(pattern: RegExp): number | undefined {
  const source = pattern.source;
  if (!source.startsWith('^') || !source.endsWith('$') || source.endsWith('\\$')) return undefined;
  const body = source.slice(1, -1);
  let at = 0;
  const unbounded = new Error('unbounded');

  function classEnd(from: number): number {
    for (let i = from + 1; i < body.length; i++) {
      if (body[i] === '\\') i++;
      else if (body[i] === ']') return i;
    }
    throw unbounded;
  }
  function atom(): number {
    const c = body[at]!;
    if (c === '[') {
      at = classEnd(at) + 1;
      return 1;
    }
    if (c === '\\') {
      if (/[1-9k]/.test(body[at + 1] ?? '')) throw unbounded;
      at += 2;
      return 1;
    }
    if (c === '(') {
      at++;
      let lookaround = false;
      if (body.startsWith('?:', at)) at += 2;
      else if (/^\?<?[=!]/.test(body.slice(at))) {
        lookaround = true;
        at += body[at + 1] === '<' ? 3 : 2;
      } else if (body[at] === '?') throw unbounded;
      const length = sequence(false);
      if (body[at] !== ')') throw unbounded;
      at++;
      return lookaround ? 0 : length;
    }
    if ('*+?{}^$|)'.includes(c)) throw unbounded;
    at++;
    return 1;
  }
  function sequence(top: boolean): number {
    let longest = 0;
    let current = 0;
    while (at < body.length && body[at] !== ')') {
      if (body[at] === '|') {
        if (top) throw unbounded;
        longest = Math.max(longest, current);
        current = 0;
        at++;
        continue;
      }
      let length = atom();
      const count = /^(?:\{(\d+)(?:,(\d+))?\}|\?)/.exec(body.slice(at));
      if (/^(?:[*+]|\{\d+,\})/.test(body.slice(at))) throw unbounded;
      if (count) {
        length *= count[0] === '?' ? 1 : Number(count[2] ?? count[1]);
        at += count[0].length;
      }
      current += length;
    }
    return Math.max(longest, current);
  }
  try {
    const length = sequence(true);
    return at === body.length ? length : undefined;
  } catch {
    return undefined;
  }
}

/** The string and array leaves of a schema (each once; lazy schemas are followed). */
export function schemaLeaves(schema: z.ZodType, path = '', seen = new Set<unknown>()): SchemaLeaf[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const { def } = internals(schema);
  const inner = (child: unknown, at = path) => schemaLeaves(child as z.ZodType, at, seen);
  switch (def.type) {
    case 'string':
      return [{ path, kind: 'string', schema, maximum: maximumOf(def.checks) }];
    case 'array':
      return [{ path, kind: 'array', schema, maximum: maximumOf(def.checks) }, ...inner(def.element, `${path}[]`)];
    case 'object':
      return Object.entries(def.shape as Record<string, unknown>).flatMap(([key, child]) => inner(child, path ? `${path}.${key}` : key));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner(def.innerType);
    case 'pipe':
      return [...inner(def.in), ...inner(def.out)];
    case 'union':
      return (def.options as unknown[]).flatMap((o) => inner(o));
    case 'intersection':
      return [...inner(def.left), ...inner(def.right)];
    case 'record':
      return [...inner(def.keyType, `${path}{key}`), ...inner(def.valueType, `${path}{}`)];
    case 'tuple':
      return [...(def.items as unknown[]).flatMap((item, i) => inner(item, `${path}[${i}]`)), ...(def.rest ? inner(def.rest, `${path}[]`) : [])];
    case 'lazy':
      return inner((def.getter as () => unknown)());
    default:
      return [];
  }
}
