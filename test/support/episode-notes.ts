import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { db, tableName } from '@praktijk/functions/lib/data/client';
import { keys } from '@praktijk/functions/lib/data/keys';

// Decursus items linked to an episode, written straight into the twin's table (the layout of
// the issue 10 design: PK/SK, GSI1 under the patient, GSI2 under the episode, both sorted by
// `<consultation start>#<id>`), so tests and the bench can give an episode hundreds of notes
// without creating hundreds of consultations through the API.
export interface SeededNote {
  id: string;
  start: string;
}

/** BatchWriteItem takes 25 items a request. */
const BATCH_WRITE_MAX = 25;

export function decursusItem(tenantId: string, patientId: string, episodeId: string, start: Date, text: string) {
  const id = ulid(start.getTime());
  const at = start.toISOString();
  const practitioner = { id: ulid(), name: 'Dr. Seed' };
  return {
    ...keys.decursus(tenantId, id),
    GSI1PK: keys.decursusOfPatientPk(tenantId, patientId),
    GSI1SK: `${at}#${id}`,
    GSI2PK: keys.decursusOfEpisodePk(tenantId, episodeId),
    GSI2SK: `${at}#${id}`,
    entity: 'decursus',
    id,
    patient_id: patientId,
    consultation_id: id,
    date: at.slice(0, 10),
    practitioner,
    subjective: `S ${text}`,
    objective: `O ${text}`,
    evaluation: `E ${text}`,
    policy: `P ${text}`,
    comments: '',
    icpc_subjective_id: 'K86',
    icpc_evaluation_id: null,
    episode: episodeId,
    created_by: practitioner,
    updated_by: null,
    created_date: at,
    updated_date: at,
    consistency_token: ulid(),
    version: 1,
  };
}

/** One note per start, linked to the episode; answers them in the order given. */
export async function seedEpisodeNotes(tenantId: string, patientId: string, episodeId: string, starts: readonly Date[]): Promise<SeededNote[]> {
  const items = starts.map((start, i) => decursusItem(tenantId, patientId, episodeId, start, `${episodeId.slice(-6)} ${i}`));
  for (let i = 0; i < items.length; i += BATCH_WRITE_MAX) {
    let requests = items.slice(i, i + BATCH_WRITE_MAX).map((Item) => ({ PutRequest: { Item } }));
    while (requests.length) {
      const out = await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }));
      requests = (out.UnprocessedItems?.[tableName()] ?? []) as typeof requests;
    }
  }
  return items.map((item) => ({ id: item.id, start: item.GSI2SK.split('#')[0]! }));
}

/** `count` instants a day apart from `first`, at `hour` o'clock UTC (distinct hours interleave two episodes' notes). */
export function dailyStarts(first: string, count: number, hour: number): Date[] {
  const base = Date.parse(`${first}T00:00:00.000Z`);
  return Array.from({ length: count }, (_, i) => new Date(base + i * 86_400_000 + hour * 3_600_000));
}
