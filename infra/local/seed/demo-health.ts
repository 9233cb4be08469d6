import { type RecordKindDeclaration, allergyKind, attestKind, bloodTypeKind, measurementsKind, vitalsKind } from '@praktijk/shared/record-kinds';
import { MEASUREMENTS_REFERENCES } from '@praktijk/shared/records/measurements';
import { VITALS_REFERENCES } from '@praktijk/shared/records/vitals';
import { namesOf, readReferences, type ReferenceMap } from '@praktijk/functions/catalogue/domain/record-references';
import { createPatientRecord, type Actor } from '@praktijk/functions/records/records';
import { type StoredPatient } from '@praktijk/functions/patients/domain/summary';
import { demoHealth } from './demo-health-plan';

// Writes the demo Health records (demo-health-plan.ts) the way the API does: fields through the
// kind's schema (defaults, commas, bounds), catalogue names read and stored with the record, and
// the transactional create with its audit entry and the list's count.
const REFERENCES: Record<string, ReferenceMap> = {
  [vitalsKind.model]: VITALS_REFERENCES,
  [measurementsKind.model]: MEASUREMENTS_REFERENCES,
  [allergyKind.model]: { allergy_type_id: 'allergy_types', allergy_code_id: 'allergy_codes', allergy_severity_id: 'allergy_severities' },
  [bloodTypeKind.model]: { type_id: 'blood_types' },
};

type SeedKind = RecordKindDeclaration & { schemas: { administration: { parse(v: unknown): object } } };

async function write(actor: Actor, kind: SeedKind, patientId: string, input: object) {
  const fields = kind.schemas.administration.parse(input) as Record<string, unknown>;
  const references = REFERENCES[kind.model];
  const names = references ? namesOf(await readReferences(fields, references)) : {};
  await createPatientRecord(actor, kind, patientId, { ...fields, decursus: null, ...(references ? { names } : {}) });
}

const age = (dateOfBirth: string, now: Date) => (now.getTime() - Date.parse(`${dateOfBirth}T00:00:00Z`)) / (365.25 * 86_400_000);

/** Patients written side by side: each one's records in order, several patients at once, so the seed stays a few seconds. */
const PARALLEL_PATIENTS = 8;

/** The number of records written. */
export async function seedDemoHealth(actor: Actor, patients: readonly StoredPatient[], now = new Date()): Promise<number> {
  let written = 0;
  const queue = [...patients.entries()];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const count = await seedPatient(actor, next[1], next[0], now); // read after the await: the workers add to one total
      written += count;
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_PATIENTS }, worker));
  return written;
}

async function seedPatient(actor: Actor, patient: StoredPatient, index: number, now: Date): Promise<number> {
  const plan = demoHealth(index, age(patient.date_of_birth, now) >= 18, now);
  const entry = (kind: SeedKind, input: object): [SeedKind, object] => [kind, input];
  const writes = [
    ...(plan.bloodType ? [entry(bloodTypeKind, { type_id: plan.bloodType })] : []),
    ...plan.allergies.map((a) => entry(allergyKind, a)),
    ...plan.vitals.map((v) => entry(vitalsKind, v)),
    ...plan.measurements.map((m) => entry(measurementsKind, m)),
    ...plan.attests.map((a) => entry(attestKind, a)),
  ];
  for (const [kind, input] of writes) await write(actor, kind, patient.id, input);
  return writes.length;
}
