import { CATALOGUE_LIMITS } from '@praktijk/shared/schemas/catalogue';
import { describe, expect, it } from 'vitest';
import { REFERENCE_CATALOGUES } from './domain/registry';

describe('GET catalogue/{name}/ without parent or search', () => {
  it('can answer every reference catalogue whole: none outgrows the bound', () => {
    const sizes = Object.entries(REFERENCE_CATALOGUES).map(([name, source]) => ({ name, size: source.entries.length }));
    expect(sizes.filter((c) => c.size > CATALOGUE_LIMITS.whole)).toEqual([]);
    expect(sizes.find((c) => c.name === 'icpc_codes')!.size).toBeGreaterThan(CATALOGUE_LIMITS.list);
  });
});
