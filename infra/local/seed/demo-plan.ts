import { todayIso } from '@praktijk/shared/schemas/fields';
import { type PatientFields } from '@praktijk/shared/schemas/patients';
import { patientGenerator } from './patient-generator';
import { seededRandom } from './random';

// What the demo practice holds, as plain data: patients, their insurances and memo, and the
// relations between them. demo-patients.ts writes it through the API's own code; the unit test
// beside this file holds it to the API's schemas and catalogues, so the demo shows consistent data.
const MEMOS = [
  'Spreekt alleen Sranantongo; neem een familielid mee als tolk.',
  'Angstig bij bloedafname: liggend prikken.',
  'Mantelzorger van haar moeder; vaak moe.',
  'Komt met de bus uit Commewijne: afspraken liefst na 10:00.',
  'Slechthorend links: duidelijk praten.',
  'Diabetes type 2, eigen glucosemeter.',
];
/** The insurance types of working-age adults; children and seniors have the state-paid SZF types of their age. */
const ADULT_INSURANCE_TYPES = ['SZF-BZV', 'SZF-AMB', 'ASSURIA-BZV', 'FATUM-IND'];
/** SZF's 'Children 0-16 (state-paid)' and 'Seniors 60+ (state-paid)' (the insurance_types catalogue). */
const CHILD_INSURANCE = { type: 'SZF-KIND', upTo: 16 } as const;
const SENIOR_INSURANCE = { type: 'SZF-SEN', from: 60 } as const;
const ADULT = 18;
const PARENT_GAP = 16;
/** A spouse relation only between two married patients (never one single, divorced or widowed). */
const MARRIED = 'M';
const INSURANCE_YEAR = { effective: '2026-01-01', expiry: '2026-12-31' };

/** Whole years of age on a day. */
const ageOn = (born: string, on: string) => Number(on.slice(0, 4)) - Number(born.slice(0, 4)) - (on.slice(5) < born.slice(5) ? 1 : 0);

// A type, not an interface: record fields are written as a plain record.
export type DemoInsurance = {
  is_primary: boolean;
  is_active: boolean;
  company_id: string;
  type_id: string;
  number: string;
  effective_date: string;
  expiry_date: string;
};

export interface DemoPatient {
  fields: PatientFields;
  insurances: DemoInsurance[];
  memo: string | null;
}

/** A relation between two planned patients (by index): "to is the <relation_id> of from". */
export interface DemoRelation {
  from: number;
  to: number;
  relation_id: string;
}

/** The insurance type that fits a patient's age: children and seniors are state-paid by SZF, adults vary. */
export function insuranceTypeFor(age: number, i: number): string {
  if (age <= CHILD_INSURANCE.upTo) return CHILD_INSURANCE.type;
  if (age >= SENIOR_INSURANCE.from) return SENIOR_INSURANCE.type;
  return ADULT_INSURANCE_TYPES[i % ADULT_INSURANCE_TYPES.length]!;
}

function insurancesOf(i: number, random: () => number, patient: PatientFields, today: string): DemoInsurance[] {
  const insurances: DemoInsurance[] = [];
  // Never in force before the patient was born (a baby of this year).
  const effective = patient.date_of_birth > INSURANCE_YEAR.effective ? patient.date_of_birth : INSURANCE_YEAR.effective;
  if (random() < 0.75) {
    const type = insuranceTypeFor(ageOn(patient.date_of_birth, today), i);
    const company = type.split('-')[0]!;
    insurances.push({
      is_primary: true,
      is_active: true,
      company_id: company,
      type_id: type,
      number: `${company}-${100000 + i}`,
      effective_date: effective,
      expiry_date: INSURANCE_YEAR.expiry,
    });
  }
  if (random() < 0.15)
    insurances.push({
      is_primary: false,
      is_active: true,
      company_id: 'ASSURIA',
      type_id: 'ASSURIA-PLUS',
      number: `AS-${200000 + i}`,
      effective_date: effective,
      expiry_date: '2027-06-30',
    });
  return insurances;
}

/**
 * The insurance a consultation of the patient is for, as the consultation form preselects it
 * (spec 3 §2: "if the patient has exactly one insurance it is preselected", an inactive one cannot
 * be chosen): the index of that one insurance, else none (the patient or reception chooses).
 */
export function consultationInsuranceOf(insurances: readonly Pick<DemoInsurance, 'is_active'>[]): number | null {
  return insurances.length === 1 && insurances[0]!.is_active ? 0 : null;
}

/** The employers named on the patients, once each (by name in any case): the practice's employer catalogue. */
export function demoEmployers(patients: readonly Pick<PatientFields, 'employer'>[]): string[] {
  const byName = new Map<string, string>();
  for (const { employer } of patients) {
    const name = employer.trim();
    if (name && !byName.has(name.toLowerCase())) byName.set(name.toLowerCase(), name);
  }
  return [...byName.values()].sort((a, b) => a.localeCompare(b));
}

export function demoPatients(count: number, today = todayIso()): DemoPatient[] {
  const generate = patientGenerator();
  const fields = Array.from({ length: count }, (_, i) => generate(i));
  const random = seededRandom(2026);
  return fields.map((patient, i) => {
    const insurances = insurancesOf(i, random, patient, today);
    const memo = random() < 0.25 ? MEMOS[i % MEMOS.length]! : null;
    return { fields: patient, insurances, memo };
  });
}

/**
 * Families: the two eldest patients who share a surname are related. A generation apart the elder
 * is the younger's mother or father; two married adults are spouses; otherwise they are siblings
 * (never a spouse of a single, divorced or widowed patient).
 */
export function demoRelations(
  patients: readonly Pick<PatientFields, 'surname' | 'date_of_birth' | 'biological_gender_id' | 'marital_status_id'>[],
  today: string,
): DemoRelation[] {
  const bySurname = new Map<string, number[]>();
  patients.forEach((p, i) => bySurname.set(p.surname, [...(bySurname.get(p.surname) ?? []), i]));
  return [...bySurname.values()].flatMap((family) => {
    const [first, second] = [...family].sort((a, b) => patients[a]!.date_of_birth.localeCompare(patients[b]!.date_of_birth));
    if (first === undefined || second === undefined) return [];
    const elder = patients[first]!;
    const younger = patients[second]!;
    const relation =
      ageOn(elder.date_of_birth, younger.date_of_birth) >= PARENT_GAP
        ? elder.biological_gender_id === 'F'
          ? 'MTH'
          : 'FTH'
        : ageOn(younger.date_of_birth, today) >= ADULT && elder.marital_status_id === MARRIED && younger.marital_status_id === MARRIED
          ? 'SPS'
          : 'SIB';
    return [{ from: second, to: first, relation_id: relation }];
  });
}
