import { TIMEZONE } from '@praktijk/shared/constants';
import { patientFieldsSchema, type PatientFields, type PatientSummary } from '@praktijk/shared/schemas/patients';
import * as z from 'zod';
import { readItem } from '../../lib/data/read-item';
import { outputShape } from '../../lib/data/output-schema';

// Display fields derived from the demographics (spec 1 §3): the label's name with employer and
// the age, computed on reading so it is right on every birthday.
const storedPatientFields = z.object({
  ...outputShape(patientFieldsSchema),
  id: z.string(),
  internal_number: z.string(),
  blocked: z.boolean(),
  created: z.string(),
  updated: z.string(),
  consistency_token: z.string(),
});
export type StoredPatient = z.output<typeof storedPatientFields>;
/** A patient item read from the table (without its storage keys), parsed (loose: a write of it keeps what this code does not name). */
export const readPatientItem = (item: unknown): StoredPatient => readItem('patient', storedPatientFields.loose(), item);

/** What a label needs; index items carry only this, not the whole record. */
export const SUMMARY_FIELDS = [
  'id',
  'internal_number',
  'first_name',
  'surname',
  'employer',
  'date_of_birth',
  'deceased_indicator',
  'deceased_date',
  'biological_gender_id',
  'identified_gender_id',
  'id_number',
  'blocked',
  'testpatient',
] as const;
export type SummarySource = Pick<StoredPatient, (typeof SUMMARY_FIELDS)[number]>;

export function summarySource(p: StoredPatient): SummarySource {
  return Object.fromEntries(SUMMARY_FIELDS.map((f) => [f, p[f]])) as SummarySource;
}

export function fullName(p: Pick<PatientFields, 'first_name' | 'surname'>): string {
  return `${p.first_name} ${p.surname}`.trim();
}

export function nameWithEmployer(p: Pick<PatientFields, 'first_name' | 'surname' | 'employer'>): string {
  return p.employer ? `${fullName(p)} (${p.employer})` : fullName(p);
}

function todayInPractice(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIMEZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** Whole years between birth and today (or the date of death), in the practice's time zone. */
export function ageOn(dateOfBirth: string, until: string | null, now = new Date()): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth)) return null;
  const end = until ?? todayInPractice(now);
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ey, em, ed] = end.split('-').map(Number) as [number, number, number];
  const age = ey - by - (em < bm || (em === bm && ed < bd) ? 1 : 0);
  return age >= 0 ? age : null;
}

export function toSummary(p: SummarySource, now = new Date()): PatientSummary {
  return {
    id: p.id,
    internal_number: p.internal_number,
    name: fullName(p),
    name_with_employer: nameWithEmployer(p),
    date_of_birth: p.date_of_birth,
    age: ageOn(p.date_of_birth, p.deceased_indicator ? p.deceased_date : null, now),
    biological_gender_id: p.biological_gender_id,
    identified_gender_id: p.identified_gender_id,
    id_number: p.id_number,
    blocked: p.blocked,
    testpatient: p.testpatient,
  };
}
