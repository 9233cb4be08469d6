import { labReferralKind } from '@praktijk/shared/record-kinds';
import { DOCUMENT_PRESENT, LAB_DOCUMENT } from '@praktijk/shared/records/lab';
import { type RequestContext } from '../../lib/auth/context';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { recordAccess } from '../../lib/data/access-log';
import { extensionOf } from '../../lib/files/document-kind';
import { objectKeys, viewUrl } from '../../lib/files/s3';
import { confirmUpload, discardUpload, uploadTicket } from '../../lib/files/uploads';
import { type Input } from '../../lib/http/types';
import { getPatientRecord, updatePatientRecord } from '../../records/records';
import { removeDocumentObject, showLabAnswer, type StoredDocument, type StoredLab } from './referrals';

// A referral's result document (spec 2 §4: one per referral; jpeg, jpg, png, pdf, xls, doc, xlsx,
// docx, spec 2 §5): sent by the browser straight to the documents bucket under the practice's
// prefix (keys hold ids only, DESIGN §5) with a ticket (lib/files/uploads.ts), then confirmed here:
// checked by its stored size and content, and named on the referral by a write conditioned on the
// token the caller read. A refused confirmation removes the object, and the object is removed
// after the write that forgets it, so a referral never names an object that is not there. The
// referral's audit entry records the change of `document`.
const FILENAME_MAX = 200;

const documentKey = (ctx: RequestContext, referralId: string) => (upload: string) => objectKeys.labDocument(ctx.tenantId, referralId, upload);

export async function labDocumentUploadTicket({ params, body }: Input<'labDocumentUploadTicket'>, ctx: RequestContext) {
  // 404 for an unknown referral (or another practice's) before any ticket; one document per referral.
  const referral = await getPatientRecord<StoredLab>(ctx.data, labReferralKind, params.id);
  if (referral.document) throw ValidationError.field(LAB_DOCUMENT.field, DOCUMENT_PRESENT);
  return uploadTicket('documents', LAB_DOCUMENT, body, documentKey(ctx, referral.id));
}

export async function uploadLabDocument({ params, body }: Input<'uploadLabDocument'>, ctx: RequestContext) {
  // 404 for an unknown referral (or another practice's) before the upload is looked at.
  const before = await getPatientRecord<StoredLab>(ctx.data, labReferralKind, params.id);
  const key = documentKey(ctx, before.id)(body.upload);
  // A refused confirmation removes its upload, unless that is the document the referral already
  // names (a confirmation sent twice must not delete what the first one attached).
  const refuse = async (error: Error): Promise<never> => {
    if (before.document?.key !== key) await discardUpload('documents', key);
    throw error;
  };
  // A stale screen first learns that the referral changed (perhaps by this very document).
  if (before.consistency_token !== body.consistency_token) return refuse(new ConflictError());
  if (before.document) return refuse(ValidationError.field(LAB_DOCUMENT.field, DOCUMENT_PRESENT));

  const file = await confirmUpload('documents', LAB_DOCUMENT, key);
  const document: StoredDocument = {
    key,
    filename: file.filename.slice(-FILENAME_MAX),
    extension: extensionOf(file.filename),
    mime_type: file.mime_type,
    size: file.size,
    uploaded: new Date().toISOString(),
  };
  try {
    return await showLabAnswer(await updatePatientRecord(ctx, labReferralKind, before, { document }, body.consistency_token), ctx, 'uploadLabDocument');
  } catch (error) {
    await removeDocumentObject(key);
    throw error;
  }
}

export async function deleteLabDocument({ params, body }: Input<'deleteLabDocument'>, ctx: RequestContext) {
  const before = await getPatientRecord<StoredLab>(ctx.data, labReferralKind, params.id);
  if (!before.document) {
    // Nothing to remove: the caller's token is still checked, so a stale screen learns of it.
    if (before.consistency_token !== body.consistency_token) throw new ConflictError();
    return showLabAnswer(before, ctx, 'deleteLabDocument');
  }
  const after = await updatePatientRecord(ctx, labReferralKind, before, { document: null }, body.consistency_token);
  await removeDocumentObject(before.document.key);
  return showLabAnswer(after, ctx, 'deleteLabDocument');
}

/**
 * A fresh link to the referral's result document, asked for when View is clicked (issue 23 §4): a
 * screen left open past the list's link expiry (VIEW_URL_SECONDS) still opens the document. Always
 * a link, never the bytes: View opens the document in the browser's own viewer straight from S3
 * (content type and name as checked at upload), whatever its size. Recorded in the access log
 * before it goes out; 404 for a referral without a document (or another practice's).
 */
export async function getLabDocument({ params }: Input<'getLabDocument'>, ctx: RequestContext) {
  const referral = await getPatientRecord<StoredLab>(ctx.data, labReferralKind, params.id);
  const document = referral.document;
  if (!document) throw new NotFoundError();
  const url = await viewUrl('documents', document.key, { filename: document.filename, contentType: document.mime_type });
  await recordAccess(ctx, {
    object: 'lab_document',
    objectIds: [referral.id],
    patientId: referral.patient_id,
    kind: 'link',
    route: 'getLabDocument',
  });
  return { url, filename: document.filename, mime_type: document.mime_type };
}
