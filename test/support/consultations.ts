import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { tableName, db } from '@praktijk/functions/lib/data/client';
import { keys } from '@praktijk/functions/lib/data/keys';
import { tenantData } from '@praktijk/functions/lib/data/tenant-data';
import { consultationItems, type ConsultationInput, type ConsultationItems } from '@praktijk/functions/consultations/domain/items';
import { type TestPractice, type TestUser } from './practice';

// Consultations of other days, written straight into the twin's table with the item builders the
// create operation, the demo seed and the bench use: the API only creates consultations of today
// (a walk-in starts when it is created), and the rules about past ones (no Undo Treated, Previous
// Decursus) need some that started before.

const DAY_MS = 24 * 60 * 60 * 1000;
export const daysAgo = (days: number, from = new Date()): Date => new Date(from.getTime() - days * DAY_MS);

type Extra = Partial<Pick<ConsultationInput, 'arrived' | 'processed' | 'note' | 'episode' | 'reason_type' | 'insurance' | 'reason'>>;

export async function writeConsultation(
  practice: TestPractice,
  physician: TestUser,
  patientId: string,
  start: Date,
  extra: Extra = {},
): Promise<ConsultationItems> {
  const name = `${physician.firstName} ${physician.lastName}`;
  const built = consultationItems({
    data: tenantData(practice.id),
    patientId,
    patientNames: { first_name: 'Test', surname: 'Patient' },
    practitioner: { id: physician.id, name },
    author: { id: physician.id, name, user: { email: physician.email, first_name: physician.firstName, last_name: physician.lastName } },
    start,
    reason_type: null,
    reason: 'Eerder consult',
    is_walkin: false,
    insurance: null,
    ...extra,
  });
  const puts = Object.values(built.items).map((Item) => ({ Put: { TableName: tableName(), Item } }));
  await db().send(new TransactWriteCommand({ TransactItems: puts }));
  return built;
}

/** An episode item as the episodes resource stores it (issue 10 design), for link tests that are not about episodes. */
export async function writeEpisode(practice: TestPractice, patientId: string, options: { active?: boolean; mergedInto?: string } = {}): Promise<string> {
  const id = ulid();
  const created = new Date().toISOString();
  const Item = {
    ...keys.episode(practice.id, id),
    GSI1PK: keys.episodesOfPatientPk(practice.id, patientId),
    GSI1SK: `${created}#${id}`,
    entity: 'episode',
    id,
    patient_id: patientId,
    name: 'Hypertensie',
    icpc_id: 'K86',
    start: created.slice(0, 10),
    end: null,
    active: options.active ?? true,
    bookmarked: false,
    sort_order: 0,
    created,
    consistency_token: ulid(),
    ...(options.mergedInto ? { merged_into: options.mergedInto } : {}),
  };
  await db().send(new TransactWriteCommand({ TransactItems: [{ Put: { TableName: tableName(), Item } }] }));
  return id;
}
