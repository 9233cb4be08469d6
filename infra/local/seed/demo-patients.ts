import { ulid } from 'ulid';
import { createEmployerItem } from '@praktijk/functions/catalogue/employers';
import { INSURANCE, MEMO, RELATION } from '@praktijk/functions/records/record-kinds';
import { createPatientRecord, type Actor } from '@praktijk/functions/records/records';
import { insertPatient, nextInternalNumber, PATIENT_MODEL } from '@praktijk/functions/patients/domain/repository';
import { type StoredPatient } from '@praktijk/functions/patients/domain/summary';
import { todayIso } from '@praktijk/shared/schemas/fields';
import { consultationInsuranceOf, demoEmployers, demoPatients, demoRelations } from './demo-plan';

// The demo practice's patients (demo-plan.ts), written through the same transactional code as the
// API (with audit entries under the practice's staff user), with relations, insurances and memos,
// and the employers they name in the practice's employer catalogue (so 'Add employer' finds
// "Telesur" instead of adding it twice).

export interface SeededPatients {
  patients: StoredPatient[];
  /** Per patient (by index): the insurance id a consultation of theirs is for, as the form preselects it; null for none. */
  consultationInsurance: (string | null)[];
}

export async function seedDemoPatients(actor: Actor, count: number): Promise<SeededPatients> {
  const planned = demoPatients(count);
  const patients: StoredPatient[] = [];
  for (const name of demoEmployers(planned.map((p) => p.fields))) await createEmployerItem(actor.tenantId, { name, code: null });
  for (const { fields } of planned) {
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
  const consultationInsurance: (string | null)[] = [];
  for (const [i, { insurances, memo }] of planned.entries()) {
    const patient = patients[i]!;
    const ids: string[] = [];
    for (const insurance of insurances) ids.push((await createPatientRecord(actor, INSURANCE, patient.id, insurance)).id);
    const chosen = consultationInsuranceOf(insurances);
    consultationInsurance.push(chosen === null ? null : ids[chosen]!);
    if (memo) await createPatientRecord(actor, MEMO, patient.id, { description: memo });
  }
  for (const { from, to, relation_id } of demoRelations(patients, todayIso())) {
    await createPatientRecord(actor, RELATION, patients[from]!.id, { to_patient: patients[to]!.id, relation_id });
  }
  return { patients, consultationInsurance };
}
