import { ulid } from 'ulid';
import { CONSULTATION_LETTER, type Consultation } from '@praktijk/shared/schemas/consultations';
import { type RequestContext } from '../../lib/auth/context';
import { type StoredConsultation, type StoredLetter } from '../../lib/consultations/items';
import { existingPair } from '../../lib/consultations/reads';
import { showConsultation } from '../../lib/consultations/show';
import { writeConsultation } from '../../lib/consultations/writes';
import { auditPut, auditUserName, LOG_TYPES } from '../../lib/data/audit';
import { deleteObject, getObject, putObject } from '../../lib/files/s3';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { type Input } from '../../lib/http/types';
import { logEvent } from '../../lib/log';
import { announcePlanning } from '../../lib/planning/announce';
import { letterKind } from './letter-content';
import { withPlanningFields } from './summaries';

// A consultation's letter document (spec 1 §3, §7; issue 11.2): a PDF or image checked by its
// content, kept in the documents bucket under the practice's prefix (object keys hold ids only),
// and named on the consultation by a write conditioned on the token the caller read. The object is
// stored before that write (a refused write removes it again) and an earlier letter's object is
// removed after it, so the consultation never names an object that is not there. Logs show the
// change as the consultation's 'Letter' (the file's name).

/** Object keys hold the practice and ids only, never names (DESIGN §5). */
export const letterObjectKey = (tenantId: string, consultationId: string, objectId: string) =>
  `tenants/${tenantId}/consultations/${consultationId}/letter-${objectId}`;

const FILENAME_MAX = 200;

/** The letter's audit entry, beside the consultation's own (which leaves the letter out). */
function letterAudit(ctx: RequestContext, consultation: StoredConsultation, after: StoredLetter | null) {
  return auditPut({
    tenantId: ctx.tenantId,
    subjectId: consultation.patient_id,
    model: 'consultation',
    objectId: consultation.id,
    logType: LOG_TYPES.changed,
    userId: ctx.userId,
    username: ctx.user.email,
    userName: auditUserName(ctx.user),
    changes: [{ field: 'letter', old: consultation.letter?.name ?? null, new: after?.name ?? null }],
  });
}

/** Removing an object no consultation names any more: a failure leaves an orphan, never a wrong answer. */
async function removeObject(key: string): Promise<void> {
  await deleteObject('documents', key).catch((error: unknown) => logEvent('warn', 'letter object not removed', { error: (error as Error).name }));
}

async function setLetter(ctx: RequestContext, id: string, letter: StoredLetter | null, token: string): Promise<Consultation> {
  const pair = await existingPair(ctx.data, id);
  const before = withPlanningFields(pair.consultation);
  if (!before.letter && !letter) {
    // Nothing to remove: the caller's token is still checked, so a stale form learns of it.
    if (before.consistency_token !== token) throw new ConflictError();
    return showConsultation(ctx.data, before, pair.decursus, ctx);
  }
  const after = await writeConsultation(ctx, before, { letter }, token, [letterAudit(ctx, before, letter)]);
  if (before.letter) await removeObject(before.letter.key);
  await announcePlanning(ctx.tenantId, {
    practitioner: after.practitioner_id,
    dates: [after.date],
    consultation: after.id,
    patient: after.patient_id,
    change: 'booking',
  });
  return showConsultation(ctx.data, after, pair.decursus, ctx);
}

export async function uploadConsultationLetter({ params, body }: Input<'uploadConsultationLetter'>, ctx: RequestContext): Promise<Consultation> {
  const { file, fields } = body;
  const kind = letterKind(file.data, file.filename);
  if (!kind) throw ValidationError.field(CONSULTATION_LETTER.field, CONSULTATION_LETTER.wrongTypeMessage);
  // 404 before anything is stored for an unknown consultation (or another practice's).
  if (!(await ctx.data.get<StoredConsultation>(ctx.data.keys.consultation(params.id)))) throw new NotFoundError();

  const key = letterObjectKey(ctx.tenantId, params.id, ulid());
  await putObject('documents', key, file.data, kind.mime_type);
  const letter: StoredLetter = {
    name: file.filename.slice(-FILENAME_MAX),
    mime_type: kind.mime_type,
    size: file.data.length,
    uploaded: new Date().toISOString(),
    key,
  };
  try {
    return await setLetter(ctx, params.id, letter, fields.consistency_token);
  } catch (error) {
    await removeObject(key);
    throw error;
  }
}

export async function downloadConsultationLetter({ params }: Input<'downloadConsultationLetter'>, ctx: RequestContext) {
  const consultation = await ctx.data.get<StoredConsultation>(ctx.data.keys.consultation(params.id));
  const letter = consultation?.letter;
  if (!letter) throw new NotFoundError();
  const content = await getObject('documents', letter.key);
  return { content: content.toString('base64'), filename: letter.name, mime_type: letter.mime_type };
}

export async function deleteConsultationLetter({ params, body }: Input<'deleteConsultationLetter'>, ctx: RequestContext): Promise<Consultation> {
  return setLetter(ctx, params.id, null, body.consistency_token);
}
