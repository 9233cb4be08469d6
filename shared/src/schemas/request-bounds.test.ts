import { describe, expect, it } from 'vitest';
import { type z } from 'zod';
import { routes, type RouteDefinition } from '../routes';
import { CONTROL_CHARACTERS } from '../text';
import { schemaLeaves } from './schema-walk';

// Every input a route takes is bounded and typed (issue 21 §7): an array has a maximum number of
// items, a string a maximum length, and no string takes a NUL byte or half a character. Walked
// from the route table, so a route added tomorrow is held to it without anyone listing its fields.
const PARTS = ['params', 'query', 'body'] as const;
const UNTYPED = ['a\u0000b', 'a\uD800b', 'a\uDC00b'];

function inputLeaves() {
  return (routes as readonly RouteDefinition[]).flatMap((route) =>
    PARTS.flatMap((part) => (route[part] ? schemaLeaves(route[part]).map((leaf) => ({ ...leaf, where: `${route.operation} ${part} ${leaf.path}` })) : [])),
  );
}

describe('request bounds of every route', () => {
  const leaves = inputLeaves();

  it('walks the route table (a walk that finds nothing proves nothing)', () => {
    expect(leaves.filter((l) => l.kind === 'array').length).toBeGreaterThan(10);
    expect(leaves.filter((l) => l.kind === 'string').length).toBeGreaterThan(200);
  });

  it('gives every array a maximum number of items', () => {
    expect(leaves.filter((l) => l.kind === 'array' && l.maximum === undefined).map((l) => l.where)).toEqual([]);
  });

  it('gives every string a maximum length (a .max() or an anchored pattern of bounded length)', () => {
    expect(leaves.filter((l) => l.kind === 'string' && l.maximum === undefined).map((l) => l.where)).toEqual([]);
  });

  it('refuses NUL bytes, other control characters and lone surrogates in every string', () => {
    const accepting = leaves.filter((l) => l.kind === 'string' && UNTYPED.some((text) => (l.schema as z.ZodType).safeParse(text).success));
    expect(accepting.map((l) => l.where)).toEqual([]);
  });

  it("says why in the field's words", () => {
    const name = leaves.find((l) => l.where === 'createConsultReasonType body name')!;
    expect((name.schema as z.ZodType).safeParse('Controle\u0000').error?.issues.map((i) => i.message)).toEqual([CONTROL_CHARACTERS]);
  });
});
