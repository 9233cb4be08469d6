import { REFERENCE_CATALOGUES } from '@praktijk/functions/catalogue/domain/registry';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, type TypedApi, typedApi } from '../support/api';
import { createTestPractice, idToken, type TestPractice, roleTokens } from '../support/practice';
import { twin } from '../support/twin-env';

// catalogue/: reference catalogues loaded by the twin at start, medications, referral tests and
// the caller's defaults (spec 1 §7 "Catalogue", spec 2 §3-§5). Employers: catalogue-employers.test.ts.
let url: string;
let api: TypedApi;
let practice: TestPractice;
let other: TestPractice;
const tokens: Record<string, string> = {};
const ROLES = ['physician', 'administration', 'nurse', 'staff'] as const;

beforeAll(async () => {
  url = twin().url;
  api = typedApi(url);
  [practice, other] = await Promise.all([createTestPractice(), createTestPractice()]);
  Object.assign(tokens, await roleTokens(practice));
  tokens.other = await idToken(other.users.physician);
});

const catalogue = (name: string, token: string, query?: Record<string, string>) => api('getCatalogue', token, { params: { name }, query });
const codes = (items: { code: string }[]) => items.map((i) => i.code);

describe('GET /api/catalogue/{name}/', () => {
  it('answers any signed-in role, and 401 without a token', async () => {
    for (const role of ROLES) {
      const res = await catalogue('titles', tokens[role]!);
      expect(res.status).toBe(200);
      expect(codes(res.body)).toEqual(expect.arrayContaining(['DHR', 'MEVR']));
    }
    expect((await call(url, 'GET', '/api/catalogue/titles/')).status).toBe(401);
  });

  it('answers 404 for an unknown catalogue', async () => {
    const res = await catalogue('spaceships', tokens.nurse!);
    expect(res.status).toBe(404);
  });

  it('answers every catalogue whole, in the data order, icpc_codes with all its entries', async () => {
    const icpc = (await catalogue('icpc_codes', tokens.physician!)).body;
    expect(icpc).toHaveLength(REFERENCE_CATALOGUES.icpc_codes.entries.length);
    expect(icpc.length).toBeGreaterThan(500);
    // catalogue/medications/ and catalogue/referral_tests/ are routes of their own (searches).
    for (const [name, source] of Object.entries(REFERENCE_CATALOGUES).filter(([name]) => name !== 'medications' && name !== 'referral_tests')) {
      expect(codes((await catalogue(name, tokens.nurse!)).body), name).toEqual(source.entries.map((e) => e.code));
    }
  });

  it('filters by parent code: resorts of a district, an ICPC chapter, the items without a parent', async () => {
    const wanica = (await catalogue('resorts', tokens.administration!, { parent: 'WA' })).body;
    expect(wanica.map((r) => r.name)).toEqual(['De Nieuwe Grond', 'Domburg', 'Houttuin', 'Koewarasan', 'Kwatta', 'Lelydorp', 'Saramaccapolder']);
    const chapters = (await catalogue('icpc_codes', tokens.physician!, { parent: '' })).body;
    expect(codes(chapters).join('')).toBe('ABDFHKLNPRSTUWXYZ');
    const cardio = (await catalogue('icpc_codes', tokens.physician!, { parent: 'K' })).body;
    expect(cardio.find((c) => c.code === 'K86')).toMatchObject({
      name: 'Hypertension uncomplicated',
      tag: 'Diagnoses/diseases',
      color: expect.any(String),
      parent: 'K',
    });
    const szfTypes = (await catalogue('insurance_types', tokens.administration!, { parent: 'SZF' })).body;
    expect(szfTypes.length).toBeGreaterThan(3);
    expect(szfTypes.every((t) => t.parent === 'SZF' && t.parent_name === 'Staatsziekenfonds (SZF)')).toBe(true);
    expect((await catalogue('insurance_types', tokens.administration!, { parent: '' })).body.every((t) => t.parent === null)).toBe(true);
  });

  it('searches by name or code prefix, accents and case ignored, within bounds', async () => {
    const diabetes = (await catalogue('icpc_codes', tokens.physician!, { search: 'DIAB' })).body;
    expect(codes(diabetes)).toEqual(expect.arrayContaining(['T89', 'T90', 'W85']));
    expect(codes((await catalogue('icpc_codes', tokens.physician!, { search: 't90' })).body)).toEqual(['T90']);
    const street = (await catalogue('addresses', tokens.administration!, { search: 'domineestr' })).body;
    expect(street[0]).toMatchObject({ name: 'Domineestraat', parent_name: 'Centrum' });
    const resort = (await catalogue('resorts', tokens.administration!, { parent: 'PM' })).body.find((r) => r.code === street[0]!.parent);
    expect(resort).toMatchObject({ name: 'Centrum', parent: 'PM' });
    expect(codes((await catalogue('villages', tokens.nurse!, { search: 'marienb' })).body)).toHaveLength(1);
    expect((await catalogue('icpc_codes', tokens.nurse!, { search: 'a' })).body.length).toBeLessThanOrEqual(50);
    expect(await catalogue('icpc_codes', tokens.nurse!, { search: 'x'.repeat(101) })).toMatchObject({
      status: 400,
      body: { search: ['Ensure this field has no more than 100 characters.'] },
    });
  });

  it("lists the practice's active physicians only, never another practice's", async () => {
    const mine = (await catalogue('physicians', tokens.nurse!)).body;
    expect(mine.map((p) => p.id)).toEqual([practice.users.physician.id]);
    const theirs = (await catalogue('physicians', tokens.other!)).body;
    expect(theirs.map((p) => p.id)).toEqual([other.users.physician.id]);
  });
});

describe('GET and PUT /api/catalogue/defaults/', () => {
  it("keeps each user's own defaults and refuses a stale consistency_token", async () => {
    for (const role of ROLES) {
      const start = await api('getCatalogueDefaults', tokens[role]!);
      expect(start).toMatchObject({ status: 200, body: { defaults: {}, consistency_token: null } });
    }
    const first = await api('updateCatalogueDefaults', tokens.physician!, {
      body: { defaults: { districts: 'PM', titles: 'DHR', icpc_codes: 'K86' }, consistency_token: null },
    });
    expect(first.status).toBe(200);
    const second = await api('updateCatalogueDefaults', tokens.physician!, {
      body: { defaults: { districts: 'WA' }, consistency_token: first.body.consistency_token },
    });
    expect(second.body.defaults).toEqual({ districts: 'WA' });
    const stale = await api('updateCatalogueDefaults', tokens.physician!, {
      body: { defaults: { districts: 'NI' }, consistency_token: first.body.consistency_token },
    });
    expect(stale.status).toBe(409);
    expect((await api('updateCatalogueDefaults', tokens.physician!, { body: { defaults: {}, consistency_token: null } })).status).toBe(409);
    expect((await api('getCatalogueDefaults', tokens.physician!)).body.defaults).toEqual({ districts: 'WA' });
    expect((await api('getCatalogueDefaults', tokens.nurse!)).body.defaults).toEqual({});
    const nurse = await api('updateCatalogueDefaults', tokens.nurse!, {
      body: { defaults: { physicians: practice.users.physician.id }, consistency_token: null },
    });
    expect(nurse.status).toBe(200);
  });

  it('validates every choice against its catalogue and practice', async () => {
    const bad = await api('updateCatalogueDefaults', tokens.administration!, {
      body: { defaults: { titles: 'NOPE', spaceships: 'X', physicians: other.users.physician.id, districts: 'PM' }, consistency_token: null },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      'defaults.titles': ['Select a valid choice. That choice is not one of the available choices.'],
      'defaults.spaceships': ['Unknown catalogue.'],
      'defaults.physicians': ['Select a valid choice. That choice is not one of the available choices.'],
    });
    const malformed = await api('updateCatalogueDefaults', tokens.administration!, { body: { defaults: { titles: '' } } });
    expect(malformed.body).toEqual({ 'defaults.titles': ['This field is required.'] });
  });
});

describe('GET /api/catalogue/medications/', () => {
  it('finds medications by name or code prefix with code, name, strength and form, for every role', async () => {
    for (const role of ROLES) {
      const res = await api('searchMedications', tokens[role]!, { query: { search: 'metf' } });
      expect(res.status).toBe(200);
      expect(res.body.map((m) => m.strength)).toEqual(['500 mg', '850 mg', '1000 mg']);
      expect(res.body[0]).toEqual({ id: expect.any(String), code: expect.any(String), name: 'Metformine', strength: '500 mg', form: 'Tablet', atc: 'A10BA02' });
    }
    const byCode = (await api('searchMedications', tokens.physician!, { query: { search: '10000' } })).body;
    expect(byCode.length).toBeGreaterThan(0);
    expect(byCode.every((m) => m.code.startsWith('10000'))).toBe(true);
    expect((await api('searchMedications', tokens.physician!)).body.length).toBeLessThanOrEqual(50);
  });
});

describe('GET /api/catalogue/referral_tests/', () => {
  it('finds tests under a discipline or panel by search words', async () => {
    for (const role of ROLES) {
      const res = await api('searchReferralTests', tokens[role]!, { query: { parent: 'Laboratory', search: 'haem' } });
      expect(res.status).toBe(200);
      expect(res.body.map((t) => t.name)).toEqual(expect.arrayContaining(['Haemoglobin', 'Haematocrit']));
      expect(res.body.every((t) => t.parent_id && t.parent_name)).toBe(true);
    }
    const lab = (await api('searchReferralTests', tokens.physician!, { query: { parent: 'Laboratory' } })).body;
    expect(lab.length).toBeGreaterThan(60);
    expect(lab.some((t) => t.code.startsWith('RAD'))).toBe(false);
    const chest = (await api('searchReferralTests', tokens.physician!, { query: { parent: 'Radiology', search: 'thorax' } })).body;
    expect(chest.map((t) => t.parent_name)).toEqual(['X-ray', 'CT scan']);
    const panel = (await api('searchReferralTests', tokens.physician!, { query: { parent: 'LAB-LIP' } })).body;
    expect(panel.map((t) => t.name)).toEqual(['Total cholesterol', 'HDL cholesterol', 'LDL cholesterol', 'Triglycerides']);
    expect((await api('searchReferralTests', tokens.physician!, { query: { parent: 'Cardiology' } })).body).toEqual([]);
  });
});
