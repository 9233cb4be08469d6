import { ulid } from 'ulid';
import { INSURANCE, MEMO, RELATION } from '@praktijk/functions/lib/patients/record-kinds';
import { createPatientRecord, type Actor } from '@praktijk/functions/lib/patients/records';
import { insertPatient, nextInternalNumber, PATIENT_MODEL } from '@praktijk/functions/lib/patients/repository';
import { type StoredPatient } from '@praktijk/functions/lib/patients/summary';
import { patientGenerator } from './patient-generator';
import { seededRandom } from './random';

// The demo practice's patients, written through the same transactional code as the API (with
// audit entries under the practice's staff user), with relations, insurances and memos.
const MEMOS = [
  'Spreekt alleen Sranantongo; neem een familielid mee als tolk.',
  'Angstig bij bloedafname: liggend prikken.',
  'Mantelzorger van haar moeder; vaak moe.',
  'Komt met de bus uit Commewijne: afspraken liefst na 10:00.',
  'Slechthorend links: duidelijk praten.',
  'Diabetes type 2, eigen glucosemeter.',
];
const INSURANCE_TYPES = ['SZF-BZV', 'SZF-KIND', 'SZF-SEN', 'SZF-AMB', 'ASSURIA-BZV', 'FATUM-IND'];

export async function seedDemoPatients(actor: Actor, count: number): Promise<number> {
  const generate = patientGenerator();
  const random = seededRandom(2026);
  const patients: StoredPatient[] = [];
  for (let i = 0; i < count; i++) {
    const fields = generate(i);
    const id = ulid();
    const now = new Date().toISOString();
    const audit = { tenantId: actor.tenantId, subjectId: id, model: PATIENT_MODEL, objectId: id, userId: actor.userId, username: actor.user.email };
    patients.push(
      await insertPatient(
        actor.tenantId,
        { ...fields, id, internal_number: await nextInternalNumber(actor.tenantId), blocked: false, created: now, updated: now },
        audit,
      ),
    );
  }
  for (const [i, p] of patients.entries()) {
    if (random() < 0.75) {
      const type = INSURANCE_TYPES[i % INSURANCE_TYPES.length]!;
      await createPatientRecord(actor, INSURANCE, p.id, {
        is_primary: true,
        is_active: true,
        company_id: type.split('-')[0]!,
        type_id: type,
        number: `${type.split('-')[0]}-${100000 + i}`,
        effective_date: '2026-01-01',
        expiry_date: '2026-12-31',
      });
    }
    if (random() < 0.15)
      await createPatientRecord(actor, INSURANCE, p.id, {
        is_primary: false,
        is_active: true,
        company_id: 'ASSURIA',
        type_id: 'ASSURIA-PLUS',
        number: `AS-${200000 + i}`,
        effective_date: '2026-01-01',
        expiry_date: '2027-06-30',
      });
    if (random() < 0.25) await createPatientRecord(actor, MEMO, p.id, { description: MEMOS[i % MEMOS.length]! });
  }
  // Families: patients who share a surname are related, the elder as parent or spouse.
  const bySurname = new Map<string, StoredPatient[]>();
  for (const p of patients) bySurname.set(p.surname, [...(bySurname.get(p.surname) ?? []), p]);
  for (const family of bySurname.values()) {
    const [first, second] = family.sort((a, b) => a.date_of_birth.localeCompare(b.date_of_birth));
    if (!first || !second) continue;
    const years = Number(second.date_of_birth.slice(0, 4)) - Number(first.date_of_birth.slice(0, 4));
    const relation = years >= 16 ? (first.biological_gender_id === 'F' ? 'MTH' : 'FTH') : 'SPS';
    await createPatientRecord(actor, RELATION, second.id, { to_patient: first.id, relation_id: relation });
  }
  return patients.length;
}
