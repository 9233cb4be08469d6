import { formatDate, isoToDisplay } from '@praktijk/shared/dates';
import { type PermissionModel } from '@praktijk/shared/permissions';
import { type CurrentUser } from '@praktijk/shared/schemas/auth';
import { userCan } from '@/auth/permissions';

// The PMH tab's sections (spec 3 §2 "PMH tab and PMH panel", §3 "Permission keys", §6): each is
// a permission key, shown to whoever holds view on it, listing at most 3 items and '+N more'.
// The order is the spec's list of keys. A key whose records are not built yet has no section
// (issue 10 §7: "sections of kinds not built yet show nothing until their issue"); `patient`
// names no list of its own in the spec, so it has none (decision, written in the README).
export const PMH_ITEMS_PER_SECTION = 3;

export const PMH_SECTION_KEYS = [
  'history',
  'bloodtype',
  'disabilities',
  'prescription',
  'episodes',
  'decursus',
  'referral',
  'allergies',
  'measurements',
  'vitals',
  'medicalcard',
  'lab',
  'vaccination',
  'procedure',
  'attest',
  'patient',
] as const;
export type PmhSectionKey = (typeof PMH_SECTION_KEYS)[number];

/** The permission model behind a key: the spec's key 'disabilities' is the model 'disability' (every other key is its model's name). */
export const modelOfSection = (key: PmhSectionKey): PermissionModel => (key === 'disabilities' ? 'disability' : key);

/**
 * Spec 3 §6 shows every section to physicians, and to others with can_view on the section's key.
 * The server answers each section's list only with can_view on its key, for physicians too, and a
 * refused call signs the user out (issue 21 §8: a physician whose role lost a view permission was
 * signed out over and over). So a section is shown to whoever holds view on its key: physicians
 * hold every one by default, and a practice that takes one away from them hides that section.
 */
export function maySeeSection(user: CurrentUser | undefined, key: PmhSectionKey): boolean {
  return userCan(user, 'view', modelOfSection(key));
}

/** The first items of a section, newest first as their lists come, at most the spec's 3. */
export function sectionItems<T>(items: readonly T[]): T[] {
  return items.slice(0, PMH_ITEMS_PER_SECTION);
}

/**
 * '+2 more' under a section whose list holds more than it shows (`total` as the server counts it;
 * Infinity for a list that says only that there is a next page: '+ more'); undefined when all are shown.
 */
export function moreText(total: number, shown: number): string | undefined {
  if (total <= shown) return undefined;
  return Number.isFinite(total) ? `+${total - shown} more` : '+ more';
}

/** The day of a practice wall-clock time ('2026-01-05T08:15' as the Health lists answer it) or of a date: '05-01-2026'. */
export function dayText(local: string): string {
  return isoToDisplay(local.slice(0, 10));
}

type Named = { name: string } | null;
const nameOf = (ref: Named) => ref?.name ?? '';
const joined = (parts: readonly (string | null | undefined)[], separator = ', ') => parts.filter((part) => part?.trim()).join(separator);

/** An allergy: its allergen and severity ('Penicillin (Severe)'). */
export function allergyLine(allergy: { allergy_code: Named; allergy_severity: Named }): string {
  const severity = nameOf(allergy.allergy_severity);
  return severity ? `${nameOf(allergy.allergy_code)} (${severity})` : nameOf(allergy.allergy_code);
}

/** A prescription: its date and medication, marked chronic or stopped ('05-01-2026 Metformine 500 mg Tablet (chronic)'). */
export function prescriptionLine(p: { prescription_date: string; full_medication: string; is_chronic: boolean; medication_stopped: boolean }): string {
  const marks = joined([p.is_chronic ? 'chronic' : null, p.medication_stopped ? 'stopped' : null]);
  return `${dayText(p.prescription_date)} ${p.full_medication}${marks ? ` (${marks})` : ''}`;
}

/** Vital functions: their day and the readings taken ('05-01-2026 120/80 mm Hg (Left arm), 72 bpm'). */
export function vitalsLine(v: {
  vitals_date: string;
  blood_pressure_full: string | null;
  pulse_rate_full: string | null;
  temperature_full: string | null;
  respiration_rate_full: string | null;
  saturation_full: string | null;
  heart_rhythm_full: string | null;
}): string {
  const readings = joined([v.blood_pressure_full, v.pulse_rate_full, v.temperature_full, v.respiration_rate_full, v.saturation_full, v.heart_rhythm_full]);
  return joined([dayText(v.vitals_date), readings], ' ');
}

/** Measurements: their day and the values measured, BMI included. */
export function measurementsLine(m: {
  measurement_date: string;
  height_full: string | null;
  weight_full: string | null;
  bmi: number | null;
  waist_full: string | null;
  hip_full: string | null;
  glucose_full: string | null;
  hba1c_full: string | null;
  egfr_full: string | null;
}): string {
  const values = joined([
    m.height_full,
    m.weight_full,
    m.bmi === null ? null : `BMI ${m.bmi}`,
    m.waist_full,
    m.hip_full,
    m.glucose_full,
    m.hba1c_full,
    m.egfr_full,
  ]);
  return joined([dayText(m.measurement_date), values], ' ');
}

/** A diagnostic referral: its day, type and tests with the results there are ('05-01-2026 Laboratory: HbA1c 53, Glucose'). */
export function labLine(r: {
  diagnostics_date: string;
  type: Named;
  diagnostics_tests: readonly { name: string; result_value: string; unit: string | null }[];
}): string {
  const tests = r.diagnostics_tests.map((t) => joined([t.name, t.result_value, t.result_value ? t.unit : null], ' ')).join(', ');
  return `${dayText(r.diagnostics_date)} ${joined([nameOf(r.type), tests], ': ')}`;
}

/** A vaccination: its day and vaccine. */
export function vaccinationLine(v: { start: string | null; vaccine: Named }): string {
  return joined([v.start ? dayText(v.start) : null, nameOf(v.vaccine)], ' ');
}

/** An attest: its day, its days and the company it is for ('05-01-2026 3 days, Staatsolie N.V.'). */
export function attestLine(a: { attest_date: string; sum_days: number; company_name: string }): string {
  return `${dayText(a.attest_date)} ${joined([`${a.sum_days} ${a.sum_days === 1 ? 'day' : 'days'}`, a.company_name])}`;
}

/** An episode in its section: its name and ICPC-2 code ('Hypertensie (K86)'). */
export function episodeLine(episode: { name: string; icpc: { code: string } | null }): string {
  return episode.icpc ? `${episode.name} (${episode.icpc.code})` : episode.name;
}

/** A note in the Decursus section: its date and the first line of its evaluation, else of its subjective ('n/a' for an empty note). */
export function decursusLine(note: { date: string; evaluation: string; subjective: string }): string {
  const firstLine = (text: string) =>
    text
      .split('\n')
      .find((line) => line.trim())
      ?.trim();
  return `${formatDate(note.date)} ${firstLine(note.evaluation) ?? firstLine(note.subjective) ?? 'n/a'}`;
}
