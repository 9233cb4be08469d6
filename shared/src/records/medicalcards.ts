import * as z from 'zod';
import { can } from '../routes/define';
import { DOCUMENT_MAX_BYTES } from '../constants';
import { type FileUploadRule } from '../route-types';
import { ulid } from '../schemas/common';
import { optionalText } from '../schemas/fields';
import { uploadId, uploadTicketRequestSchema } from '../schemas/uploads';
import { defineRecordKind, recordPageSchema, recordSchemas, unique } from './kind';

// Medical cards (spec 3 §2 "Medical Cards tab", §3 "Medical card"; issue 25): scanned documents
// and photos kept per patient. Each file travels straight to the documents bucket with a ticket
// (schemas/uploads.ts), then the spec's POST confirms it: checked by content, a thumbnail made of
// an image, and only then the card written. Keys hold ids only; the answer carries short-lived
// links (document_url, thumbnail_url), never the keys. Decisions where the spec is silent:
// - A file may be up to DOCUMENT_MAX_BYTES (30 MB): a multi-page scan at 300 dpi is 10-25 MB.
// - A card's title starts as its file's name without the extension; the description starts empty.
// - The grid pages by MEDICAL_CARDS_PAGE_SIZE, newest first (four rows of five).
// - One card per uploaded file: the upload's id is a uniqueness guard, so a confirmation sent
//   twice (a double click, a retry after a lost answer) makes one card, never two.

export const MEDICAL_CARDS_PAGE_SIZE = 20;
export const MEDICAL_CARD_TITLE_MAX = 255;
export const MEDICAL_CARD_DESCRIPTION_MAX = 2000;
export const CARD_ALREADY_ADDED = 'This file was already added as a medical card.';

/** Spec 3 §9: the kinds a card may be, checked by content on the server, not only by name. */
export const MEDICAL_CARD_DOCUMENT: FileUploadRule = {
  field: 'document',
  extensions: ['.jpeg', '.jpg', '.png', '.pdf', '.xls', '.doc', '.xlsx', '.docx'],
  maxBytes: DOCUMENT_MAX_BYTES,
  wrongTypeMessage: 'Only jpeg, jpg, png, pdf, xls, doc, xlsx and docx files can be uploaded.',
};
/** The kinds the server makes a thumbnail of (spec 3 §2: a thumbnail for jpg, jpeg and png). */
export const THUMBNAIL_EXTENSIONS = ['.jpg', '.jpeg', '.png'] as const;

const cardFields = z.object({
  title: optionalText(MEDICAL_CARD_TITLE_MAX),
  description: optionalText(MEDICAL_CARD_DESCRIPTION_MAX),
});

const base = recordSchemas({
  fields: cardFields,
  // The upload the card was made from: its guard keeps one card per upload.
  createOnly: z.object({ upload: uploadId }),
  shown: z.object({
    /** The file's name as uploaded. */
    name: z.string(),
    document_extension: z.string(),
    mime_type: z.string(),
    size: z.number().int(),
    /** Short-lived links (VIEW_URL_SECONDS): the file itself, and its thumbnail (images only). */
    document_url: z.string(),
    thumbnail_url: z.string().nullable(),
  }),
});
/** A page of cards, as the paged clinical kinds answer (records/record-pages.ts). */
const schemas = { ...base, page: recordPageSchema(base.record) };

export const medicalCardKind = defineRecordKind({
  model: 'medicalcard',
  label: 'Medical card',
  permission: 'medicalcard',
  prefix: 'MEDICALCARD',
  resource: 'patients',
  labels: {
    title: { label: 'Title' },
    description: { label: 'Description' },
    upload: { label: 'Upload' },
  },
  sample: { title: 'Verwijzing cardioloog', description: 'Gescand', upload: '01JBZ0000000000000000000AA' },
  schemas,
  paged: { by: 'created', pageSize: MEDICAL_CARDS_PAGE_SIZE },
  routes: {
    list: {
      operation: 'listMedicalCards',
      path: '/api/patients/{id}/medicalcards/',
      access: can('view', 'medicalcard'),
      summary: "A page of the patient's medical cards, newest first, with short-lived links to each file and thumbnail.",
    },
    update: {
      operation: 'updateMedicalCard',
      path: '/api/patients/medicalcards/{id}/',
      access: can('change', 'medicalcard'),
      summary: "Changes a medical card's title and description.",
      method: 'PATCH',
    },
    delete: {
      operation: 'deleteMedicalCard',
      path: '/api/patients/medicalcards/{id}/',
      access: can('delete', 'medicalcard'),
      summary: 'Removes a medical card and its file.',
    },
  },
  unique: [unique(schemas, { name: 'upload', by: ['upload'], field: 'upload', message: () => CARD_ALREADY_ADDED })],
});
/** A card as the API answers it. */
export type MedicalCard = z.output<typeof schemas.record>;

/** The ticket for one file of a card (the browser sends each of several files on its own ticket). */
export const medicalCardTicketSchema = uploadTicketRequestSchema.extend({ patient: ulid });
/**
 * The spec's upload call as a confirmation: the patient and the upload. Spec 3 §3 also names a
 * consistency_token, but a new card has no version to be stale against (the upload's guard is what
 * keeps a repeated confirmation from adding twice), so a token sent is ignored, not checked.
 */
export const medicalCardCreateSchema = z.object({ patient: ulid, upload: uploadId });
