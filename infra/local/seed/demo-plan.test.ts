import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { PATIENT_CATALOGUE_FIELDS } from '@praktijk/functions/catalogue/domain/references';
import { REFERENCE_CATALOGUES } from '@praktijk/functions/catalogue/domain/registry';
import { insuranceKind } from '@praktijk/shared/records/insurance';
import { memoKind } from '@praktijk/shared/records/memo';
import { relationKind } from '@praktijk/shared/records/relation';
import { type ReferenceCatalogueName } from '@praktijk/shared/schemas/catalogue';
import { todayIso } from '@praktijk/shared/schemas/fields';
import { patientCreateSchema, type PatientFields } from '@praktijk/shared/schemas/patients';
import { consultationInsuranceOf, demoEmployers, demoPatients, demoRelations } from './demo-plan';
import { DEMO_PRACTICES } from './demo-users';

// The demo data must be what the API would accept and keep: each patient passes the create schema
// unchanged, names only existing catalogue entries, and has a whole address; insurances, memos
// and relations pass their kinds' create schemas and make sense together.
const count = Math.max(...DEMO_PRACTICES.map((practice) => practice.patients));
const planned = demoPatients(count);
const patients = planned.map((p) => p.fields);
const today = todayIso();

const entry = (catalogue: ReferenceCatalogueName, code: string) => REFERENCE_CATALOGUES[catalogue].entries.find((e) => e.code === code);
const idsOf = (value: PatientFields[keyof PatientFields]): string[] =>
  value === null ? [] : Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : [];
const ageOf = (born: string) => Number(today.slice(0, 4)) - Number(born.slice(0, 4)) - (today.slice(5) < born.slice(5) ? 1 : 0);
/** The age the generator reasons with: the years since the year of birth (an 18-year-old turns 18 this year). */
const yearsSince = (born: string) => Number(today.slice(0, 4)) - Number(born.slice(0, 4));

/** What is wrong with a patient's address: a place is a street and number in a resort of a district, or nothing. */
function addressGaps(p: Pick<PatientFields, 'address_id' | 'address_number' | 'resort_id' | 'district_id'>): string[] {
  const given = [p.address_id, p.address_number, p.resort_id, p.district_id].filter(Boolean).length;
  if (given === 0) return [];
  const gaps: string[] = [];
  if (!p.address_id) gaps.push('a house number or district without a street');
  if (!p.resort_id || !p.district_id) gaps.push('no resort or district');
  const street = p.address_id ? entry('addresses', p.address_id) : undefined;
  const resort = p.resort_id ? entry('resorts', p.resort_id) : undefined;
  if (street && street.parent !== p.resort_id) gaps.push(`street ${street.name} is not in resort ${p.resort_id}`);
  if (resort && resort.parent !== p.district_id) gaps.push(`resort ${resort.name} is not in district ${p.district_id}`);
  return gaps;
}

describe('the address check', () => {
  it('finds a number and district without a street, and parts of different places', () => {
    expect(addressGaps({ address_id: null, address_number: '12', resort_id: 'PM01', district_id: 'PM' })).toEqual([
      'a house number or district without a street',
    ]);
    expect(addressGaps({ address_id: null, address_number: '', resort_id: null, district_id: null })).toEqual([]);
    const paramaribo = patients.find((p) => p.district_id === 'PM')!;
    expect(addressGaps({ ...paramaribo, district_id: 'WA' })).toEqual([`resort ${entry('resorts', paramaribo.resort_id!)!.name} is not in district WA`]);
  });
});

describe('the demo patients', () => {
  it('pass the create schema of the API unchanged', () => {
    for (const p of patients) {
      const parsed = patientCreateSchema.safeParse(p);
      expect(parsed.error?.issues ?? [], `${p.first_name} ${p.surname}`).toEqual([]);
      expect(parsed.data).toEqual(p);
    }
  });

  it('name only entries that their catalogues hold', () => {
    for (const p of patients) {
      for (const [field, catalogue] of Object.entries(PATIENT_CATALOGUE_FIELDS) as [keyof PatientFields, ReferenceCatalogueName][]) {
        for (const id of idsOf(p[field])) expect(entry(catalogue, id), `${field} ${id}`).toBeDefined();
      }
    }
  });

  it('each have a whole address', () => {
    for (const p of patients) expect(addressGaps(p), `${p.first_name} ${p.surname}`).toEqual([]);
  });

  it('have fields that agree with each other', () => {
    for (const p of patients) {
      const who = `${p.first_name} ${p.surname}`;
      expect(Boolean(p.id_number), who).toBe(p.id_type_id !== null);
      expect(p.deceased_date === null || p.deceased_indicator, who).toBe(true);
      if (yearsSince(p.date_of_birth) < 18) expect([p.title_id, p.employer], who).toEqual([null, '']);
      if (p.title_id) expect(p.title_id, who).toBe(p.biological_gender_id === 'F' ? 'MEVR' : 'DHR');
      const contact = [p.contact_first_name, p.contact_surname, p.contact_relation_id].filter(Boolean).length;
      expect([0, 3], who).toContain(contact);
    }
  });
});

describe('the demo records', () => {
  it('insurances pass their create schema, with a type of their company, one per slot', () => {
    for (const { fields, insurances } of planned) {
      for (const insurance of insurances) {
        expect(insuranceKind.schemas.create.safeParse({ ...insurance, patient: ulid() }).error?.issues ?? []).toEqual([]);
        expect(entry('insurance_types', insurance.type_id)?.parent, fields.surname).toBe(insurance.company_id);
      }
      expect(new Set(insurances.map((i) => i.is_primary)).size).toBe(insurances.length);
    }
  });

  it('memos pass their create schema', () => {
    for (const { memo } of planned) if (memo) expect(memoKind.schemas.create.safeParse({ description: memo, patient: ulid() }).success).toBe(true);
  });

  it('relations pass their create schema and fit the ages: parents a generation older, spouses adults', () => {
    const relations = demoRelations(patients, today);
    expect(relations.length).toBeGreaterThan(0);
    for (const { from, to, relation_id } of relations) {
      expect(relationKind.schemas.create.safeParse({ to_patient: ulid(), patient: ulid(), relation_id }).success).toBe(true);
      expect(entry('relation_types', relation_id), relation_id).toBeDefined();
      expect(from).not.toBe(to);
      const [younger, elder] = [patients[from]!, patients[to]!];
      expect(elder.date_of_birth <= younger.date_of_birth).toBe(true);
      const gap = Number(younger.date_of_birth.slice(0, 4)) - Number(elder.date_of_birth.slice(0, 4));
      if (relation_id === 'MTH' || relation_id === 'FTH') expect(gap).toBeGreaterThanOrEqual(15);
      if (relation_id === 'SPS') expect(ageOf(younger.date_of_birth)).toBeGreaterThanOrEqual(18);
    }
  });
});

// Issue 22 §7: the demo data reads true: insurance types fit the age, spouses are married, the
// employers named on patients are in the practice's employer catalogue.
describe('the demo data, read together', () => {
  it('gives each patient an insurance type of their age: SZF children 0-16 and seniors 60+, neither for other adults', () => {
    for (const { fields, insurances } of planned) {
      const age = ageOf(fields.date_of_birth);
      const who = `${fields.first_name} ${fields.surname}, ${age}`;
      for (const { type_id, is_primary, effective_date } of insurances) {
        if (type_id === 'SZF-KIND') expect(age, who).toBeLessThanOrEqual(16);
        if (type_id === 'SZF-SEN') expect(age, who).toBeGreaterThanOrEqual(60);
        if (is_primary && age <= 16) expect(type_id, who).toBe('SZF-KIND');
        if (is_primary && age >= 60) expect(type_id, who).toBe('SZF-SEN');
        expect(effective_date >= fields.date_of_birth, who).toBe(true);
      }
    }
    const types = new Set(planned.flatMap((p) => p.insurances.map((i) => i.type_id)));
    expect([...types]).toEqual(expect.arrayContaining(['SZF-KIND', 'SZF-SEN', 'SZF-BZV']));
  });

  it('relates spouses only when both are married, never a single, divorced or widowed patient', () => {
    const relations = demoRelations(patients, today);
    const spouses = relations.filter((r) => r.relation_id === 'SPS');
    for (const { from, to } of spouses) expect([patients[from]!.marital_status_id, patients[to]!.marital_status_id]).toEqual(['M', 'M']);
    // Checked on a family whose younger adult is widowed: siblings, not spouses.
    const widowed = [
      { ...patients[0]!, surname: 'Proef', date_of_birth: '1970-01-01', marital_status_id: 'M' },
      { ...patients[0]!, surname: 'Proef', date_of_birth: '1975-01-01', marital_status_id: 'W' },
    ];
    expect(demoRelations(widowed, today)).toEqual([{ from: 1, to: 0, relation_id: 'SIB' }]);
    expect(demoRelations([widowed[0]!, { ...widowed[1]!, marital_status_id: 'M' }], today)).toEqual([{ from: 1, to: 0, relation_id: 'SPS' }]);
  });

  it("has a consultation take the patient's only insurance, as the form preselects it, and none of two or of an inactive one", () => {
    const one = planned.find((p) => p.insurances.length === 1)!;
    const two = planned.find((p) => p.insurances.length === 2)!;
    expect(consultationInsuranceOf(one.insurances)).toBe(0);
    expect(consultationInsuranceOf(two.insurances)).toBeNull();
    expect(consultationInsuranceOf([])).toBeNull();
    expect(consultationInsuranceOf([{ is_active: false }])).toBeNull();
  });

  it('puts every employer named on a patient in the employer catalogue once', () => {
    const catalogue = demoEmployers(patients);
    for (const { employer } of patients) if (employer) expect(catalogue, employer).toContain(employer);
    expect(catalogue).toContain('Telesur');
    expect(new Set(catalogue.map((name) => name.toLowerCase())).size).toBe(catalogue.length);
    expect(catalogue).not.toContain('');
  });
});
