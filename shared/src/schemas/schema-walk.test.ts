import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { boundedPattern, schemaLeaves } from './schema-walk';

describe('schema walk', () => {
  it('measures anchored patterns with bounded counts, and only those', () => {
    expect(boundedPattern(/^\d{4}-\d{2}-\d{2}$/)).toBe(10);
    expect(boundedPattern(/^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::00)?$/)).toBe(19);
    expect(boundedPattern(/^([01]\d|2[0-3]):[0-5]\d$/)).toBe(5);
    expect(boundedPattern(/^[0-9A-HJKMNP-TV-Z]{26}$/)).toBe(26);
    expect(boundedPattern(/^\d{6,8}$/)).toBe(8);
    for (const open of [/^\d+$/, /^\d+(\.\d{1,2})?$/, /^\d{2,}$/, /\d{2}/, /^a|b$/, /^(a)\1$/]) expect(boundedPattern(open), String(open)).toBeUndefined();
  });
  it('finds every string and array of a schema with its limit, through optional, pipes, unions and records', () => {
    const schema = z.object({
      name: z.string().max(10),
      tags: z.array(z.string().regex(/^\d{3}$/)).max(5),
      note: z.preprocess((v) => v, z.string().optional()),
      either: z.union([z.literal(''), z.string().max(4)]),
      map: z.record(z.string().max(3), z.array(z.number())),
    });
    const leaves = schemaLeaves(schema).map((l) => `${l.path}:${l.kind}:${l.maximum}`);
    expect(leaves).toEqual([
      'name:string:10',
      'tags:array:5',
      'tags[]:string:3',
      'note:string:undefined',
      'either:string:4',
      'map{key}:string:3',
      'map{}:array:undefined',
    ]);
  });
});
