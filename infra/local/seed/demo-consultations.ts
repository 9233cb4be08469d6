import { ulid } from 'ulid';
import { tableName } from '@praktijk/functions/lib/data/client';
import { type UserProfileItem } from '@praktijk/functions/lib/data/items';
import { tenantData, type TenantData } from '@praktijk/functions/lib/data/tenant-data';
import { createRecord } from '@praktijk/functions/lib/data/write';
import { displayName } from '@praktijk/functions/lib/data/users';
import { consultationItems, type ConsultationItems } from '@praktijk/functions/consultations/domain/items';
import { auditCreated } from '@praktijk/functions/consultations/domain/writes';
import { type StoredPatient } from '@praktijk/functions/patients/domain/summary';
import { DEMO_CONSULTATIONS, DEMO_REASON_TYPES, type DemoConsultation, type DemoReasonType } from './demo-consultation-plan';
import { atLastChange } from './last-change';

// Writes the demo consultation plan: the practice's general reason types as the API stores them,
// then each consultation with its note and the note's revision 1 by the same item builders as the
// create operation, in one transaction with their audit entries, under the practice's physician.

/** The practice's general reason types, as the API stores them; answers each one's id by name. */
export async function seedDemoReasonTypes(tenantId: string): Promise<ReadonlyMap<DemoReasonType, string>> {
  const data = tenantData(tenantId);
  const reasonTypes = new Map<DemoReasonType, string>();
  for (const name of DEMO_REASON_TYPES) {
    const id = ulid();
    await createRecord(data.keys.consultReasonType(id), { entity: 'consult-reason-type', id, name, practitioner: null });
    reasonTypes.set(name, id);
  }
  return reasonTypes;
}

interface ConsultationsTarget {
  data: TenantData;
  physician: UserProfileItem;
  patients: readonly StoredPatient[];
  reasonTypes: ReadonlyMap<DemoReasonType, string>;
  /** Per patient: the insurance a consultation of theirs is for (demo-patients.ts). */
  consultationInsurance: readonly (string | null)[];
}

/** A planned consultation as the API would have stored it: treated or arrived at its own time, with the patient's one insurance. */
export function demoConsultation(target: ConsultationsTarget, plan: DemoConsultation, now: Date): ConsultationItems {
  const { physician, patients } = target;
  const person = { id: physician.id, name: displayName(physician) };
  return atLastChange(
    consultationItems({
      data: target.data,
      patientId: patients[plan.patient]!.id,
      patientNames: patients[plan.patient]!,
      practitioner: person,
      author: { ...person, user: physician },
      start: new Date(now.getTime() - plan.minutesAgo * 60_000),
      reason_type: target.reasonTypes.get(plan.reasonType)!,
      reason: plan.reason,
      is_walkin: plan.isWalkin,
      // The one insurance the consultation form would have preselected (spec 3 §2): the walk-in of today too.
      insurance: target.consultationInsurance[plan.patient] ?? null,
      arrived: plan.arrived,
      processed: plan.processed,
      note: plan.note,
    }),
  );
}

export async function seedDemoConsultations(
  tenantId: string,
  physician: UserProfileItem,
  patients: readonly StoredPatient[],
  reasonTypes: ReadonlyMap<DemoReasonType, string>,
  consultationInsurance: readonly (string | null)[] = [],
  now = new Date(),
): Promise<number> {
  const data = tenantData(tenantId);
  const writer = { tenantId, userId: physician.id, user: physician, data };
  const target = { data, physician, patients, reasonTypes, consultationInsurance };
  const planned = DEMO_CONSULTATIONS.filter((c) => patients[c.patient]);
  for (const plan of planned) {
    const built = demoConsultation(target, plan, now);
    await data.transact([
      ...Object.values(built.items).map((Item) => ({ Put: { TableName: tableName(), Item, ConditionExpression: 'attribute_not_exists(PK)' } })),
      ...auditCreated(writer, 'consultation', built.consultation),
      ...auditCreated(writer, 'decursus', built.decursus),
    ]);
  }
  return planned.length;
}
