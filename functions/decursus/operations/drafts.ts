import { type DecursusDraft, type HistoryDraft } from '@praktijk/shared/schemas/drafts';
import { type RequestContext } from '../../lib/auth/context';
import { existingDecursus } from '../../consultations/domain/reads';
import { NotFoundError } from '../../lib/errors';
import { type Input } from '../../lib/http/types';
import { getPatient } from '../../patients/domain/repository';
import { type DraftOwner, type StoredDraft } from '../drafts/items';
import { readDraft, removeDraft, writeDraft } from '../drafts/store';

// The caller's drafts of a note and of a patient's General History (issue 21 §1). The record (or
// for the history its patient) is read first: another practice's id, or one that does not exist,
// is a 404 like every other route. A draft is always the caller's own: the key holds their id.

type NoteDraftFields = Omit<DecursusDraft, 'base_token' | 'updated_date'>;
type HistoryDraftFields = Omit<HistoryDraft, 'base_token' | 'updated_date'>;

const noteOwner = (ctx: RequestContext, noteId: string): DraftOwner => ({ kind: 'decursus', recordId: noteId, userId: ctx.userId });
const historyOwner = (ctx: RequestContext, patientId: string): DraftOwner => ({ kind: 'history', recordId: patientId, userId: ctx.userId });

const shown = <F, B extends string | null>(draft: StoredDraft<F, B>) => ({ ...draft.fields, base_token: draft.base_token, updated_date: draft.updated_date });

async function existingPatientId(ctx: RequestContext, id: string): Promise<string> {
  if (!(await getPatient(ctx.tenantId, id))) throw new NotFoundError();
  return id;
}

export async function getDecursusDraft({ params }: Input<'getDecursusDraft'>, ctx: RequestContext) {
  const [, draft] = await Promise.all([existingDecursus(ctx.data, params.id), readDraft<NoteDraftFields, string>(ctx, noteOwner(ctx, params.id))]);
  return { draft: draft ? shown(draft) : null };
}

export async function saveDecursusDraft({ params, body }: Input<'saveDecursusDraft'>, ctx: RequestContext) {
  const note = await existingDecursus(ctx.data, params.id);
  const { base_token, ...fields } = body;
  return shown(await writeDraft(ctx, noteOwner(ctx, note.id), note.patient_id, fields, base_token));
}

export async function deleteDecursusDraft({ params }: Input<'deleteDecursusDraft'>, ctx: RequestContext): Promise<undefined> {
  await existingDecursus(ctx.data, params.id);
  await removeDraft(ctx, noteOwner(ctx, params.id));
  return undefined;
}

export async function getHistoryDraft({ params }: Input<'getHistoryDraft'>, ctx: RequestContext) {
  const [, draft] = await Promise.all([existingPatientId(ctx, params.id), readDraft<HistoryDraftFields>(ctx, historyOwner(ctx, params.id))]);
  return { draft: draft ? shown(draft) : null };
}

export async function saveHistoryDraft({ params, body }: Input<'saveHistoryDraft'>, ctx: RequestContext) {
  const patientId = await existingPatientId(ctx, params.id);
  const { base_token, ...fields } = body;
  return shown(await writeDraft(ctx, historyOwner(ctx, patientId), patientId, fields, base_token));
}

export async function deleteHistoryDraft({ params }: Input<'deleteHistoryDraft'>, ctx: RequestContext): Promise<undefined> {
  await removeDraft(ctx, historyOwner(ctx, await existingPatientId(ctx, params.id)));
  return undefined;
}
