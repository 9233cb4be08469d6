import { CONSULTATION_LETTER, type Consultation } from '@praktijk/shared/schemas/consultations';
import { type RequestContext } from '../../lib/auth/context';
import { type StoredConsultation, type StoredLetter } from '../../consultations/domain/items';
import { existingPair } from '../../consultations/domain/reads';
import { showConsultation } from '../../consultations/domain/show';
import { writeConsultation } from '../../consultations/domain/writes';
import { auditPut, auditUserName, LOG_TYPES } from '../../lib/data/audit';
import { fileAnswer } from '../../lib/files/downloads';
import { deleteObject } from '../../lib/files/s3';
import { confirmUpload, uploadTicket } from '../../lib/files/uploads';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { type Input } from '../../lib/http/types';
import { logEvent } from '../../lib/log';
import { announcePlanning } from '../domain/announce';
import { withPlanningFields } from './summaries';

// A consultation's letter document (spec 1 §3, §7; issue 11.2): a PDF or image sent by the browser
// straight to the documents bucket under the practice's prefix (object keys hold ids only) with a
// ticket (lib/files/uploads.ts), checked by its stored content when confirmed, and named on the
// consultation by a write conditioned on the token the caller read. A refused confirmation removes
// the object, and an earlier letter's object is removed after the write, so the consultation never
// names an object that is not there. Logs show the
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

const letterKey = (ctx: RequestContext, consultationId: string) => (upload: string) => letterObjectKey(ctx.tenantId, consultationId, upload);

async function existingConsultation(ctx: RequestContext, id: string): Promise<StoredConsultation> {
  const consultation = await ctx.data.get<StoredConsultation>(ctx.data.keys.consultation(id));
  if (!consultation) throw new NotFoundError();
  return consultation;
}

export async function consultationLetterUploadTicket({ params, body }: Input<'consultationLetterUploadTicket'>, ctx: RequestContext) {
  // 404 before any ticket for an unknown consultation (or another practice's).
  const consultation = await existingConsultation(ctx, params.id);
  return uploadTicket('documents', CONSULTATION_LETTER, body, letterKey(ctx, consultation.id));
}

export async function uploadConsultationLetter({ params, body }: Input<'uploadConsultationLetter'>, ctx: RequestContext): Promise<Consultation> {
  // 404 before the upload is looked at for an unknown consultation (or another practice's).
  const consultation = await existingConsultation(ctx, params.id);
  const key = letterKey(ctx, consultation.id)(body.upload);
  // A confirmation sent twice is refused by its token and must not delete the letter the first attached.
  if (consultation.letter?.key === key) throw new ConflictError();
  // Its kind is checked by content against the letter's kinds (PDF or image) here.
  const file = await confirmUpload('documents', CONSULTATION_LETTER, key);
  const letter: StoredLetter = {
    name: file.filename.slice(-FILENAME_MAX),
    mime_type: file.mime_type,
    size: file.size,
    uploaded: new Date().toISOString(),
    key,
  };
  try {
    return await setLetter(ctx, params.id, letter, body.consistency_token);
  } catch (error) {
    await removeObject(key);
    throw error;
  }
}

/**
 * The letter as the spec's file answer: inline (content base64) up to INLINE_FILE_MAX_BYTES, a
 * short-lived link beyond (lib/files/downloads.ts); recorded in the access log before it goes out.
 */
export async function downloadConsultationLetter({ params }: Input<'downloadConsultationLetter'>, ctx: RequestContext) {
  const consultation = await ctx.data.get<StoredConsultation>(ctx.data.keys.consultation(params.id));
  const letter = consultation?.letter;
  if (!consultation || !letter) throw new NotFoundError();
  // The access log names the consultation (the letter's record) and its patient, never the file's name.
  return fileAnswer(
    'documents',
    letter.key,
    { filename: letter.name, mime_type: letter.mime_type, size: letter.size },
    {
      actor: ctx,
      entry: { object: 'consultation_letter', objectIds: [consultation.id], patientId: consultation.patient_id, route: 'downloadConsultationLetter' },
    },
  );
}

export async function deleteConsultationLetter({ params, body }: Input<'deleteConsultationLetter'>, ctx: RequestContext): Promise<Consultation> {
  return setLetter(ctx, params.id, null, body.consistency_token);
}
