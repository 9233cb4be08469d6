import { type z } from 'zod';
import { type episodeOverviewEntrySchema } from '@praktijk/shared/schemas/episodes';
import { type PersonRef } from '@praktijk/shared/schemas/clinical';
import { queryAll } from '../../lib/data/query';
import { type TenantData } from '../../lib/data/tenant-data';
import { encodePositionCursor, positionCursorValue } from '../../lib/data/paging';
import { icpcRefs, type StoredEpisode } from './items';

// The notes of an episode in date order, paged (GET /api/episodes/{id}/overview/). A merged
// episode's notes stay under its own GSI2 partition (merge.ts), so a page reads the leader's
// partition and each merged id's, in parallel, and merges them by GSI2SK (`<start ISO>#<id>`).
//
// The cursor is the GSI2SK of the last note shown. Sort keys are unique (they end with the note's
// id) and every note lives in exactly one partition, so "after this key" is the position in every
// partition at once: the cursor stays the same small size however many episodes were merged, and
// a merge between two pages adds the new partition from the same position. It leaves the server
// sealed (issue 21 §7: it says when the patient was seen) for the practice and the leading
// episode, so a cursor of another episode, patient or list answers 400. One made before its
// episode was merged into another (its leader changed between two pages) answers 400 as well:
// the reader opens the overview again, which is rare and loses nothing.
type Entry = z.input<typeof episodeOverviewEntrySchema>;

/** What the overview reads of a decursus item (its GSI2 projection is the whole item; the read names these). */
interface NoteItem extends Record<string, unknown> {
  GSI2SK: string;
  id: string;
  consultation_id?: string;
  date?: string;
  practitioner?: PersonRef | null;
  subjective?: string;
  objective?: string;
  evaluation?: string;
  policy?: string;
  icpc_subjective_id?: string | null;
  icpc_evaluation_id?: string | null;
}
const NOTE_FIELDS = [
  'GSI2SK',
  'id',
  'consultation_id',
  'date',
  'practitioner',
  'subjective',
  'objective',
  'evaluation',
  'policy',
  'icpc_subjective_id',
  'icpc_evaluation_id',
];

/** An overview's cursors open only for the practice and the (leading) episode they page (paging.ts). */
const overviewScope = (data: TenantData, leadingId: string) => `episode-overview|${data.tenantId}|${leadingId}`;

/** The sealed cursor of the position after which the next page starts. */
export function encodeOverviewCursor(data: TenantData, leadingId: string, after: string): Promise<string> {
  return encodePositionCursor(after, overviewScope(data, leadingId));
}

/** The position a cursor holds; 400 'Invalid cursor.' for one this code did not make for this episode. */
export function decodeOverviewCursor(data: TenantData, leadingId: string, cursor: string | undefined): Promise<string | undefined> {
  return positionCursorValue(cursor, overviewScope(data, leadingId));
}

/** Up to `want` notes of one episode's partition after the position, oldest first. */
async function readPartition(data: TenantData, episodeId: string, after: string | undefined, want: number): Promise<NoteItem[]> {
  const names = Object.fromEntries(NOTE_FIELDS.map((field, i) => [`#n${i}`, field]));
  const items = await queryAll(
    {
      IndexName: 'GSI2',
      KeyConditionExpression: after ? 'GSI2PK = :pk AND GSI2SK > :after' : 'GSI2PK = :pk',
      ExpressionAttributeValues: { ':pk': data.keys.decursusOfEpisodePk(episodeId), ...(after ? { ':after': after } : {}) },
      ProjectionExpression: Object.keys(names).join(', '),
      ExpressionAttributeNames: names,
      ScanIndexForward: true,
      Limit: want,
    },
    want,
  );
  return items as NoteItem[];
}

export interface OverviewPage {
  results: Entry[];
  next: string | null;
}

/** One page of the leading episode's notes and those of every episode merged into it. */
export async function overviewPage(data: TenantData, leading: StoredEpisode, cursor: string | undefined, limit: number): Promise<OverviewPage> {
  const after = await decodeOverviewCursor(data, leading.id, cursor);
  const partitions = [leading.id, ...(leading.merged_ids ?? [])];
  // One more than a page from each: if all of them together hold more than `limit`, there is a next page.
  const read = await Promise.all(partitions.map((id) => readPartition(data, id, after, limit + 1)));
  const merged = read.flat().sort((a, b) => (a.GSI2SK < b.GSI2SK ? -1 : a.GSI2SK > b.GSI2SK ? 1 : 0));
  const page = merged.slice(0, limit);
  const refs = await icpcRefs(page.flatMap((n) => [n.icpc_subjective_id, n.icpc_evaluation_id]));
  const ref = (id: string | null | undefined) => (id && refs.get(id)) || null;
  const results = page.map((n) => ({
    decursus_id: n.id,
    consultation_id: n.consultation_id ?? n.id,
    date: n.date ?? '',
    practitioner: n.practitioner ?? null,
    subjective: n.subjective ?? '',
    objective: n.objective ?? '',
    evaluation: n.evaluation ?? '',
    policy: n.policy ?? '',
    icpc_subjective: ref(n.icpc_subjective_id),
    icpc_evaluation: ref(n.icpc_evaluation_id),
  }));
  const last = page.at(-1);
  return { results, next: merged.length > limit && last ? await encodeOverviewCursor(data, leading.id, last.GSI2SK) : null };
}
