import { medicalCardKind } from '@praktijk/shared/record-kinds';
import { MEDICAL_CARD_DOCUMENT, THUMBNAIL_EXTENSIONS } from '@praktijk/shared/records/medicalcards';
import { type RequestContext } from '../../lib/auth/context';
import { ValidationError } from '../../lib/errors';
import { extensionOf } from '../../lib/files/document-kind';
import { objectKeys, readUrl, writeUrl } from '../../lib/files/s3';
import { confirmUpload, discardUpload, uploadTicket } from '../../lib/files/uploads';
import { type Input } from '../../lib/http/types';
import { createPatientRecord } from '../../records/records';
import { existingPatient } from '../domain/repository';
import { makeCardThumbnail } from '../domain/thumbnails';
import { removeCardObjects, showMedicalCards, type StoredFile } from '../records/medicalcards';
import { THUMBNAIL_CONTENT_TYPE } from '../thumbnails/request';

// A medical card's file (spec 3 §5 "Medical card upload"; issue 25): the browser asks a ticket per
// file and sends each straight to the documents bucket (lib/files/uploads.ts), then the spec's POST
// confirms it: checked by size and content, a thumbnail made of an image, and only then the card
// written (its upload's guard makes a confirmation sent twice one card). A refused confirmation
// removes what it uploaded; the objects are removed when the card's write fails.

export const IMAGE_UNREADABLE = 'The image could not be read: it may be damaged or incomplete. Scan or photograph it again.';
const FILENAME_MAX = 200;

const cardKey = (ctx: RequestContext, patientId: string) => (upload: string) => objectKeys.medicalCard(ctx.tenantId, patientId, upload);

export async function medicalCardUploadTicket({ body }: Input<'medicalCardUploadTicket'>, ctx: RequestContext) {
  // 404 for an unknown patient (or another practice's) before any ticket.
  const patient = await existingPatient(ctx, body.patient);
  return uploadTicket('documents', MEDICAL_CARD_DOCUMENT, body, cardKey(ctx, patient.id));
}

/** The thumbnail of an image file, written beside it; null for other kinds. Throws the 400 for an image that cannot be read. */
async function thumbnailFor(key: string, target: string, extension: string): Promise<string | null> {
  if (!(THUMBNAIL_EXTENSIONS as readonly string[]).includes(`.${extension}`)) return null;
  const made = await makeCardThumbnail({ source: await readUrl('documents', key), target: await writeUrl('documents', target, THUMBNAIL_CONTENT_TYPE) });
  if (!made) throw ValidationError.field(MEDICAL_CARD_DOCUMENT.field, IMAGE_UNREADABLE);
  return target;
}

export async function createMedicalCard({ body }: Input<'createMedicalCard'>, ctx: RequestContext) {
  const patient = await existingPatient(ctx, body.patient);
  const key = cardKey(ctx, patient.id)(body.upload);
  const file = await confirmUpload('documents', MEDICAL_CARD_DOCUMENT, key);
  const extension = extensionOf(file.filename);
  let thumbnail: string | null;
  try {
    thumbnail = await thumbnailFor(key, objectKeys.medicalCardThumbnail(ctx.tenantId, patient.id, body.upload), extension);
  } catch (error) {
    await discardUpload('documents', key);
    throw error;
  }
  const name = file.filename.slice(-FILENAME_MAX);
  const stored: StoredFile = { name, document_extension: extension, mime_type: file.mime_type, size: file.size, key, thumbnail };
  // The title starts as the file's name without its extension; the user changes it on the card.
  const title = name.replace(/\.[^.]+$/, '').slice(0, 255);
  try {
    const card = await createPatientRecord(ctx, medicalCardKind, patient.id, { title, description: '', upload: body.upload, ...stored });
    const [shown] = await showMedicalCards([card]);
    return shown!;
  } catch (error) {
    // A confirmation sent twice: the first one's card names these objects, so they stay.
    if (!(error instanceof ValidationError && 'upload' in error.fields)) await removeCardObjects(stored);
    throw error;
  }
}
