import { type Episode } from '@praktijk/shared/schemas/episodes';
import { type RequestContext } from '../../lib/auth/context';
import { stripStorage } from '../../lib/data/items';
import { batchGet } from '../../lib/data/query';
import { transact, type Guarded, type TransactItem } from '../../lib/data/transact';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { type Input } from '../../lib/http/types';
import { readEpisode, type StoredEpisode } from '../domain/items';
import { episodeAudit, episodeUpdate } from '../domain/writes';
import { orderedEpisodes } from './episodes';

// Saving the order after a drag (spec 3 §4: "id and position"). Every id must be an episode of
// this practice (else 404, as any other practice's id), all of one patient and none merged away
// (else 400: the request mixes lists). Only the positions that change are written.
//
// The order does not take a new consistency_token: the token guards what a person edits in a row
// (name, code, closing), which the modal auto-saves with the token it read; a drag in between must
// not make that save a 409. Two drags at once: the last one's positions stand.
export const SORT_REFUSED = 'Only the episodes of one patient, none of them merged, can be sorted together.';

/** BatchGetItem takes 100 keys; TransactWriteItems 100 items, here 50 positions with their audit entries. */
const BATCH_GET_MAX = 100;
const POSITIONS_PER_TRANSACTION = 50;

const chunks = <T>(list: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

async function readEpisodes(ctx: RequestContext, ids: readonly string[]): Promise<StoredEpisode[]> {
  const reads = await Promise.all(chunks(ids, BATCH_GET_MAX).map((part) => batchGet(part.map((id) => ctx.data.keys.episode(id)))));
  return reads.flat().map((item) => readEpisode(stripStorage(item)));
}

export async function sortEpisodes({ body }: Input<'sortEpisodes'>, ctx: RequestContext): Promise<Episode[]> {
  const episodes = await readEpisodes(
    ctx,
    body.map((row) => row.id),
  );
  if (episodes.length !== body.length) throw new NotFoundError();
  const patientId = episodes[0]!.patient_id;
  if (episodes.some((e) => e.patient_id !== patientId || e.merged_into)) throw ValidationError.nonField(SORT_REFUSED);

  const byId = new Map(episodes.map((e) => [e.id, e]));
  const moved = body
    .map((row) => ({ before: byId.get(row.id)!, sort_order: row.sort_order }))
    .filter(({ before, sort_order }) => before.sort_order !== sort_order);
  const refusal = ValidationError.nonField(SORT_REFUSED);
  const condition = { expression: 'patient_id = :patient', values: { ':patient': patientId } };
  const writes = moved.map(({ before, sort_order }): (TransactItem | Guarded)[] => [
    { item: episodeUpdate(ctx.data, before.id, { sort_order }, { bumpToken: false, condition }).item, refusal },
    ...episodeAudit(ctx, before, { ...before, sort_order }),
  ]);
  // An order is not a record: past 50 moved episodes it is saved in several transactions one after
  // another. Each is whole; a failure between them leaves part of the new order, which the next
  // drag (it sends every position) puts right. Nothing but positions can be half-written.
  for (const part of chunks(writes, POSITIONS_PER_TRANSACTION)) await transact(part.flat());
  return orderedEpisodes(ctx, patientId);
}
