import { type CatalogueItem } from '@praktijk/shared/schemas/catalogue';
import { describe, expect, it } from 'vitest';
import { bodyOf, typeOptionsFor, valuesOf, withCompany } from './insurance-rules';

const item = (id: string, parent: string | null): CatalogueItem => ({ id, code: id, name: `Name ${id}`, parent, parent_id: parent }) as CatalogueItem;
const types = [item('SZF-BZV', 'SZF'), item('SZF-PEN', 'SZF'), item('ASSURIA-IND', 'ASSURIA'), item('STANDARD', null), item('OTHER', null)];

describe('insurance type options (spec 2 §4)', () => {
  it("offers the types under the company's code", () => {
    expect(typeOptionsFor(types, 'SZF').map((o) => o.value)).toEqual(['SZF-BZV', 'SZF-PEN']);
  });
  it('falls back to the types without a parent for a company without types', () => {
    expect(typeOptionsFor(types, 'FOREIGN').map((o) => o.value)).toEqual(['STANDARD', 'OTHER']);
  });
  it('offers nothing without a company', () => {
    expect(typeOptionsFor(types, '')).toEqual([]);
  });
});

describe('insurance values', () => {
  it('clears the type when the company changes, and only then', () => {
    const values = { ...valuesOf(undefined), company_id: 'SZF', type_id: 'SZF-BZV' };
    expect(withCompany(values, 'ASSURIA')).toMatchObject({ company_id: 'ASSURIA', type_id: '' });
    expect(withCompany(values, 'SZF')).toBe(values);
  });
  it('sends an empty effective date as null and starts active', () => {
    expect(valuesOf(undefined).is_active).toBe(true);
    expect(bodyOf(valuesOf(undefined)).effective_date).toBeNull();
  });
});
