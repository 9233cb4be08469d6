import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { outputSchema, outputShape } from './output-schema';

describe('the schema of what a schema produces', () => {
  it('reads a value by what its transforms produced, not by what a request sends', () => {
    const dutchDay = z
      .string()
      .regex(/^\d{2}-\d{2}-\d{4}$/)
      .transform((d) => d.split('-').reverse().join('-'));
    const blankIsNull = z.preprocess((v) => (v === '' ? null : v), z.number().nullable());
    const stored = outputSchema(z.object({ day: dutchDay, dose: blankIsNull, count: z.coerce.number().default(1) }));
    expect(stored.parse({ day: '2025-03-01', dose: null, count: 2 })).toEqual({ day: '2025-03-01', dose: null, count: 2 });
    expect(stored.safeParse({ day: '2025-03-01', dose: '5', count: 2 }).success).toBe(false);
  });

  it('keeps the keys an object does not declare, and drops its refinements (rules for requests)', () => {
    const refined = z.object({ a: z.string() }).refine((v) => v.a !== 'x');
    expect(outputSchema(refined).parse({ a: 'x', extra: 1 })).toEqual({ a: 'x', extra: 1 });
  });

  it('reads each field of an object by its output (outputShape)', () => {
    const stored = z.object(outputShape(z.object({ n: z.coerce.number(), t: z.string().trim() })));
    expect(stored.safeParse({ n: '5', t: 'a' }).success).toBe(false);
    expect(stored.parse({ n: 5, t: 'a' })).toEqual({ n: 5, t: 'a' });
  });
});
