import { describe, expect, it } from 'vitest';
import { REFERENCE_CATALOGUE_NAMES, type ReferenceCatalogueName } from '@praktijk/shared/schemas/catalogue';
import { ICPC_COMPONENTS } from './data/icpc';
import { REFERENCE_CATALOGUES } from './registry';

// The reference data keeps its promises: every parent exists, codes are unique, and the lists
// the specification relies on hold what it names.
const entries = (name: ReferenceCatalogueName) => REFERENCE_CATALOGUES[name].entries;
const codes = (name: ReferenceCatalogueName) => new Set(entries(name).map((e) => e.code));

describe('reference catalogues', () => {
  it('are exactly the catalogues the shared contract names', () => {
    expect(Object.keys(REFERENCE_CATALOGUES).sort()).toEqual([...REFERENCE_CATALOGUE_NAMES].sort());
  });

  it.each(REFERENCE_CATALOGUE_NAMES)('%s has entries, unique codes and names, and codes with a letter or digit', (name) => {
    const list = entries(name);
    expect(list.length).toBeGreaterThan(0);
    expect(codes(name).size).toBe(list.length);
    for (const entry of list) {
      expect(entry.code).toMatch(/[A-Za-z0-9]/);
      expect(entry.name.trim()).not.toBe('');
    }
  });

  it.each(REFERENCE_CATALOGUE_NAMES)('every parent of %s exists in its parent catalogue', (name) => {
    const source = REFERENCE_CATALOGUES[name];
    const withParent = source.entries.filter((e) => e.parent !== undefined);
    if (!source.parents) {
      expect(withParent).toEqual([]);
      return;
    }
    const parents = codes(source.parents);
    for (const entry of withParent) expect(parents.has(entry.parent!), `${name} ${entry.code} -> ${entry.parent}`).toBe(true);
  });
});

describe('geography', () => {
  it('has the 10 districts and 62 resorts of Suriname, each resort in a district', () => {
    expect(entries('districts')).toHaveLength(10);
    expect(entries('resorts')).toHaveLength(62);
    const districts = codes('districts');
    for (const resort of entries('resorts')) expect(districts.has(resort.parent!)).toBe(true);
  });

  it('puts every address in a resort, so picking one fills resort and district', () => {
    const resorts = new Map(entries('resorts').map((r) => [r.code, r]));
    for (const address of entries('addresses')) expect(codes('districts').has(resorts.get(address.parent!)!.parent!)).toBe(true);
    expect(entries('addresses').filter((a) => resorts.get(a.parent!)!.parent === 'PM').length).toBeGreaterThan(100);
  });
});

describe('insurance', () => {
  it('has SZF among the companies and every type under an existing company or none', () => {
    expect(codes('insurance_companies').has('SZF')).toBe(true);
    const companies = codes('insurance_companies');
    for (const type of entries('insurance_types')) if (type.parent) expect(companies.has(type.parent)).toBe(true);
    expect(entries('insurance_types').some((t) => t.parent === undefined)).toBe(true);
  });
});

describe('ICPC-2', () => {
  const icpc = entries('icpc_codes');
  const chapters = icpc.filter((e) => e.parent === undefined);
  const rubrics = icpc.filter((e) => e.parent !== undefined);

  it('has the 17 chapters as top-level codes and at least 600 rubrics under them', () => {
    expect(chapters.map((c) => c.code).join('')).toBe('ABDFHKLNPRSTUWXYZ');
    expect(rubrics.length).toBeGreaterThanOrEqual(600);
    for (const rubric of rubrics) {
      expect(rubric.code).toMatch(/^[ABDFHKLNPRSTUWXYZ]\d\d$/);
      expect(rubric.parent).toBe(rubric.code[0]);
    }
  });

  it('tags every rubric with its component and colour, all seven components in use', () => {
    const tags = new Map<string, string>(ICPC_COMPONENTS.map((c) => [c.name, c.color]));
    for (const rubric of rubrics) expect(tags.get(rubric.tag!)).toBe(rubric.color);
    expect(new Set(rubrics.map((r) => r.tag)).size).toBe(7);
    expect(new Set(ICPC_COMPONENTS.map((c) => c.color)).size).toBe(7);
    expect(icpc.find((e) => e.code === 'T90')).toMatchObject({ name: 'Diabetes non-insulin dependent', tag: 'Diagnoses/diseases' });
  });
});

describe('clinical lists', () => {
  it('offers the two SNOMED CT diagnostic referral types', () => {
    for (const code of ['266753000', '66862007']) expect(codes('referral_types').has(code)).toBe(true);
  });

  it('keeps lab and radiology tests three deep: discipline, panel, test', () => {
    const tests = entries('referral_tests');
    const byCode = new Map(tests.map((t) => [t.code, t]));
    const depth = (code: string): number => (byCode.get(code)!.parent ? 1 + depth(byCode.get(code)!.parent!) : 0);
    expect(tests.filter((t) => !t.parent).map((t) => t.name)).toEqual(['Laboratory', 'Radiology']);
    expect(Math.max(...tests.map((t) => depth(t.code)))).toBe(2);
    for (const panel of tests.filter((t) => depth(t.code) === 1)) expect(tests.some((t) => t.parent === panel.code)).toBe(true);
  });

  it('gives every procedure type a resource and a tariff, on both tariff lists', () => {
    const procedures = entries('procedure_types');
    for (const p of procedures) {
      expect(['SZF', 'SURVAM']).toContain(p.resource);
      expect(p.tariff).toBeGreaterThan(0);
    }
    expect(procedures.filter((p) => p.resource === 'SZF')).toHaveLength(procedures.filter((p) => p.resource === 'SURVAM').length);
  });

  it('gives medications a strength, a form and an ATC code; allergy codes sit under a type', () => {
    for (const m of entries('medications')) {
      expect(m.form).toBeTruthy();
      expect(m.atc).toMatch(/^[A-Z]\d\d[A-Z]{0,2}\d{0,2}$/);
    }
    expect(entries('medications').filter((m) => m.strength).length).toBeGreaterThan(150);
    expect(new Set(entries('allergy_codes').map((c) => c.parent))).toEqual(codes('allergy_types'));
  });

  it('has the national vaccination programme and columns of 10 disabilities', () => {
    const programme = entries('vaccines')
      .filter((v) => v.programme)
      .map((v) => v.code);
    expect(programme).toEqual(expect.arrayContaining(['PENTA', 'OPV', 'MMR', 'YF', 'HPV']));
    expect(entries('disabilities').length % 10).toBe(0);
  });

  it('derives the per-field method lists from the vital measurement methods', () => {
    const methods = entries('vital_measurement_methods');
    expect(entries('temperature_methods').map((m) => m.code)).toEqual(methods.filter((m) => m.parent === 'temperature').map((m) => m.code));
    expect(entries('temperature_methods').every((m) => m.parent === undefined)).toBe(true);
  });
});
