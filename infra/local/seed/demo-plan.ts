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
const INSURANCE_TYPES = ['SZF-BZV', 'SZF-KIND', 'SZF-SEN', 'SZF-AMB', 'ASSURIA-BZV', 'FATUM-IND'];
const ADULT = 18;
const PARENT_GAP = 16;

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

function insurancesOf(i: number, random: () => number): DemoInsurance[] {
  const insurances: DemoInsurance[] = [];
  if (random() < 0.75) {
    const type = INSURANCE_TYPES[i % INSURANCE_TYPES.length]!;
    const company = type.split('-')[0]!;
    insurances.push({
      is_primary: true,
      is_active: true,
      company_id: company,
      type_id: type,
      number: `${company}-${100000 + i}`,
      effective_date: '2026-01-01',
      expiry_date: '2026-12-31',
    });
  }
  if (random() < 0.15)
    insurances.push({
      is_primary: false,
      is_active: true,
      company_id: 'ASSURIA',
      type_id: 'ASSURIA-PLUS',
      number: `AS-${200000 + i}`,
      effective_date: '2026-01-01',
      expiry_date: '2027-06-30',
    });
  return insurances;
}

export function demoPatients(count: number): DemoPatient[] {
  const generate = patientGenerator();
  const fields = Array.from({ length: count }, (_, i) => generate(i));
  const random = seededRandom(2026);
  return fields.map((patient, i) => {
    const insurances = insurancesOf(i, random);
    const memo = random() < 0.25 ? MEMOS[i % MEMOS.length]! : null;
    return { fields: patient, insurances, memo };
  });
}

const ageOn = (born: string, on: string) => Number(on.slice(0, 4)) - Number(born.slice(0, 4)) - (on.slice(5) < born.slice(5) ? 1 : 0);

/**
 * Families: the two eldest patients who share a surname are related. A generation apart the elder
 * is the younger's mother or father; two adults are spouses; otherwise they are siblings.
 */
export function demoRelations(patients: readonly Pick<PatientFields, 'surname' | 'date_of_birth' | 'biological_gender_id'>[], today: string): DemoRelation[] {
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
        : ageOn(younger.date_of_birth, today) >= ADULT
          ? 'SPS'
          : 'SIB';
    return [{ from: second, to: first, relation_id: relation }];
  });
}
