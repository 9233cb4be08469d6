import { type Decursus, type PreviousDecursus } from '@praktijk/shared/schemas/decursus';
import { type RequestContext } from '../../lib/auth/context';
import { NotFoundError } from '../../lib/errors';
import { type Input } from '../../lib/http/types';
import { positionOf } from '../../consultations/domain/items';
import { existingDecursus, noteAround, notesPage } from '../../consultations/domain/reads';
import { showNote, showNotes } from '../../consultations/domain/show';
import { getPatient } from '../../patients/domain/repository';
import { openNotePosition, sealNotePosition } from './note-cursors';

// Reads of notes. A note has its consultation's id, so a consultation's own note and the notes
// around it are found from the consultation id without reading the consultation. The lists'
// cursors are notes' positions, sealed for the list and the patient (note-cursors.ts).

export async function getDecursus({ params }: Input<'getDecursus'>, ctx: RequestContext): Promise<Decursus> {
  return showNote(ctx.data, await existingDecursus(ctx.data, params.id));
}

export async function currentDecursus({ params }: Input<'currentDecursus'>, ctx: RequestContext): Promise<Decursus> {
  return showNote(ctx.data, await existingDecursus(ctx.data, params.id));
}

export async function listPatientDecursus(
  { params, query }: Input<'listPatientDecursus'>,
  ctx: RequestContext,
): Promise<{ results: Decursus[]; next: string | null }> {
  const after = await openNotePosition('decursus-list', ctx.tenantId, params.id, query.cursor);
  const [patient, page] = await Promise.all([getPatient(ctx.tenantId, params.id), notesPage(ctx.data, params.id, query.limit, after)]);
  if (!patient) throw new NotFoundError();
  const [results, next] = await Promise.all([
    showNotes(ctx.data, page.notes),
    page.next ? sealNotePosition('decursus-list', ctx.tenantId, params.id, page.next) : null,
  ]);
  return { results, next };
}

/**
 * Previous Decursus (spec 3 §2): one note before this consultation's, at most three round trips:
 * the current note (GetItem), one Query with Limit 2 bounded by its position, and the shown
 * note's episode and ICPC names side by side.
 */
export async function previousDecursus({ params, query }: Input<'previousDecursus'>, ctx: RequestContext): Promise<PreviousDecursus> {
  const current = await existingDecursus(ctx.data, params.id);
  const from = await openNotePosition('previous-decursus', ctx.tenantId, current.patient_id, query.cursor);
  const around = await noteAround(ctx.data, current, query.position, from);
  const [decursus, cursor] = around.note
    ? await Promise.all([showNote(ctx.data, around.note), sealNotePosition('previous-decursus', ctx.tenantId, current.patient_id, positionOf(around.note))])
    : [null, null];
  return {
    decursus,
    cursor,
    has_previous: around.hasPrevious,
    has_next: around.hasNext,
  };
}
