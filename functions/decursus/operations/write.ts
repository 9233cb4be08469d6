import { type Decursus } from '@praktijk/shared/schemas/decursus';
import { type RequestContext } from '../../lib/auth/context';
import { ValidationError } from '../../lib/errors';
import { type Input } from '../../lib/http/types';
import { DECURSUS_REVISIONS, NOTE_FIELDS } from '../../consultations/domain/items';
import { assertIcpcRubrics } from '../../consultations/domain/icpc';
import { existingDecursus } from '../../consultations/domain/reads';
import { showNote } from '../../consultations/domain/show';
import { linkNote, saveNote } from '../../consultations/domain/writes';
import { draftRemovalItems, readDraft } from '../drafts/store';
import { fieldsOfRevision, getRevision, listRevisions, type Revision } from '../../records/revisions';

// Writes of a note (spec 1 §7, spec 3 §4): PATCH saves the fields sent (the rest keep their
// value) as a new numbered version on the token the form read; the answer's new token is what the
// form sends next, so the immediate save of an ICPC change and the confirmed save after it follow
// one another without a 409. An episode alone is a link: no token, no version.

export async function updateDecursus({ params, body }: Input<'updateDecursus'>, ctx: RequestContext): Promise<Decursus> {
  const { consistency_token, episode, ...fields } = body;
  const [before, draft] = await Promise.all([
    existingDecursus(ctx.data, params.id),
    readDraft(ctx, { kind: 'decursus', recordId: params.id, userId: ctx.userId }),
    assertIcpcRubrics({ icpc_subjective_id: fields.icpc_subjective_id, icpc_evaluation_id: fields.icpc_evaluation_id }),
  ]);
  const hasNote = NOTE_FIELDS.some((field) => fields[field] !== undefined);
  // The schema asks a token of every note save; an episode-only PATCH has none and needs none.
  // A save removes the saver's draft in its own transaction (issue 21 §1): saved, or neither.
  const saved =
    hasNote && consistency_token
      ? await saveNote(ctx, before, fields, consistency_token, { episode, also: draftRemovalItems(ctx, draft) })
      : await linkNote(ctx, before, episode ?? null);
  return showNote(ctx.data, saved);
}

export async function listDecursusRevisions({ params }: Input<'listDecursusRevisions'>, ctx: RequestContext): Promise<Revision[]> {
  const [, revisions] = await Promise.all([existingDecursus(ctx.data, params.id), listRevisions(ctx.data, DECURSUS_REVISIONS, params.id)]);
  return revisions;
}

/**
 * Revert (spec 1 §4): a new version equal to the chosen one, as history's revert does: a version
 * that does not exist is a 400 on version; without the client's token the one just read
 * conditions the write, so a save that lands in between still answers 409.
 */
/** Both revert paths (revisions/revert/ and spec 1 §7's revert/) take the same input. */
type RevertInput = Pick<Input<'revertDecursus'> | Input<'revertDecursusAlias'>, 'params' | 'body'>;

export async function revertDecursus({ params, body }: RevertInput, ctx: RequestContext): Promise<Decursus> {
  const [before, revision, draft] = await Promise.all([
    existingDecursus(ctx.data, params.id),
    getRevision(ctx.data, DECURSUS_REVISIONS, params.id, body.version),
    readDraft(ctx, { kind: 'decursus', recordId: params.id, userId: ctx.userId }),
  ]);
  if (!revision) throw ValidationError.field('version', 'This version does not exist.');
  const fields = fieldsOfRevision(revision);
  const restored = Object.fromEntries(NOTE_FIELDS.map((field) => [field, fields[field] ?? null]));
  const token = body.consistency_token ?? before.consistency_token;
  // The reverted version replaces the open form, and with it the caller's draft.
  const options = { reason: `Reverted to version ${revision.version}`, also: draftRemovalItems(ctx, draft) };
  return showNote(ctx.data, await saveNote(ctx, before, restored, token, options));
}
