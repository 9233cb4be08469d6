import { describe, expect, it } from 'vitest';
import { procedureKind, procedureResource, typesForResource } from './procedures';

describe('the tariff list of a patient (spec 3 §5)', () => {
  it('is SZF for an SZF primary insurance and SURVAM for any other or none', () => {
    expect(procedureResource('SZF')).toBe('SZF');
    expect(procedureResource('ASSURIA')).toBe('SURVAM');
    expect(procedureResource(null)).toBe('SURVAM');
  });

  it("keeps the list's matches when it has any, else every match", () => {
    const found = [
      { code: 'SZF-100', resource: 'SZF' },
      { code: 'SV-100', resource: 'SURVAM' },
    ];
    expect(typesForResource(found, 'SZF').map((t) => t.code)).toEqual(['SZF-100']);
    expect(typesForResource([found[1]!], 'SZF').map((t) => t.code)).toEqual(['SV-100']);
    expect(typesForResource([], 'SURVAM')).toEqual([]);
  });
});

describe('a procedure', () => {
  it('needs its consultation note and a type; only the description changes later', () => {
    const create = procedureKind.schemas.create.safeParse({ patient: '01J0000000000000000000000A', decursus: null, type_id: '' });
    expect(create.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['decursus', 'This field is required.'],
      ['type_id', 'This field is required.'],
    ]);
    expect(Object.keys(procedureKind.schemas.fields.shape)).toEqual(['description']);
  });
});
