import { labReferralKind } from '@praktijk/shared/record-kinds';
import { DOCUMENT_PRESENT, LAB_DOCUMENT } from '@praktijk/shared/records/lab';
import { ulid } from 'ulid';
import { type RequestContext } from '../../lib/auth/context';
import { ConflictError, ValidationError } from '../../lib/errors';
import { documentKind, extensionOf } from '../../lib/files/document-kind';
import { objectKeys, putObject } from '../../lib/files/s3';
import { type Input } from '../../lib/http/types';
import { getPatientRecord, updatePatientRecord } from '../../lib/patients/records';
import { removeDocumentObject, showLab, type StoredDocument, type StoredLab } from './referrals';

// A referral's result document (spec 2 §4: one per referral; jpeg, jpg, png, pdf, xls, doc, xlsx,
// docx, spec 2 §5): checked by its content and size, kept in the documents bucket under the
// practice's prefix (keys hold ids only, DESIGN §5), and named on the referral by a write
// conditioned on the token the caller read. The object is stored before that write (a refused
// write removes it again) and removed after the write that forgets it, so a referral never names an
// object that is not there. The referral's audit entry records the change of `document`.
const FILENAME_MAX = 200;

export async function uploadLabDocument({ params, body }: Input<'uploadLabDocument'>, ctx: RequestContext) {
  const { file, fields } = body;
  const kind = documentKind(file.data, file.filename, LAB_DOCUMENT.extensions);
  if (!kind) throw ValidationError.field(LAB_DOCUMENT.field, LAB_DOCUMENT.wrongTypeMessage);
  // 404 for an unknown referral (or another practice's) before anything is stored.
  const before = await getPatientRecord<StoredLab>(ctx.data, labReferralKind, params.id);
  // A stale screen first learns that the referral changed (perhaps by this very document).
  if (before.consistency_token !== fields.consistency_token) throw new ConflictError();
  if (before.document) throw ValidationError.field(LAB_DOCUMENT.field, DOCUMENT_PRESENT);

  const key = objectKeys.labDocument(ctx.tenantId, before.id, ulid());
  await putObject('documents', key, file.data, kind.mime_type);
  const document: StoredDocument = {
    key,
    filename: file.filename.slice(-FILENAME_MAX),
    extension: extensionOf(file.filename),
    mime_type: kind.mime_type,
    size: file.data.length,
    uploaded: new Date().toISOString(),
  };
  try {
    return await showLab(await updatePatientRecord(ctx, labReferralKind, before, { document }, fields.consistency_token));
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
    return showLab(before);
  }
  const after = await updatePatientRecord(ctx, labReferralKind, before, { document: null }, body.consistency_token);
  await removeDocumentObject(before.document.key);
  return showLab(after);
}
