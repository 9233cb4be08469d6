import { todayIso } from '@praktijk/shared/dates';
import { type Episode } from '@praktijk/shared/schemas/episodes';
import { type RequestContext } from '../../lib/auth/context';
import { findItems } from '../../catalogue/domain/store';
import { LOG_TYPES } from '../../lib/data/audit';
import { tableName } from '../../lib/data/client';
import { newConsistencyToken } from '../../lib/data/consistency';
import { readOptional } from '../../lib/data/read-item';
import { transact } from '../../lib/data/transact';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { type Input } from '../../lib/http/types';
import {
  byBookmarkThenRecent,
  bySavedOrder,
  episodeStorage,
  listPatientEpisodes,
  newSortOrder,
  readEpisode,
  showEpisode,
  showEpisodes,
  type StoredEpisode,
} from '../domain/items';
import { readLeadingEpisode } from '../domain/link';
import { changeEpisode, episodeAudit } from '../domain/writes';
import { existingPatient } from '../../patients/domain/repository';
import { ulid } from 'ulid';

// Episodes of care (spec 1 §4, spec 3 §4): a patient's lists, one episode, and the writes of the
// Episodes modal (create, row edits, activate, bookmark). Merge, sort and the overview have their
// own files.

/** A patient's episodes in their saved order; 404 for another practice's patient. */
export async function orderedEpisodes(ctx: RequestContext, patientId: string): Promise<Episode[]> {
  const [, episodes] = await Promise.all([existingPatient(ctx, patientId), listPatientEpisodes(ctx.data, patientId)]);
  return showEpisodes(episodes.sort(bySavedOrder));
}

export function listEpisodes({ params }: Input<'listEpisodes'>, ctx: RequestContext): Promise<Episode[]> {
  return orderedEpisodes(ctx, params.id);
}

export async function listActiveEpisodes({ params }: Input<'listActiveEpisodes'>, ctx: RequestContext): Promise<Episode[]> {
  const [, episodes] = await Promise.all([existingPatient(ctx, params.id), listPatientEpisodes(ctx.data, params.id)]);
  return showEpisodes(episodes.filter((e) => e.active).sort(byBookmarkThenRecent));
}

/** A merged episode answers as the episode it went into. */
export async function getEpisode({ params }: Input<'getEpisode'>, ctx: RequestContext): Promise<Episode> {
  const episode = await readLeadingEpisode(ctx.data, params.id);
  if (!episode) throw new NotFoundError();
  return showEpisode(episode);
}

const INVALID_ICPC = 'Select a valid choice. That choice is not one of the available choices.';

/** An episode's code is an ICPC-2 rubric (not a chapter: chapters are the picker's tabs), as General History's. */
async function checkIcpc(icpcId: string | null): Promise<void> {
  if (!icpcId) return;
  const found = await findItems('icpc_codes', [icpcId]);
  if (found.get(icpcId)?.parent == null) throw ValidationError.field('icpc_id', INVALID_ICPC);
}

/**
 * The episode to write: 404 for an unknown id, another practice's, or a merged one (it lives on
 * only as a pointer; its leader is the episode to change). The write itself is conditioned on
 * it still being unmerged (writes.ts), so a merge landing in between is not overwritten.
 */
async function writableEpisode(ctx: RequestContext, id: string): Promise<StoredEpisode> {
  const episode = readOptional(readEpisode, await ctx.data.get<unknown>(ctx.data.keys.episode(id)));
  if (!episode || episode.merged_into) throw new NotFoundError();
  return episode;
}

/** New Episode: active from today, after every other in the order; the patient must be one of this practice. */
export async function createEpisode({ body }: Input<'createEpisode'>, ctx: RequestContext): Promise<Episode> {
  await checkIcpc(body.icpc_id);
  const now = new Date();
  const episode: StoredEpisode = {
    id: ulid(now.getTime()),
    patient_id: body.patient,
    name: body.name,
    icpc_id: body.icpc_id,
    start: todayIso(now),
    end: null,
    active: true,
    bookmarked: false,
    sort_order: newSortOrder(now),
    merged_ids: [],
    created: now.toISOString(),
    consistency_token: newConsistencyToken(),
  };
  const patientKey = ctx.data.keys.patient(body.patient);
  await transact([
    { Put: { TableName: tableName(), Item: { ...episodeStorage(ctx.data, episode), ...episode }, ConditionExpression: 'attribute_not_exists(PK)' } },
    // The patient is checked in the write itself, not read first.
    { item: { ConditionCheck: { TableName: tableName(), Key: patientKey, ConditionExpression: 'attribute_exists(PK)' } }, refusal: new NotFoundError() },
    ...episodeAudit(ctx, undefined, episode, LOG_TYPES.created),
  ]);
  return showEpisode(episode);
}

/** A row edit: name, ICPC code, and active (false closes it today; true reopens it). */
export async function updateEpisode({ params, body }: Input<'updateEpisode'>, ctx: RequestContext): Promise<Episode> {
  const before = await writableEpisode(ctx, params.id);
  await checkIcpc(body.icpc_id);
  const end = body.active ? null : before.active ? todayIso() : before.end;
  const after = await changeEpisode(
    ctx,
    ctx.data,
    before,
    { name: body.name, icpc_id: body.icpc_id, active: body.active, end },
    { expectedToken: body.consistency_token },
  );
  return showEpisode(after);
}

/** Activates an inactive episode (its end is cleared); an active one stays as it is. */
export async function activateEpisode({ params, body }: Input<'activateEpisode'>, ctx: RequestContext): Promise<Episode> {
  const before = await writableEpisode(ctx, params.id);
  return showEpisode(await changeEpisode(ctx, ctx.data, before, { active: true, end: null }, { expectedToken: body.consistency_token }));
}

export async function bookmarkEpisode({ params, body }: Input<'bookmarkEpisode'>, ctx: RequestContext): Promise<Episode> {
  const before = await writableEpisode(ctx, params.id);
  return showEpisode(await changeEpisode(ctx, ctx.data, before, { bookmarked: body.bookmarked }, { expectedToken: body.consistency_token }));
}
