import * as z from 'zod';
import { REQUIRED, requiredRef, requiredText, typed } from './fields';
import { ulid } from './common';
import { consistencyToken, nullableId, personRefSchema } from './clinical';
import { type FileUploadRule } from '../route-types';
import { localDateTime } from './wall-clock';
import { DOCUMENT_MAX_BYTES } from '../constants';
import { uploadId } from './uploads';

// A consultation (spec 1 §3, spec 3 §3-§5): a patient seen by a practitioner on a day, with its
// decursus (the SOEP note, same id) created in the same transaction. The episode it belongs to is
// kept on the decursus and shown here (resolved through merges).

/** Spec 3 §4: "Episode and consultation edits auto-update after 1000 ms of quiet". */
export const CONSULTATION_AUTOSAVE_MS = 1000;
export const CONSULTATION_REASON_MAX = 500;

/** The letter document a consultation may carry (spec 1 §3 "a letter document"): pdf or image, checked by content. */
export const consultationLetterSchema = z.object({ name: z.string(), mime_type: z.string(), size: z.number(), uploaded: z.string() });
export const CONSULTATION_LETTER: FileUploadRule = {
  field: 'file',
  extensions: ['.pdf', '.png', '.jpg', '.jpeg'],
  maxBytes: DOCUMENT_MAX_BYTES,
  wrongTypeMessage: 'Only PDF, PNG and JPEG files can be attached as the letter.',
};
/** The confirmation of an uploaded letter (schemas/uploads.ts): the upload and the consultation's token. */
export const consultationLetterFields = z.object({ upload: uploadId, consistency_token: consistencyToken });

/** A consultation as lists and calendars show it (no episode: that lives on the decursus and would cost a read per row). */
export const consultationSummarySchema = z.object({
  id: z.string(),
  patient_id: z.string(),
  /** The patient's display name when the consultation was last written (a calendar of 400 rows reads no patient). */
  patient_name: z.string(),
  /**
   * The same name surname first with initials, 'Tjon A Fong, M.L.' (surnameFirstShort), for narrow
   * calendar events and lists; absent on consultations written before it was kept, where the
   * client reads it from patient_name.
   */
  patient_short_name: z.string().optional(),
  practitioner: personRefSchema,
  /** When it starts (ISO instant); a walk-in starts when it is created. */
  start: z.string(),
  /** When it ends (ISO instant). */
  end: z.string(),
  /** Its day in the practice's time zone (YYYY-MM-DD). */
  date: z.string(),
  /** It holds its time in the practitioner's calendar (booked there, not a walk-in): no other booking may overlap it. */
  booked: z.boolean(),
  reason_type: z.string().nullable(),
  reason: z.string(),
  is_walkin: z.boolean(),
  insurance: z.string().nullable(),
  arrived: z.boolean(),
  arrived_at: z.string().nullable(),
  processed: z.boolean(),
  processed_at: z.string().nullable(),
  /** Its day is before today (practice time): Undo Treated is no longer allowed (spec 3 §4). */
  is_past: z.boolean(),
  /** Treated / Undo Treated may be used now (arrived, not past, and the caller may change consultations). */
  can_change_processed: z.boolean(),
  letter: consultationLetterSchema.nullable(),
  decursus_id: z.string(),
  created: z.string(),
  updated: z.string(),
  updated_by: personRefSchema.nullable(),
  consistency_token: z.string(),
});
export type ConsultationSummary = z.infer<typeof consultationSummarySchema>;

export const consultationSchema = consultationSummarySchema.extend({ episode: z.string().nullable() });
export type Consultation = z.infer<typeof consultationSchema>;
export const consultationOrNullSchema = consultationSchema.nullable();

/** The form's fields (spec 3 §2 "Consultation creation"): reason_type and reason required. */
const consultationFormFields = z.object({
  reason_type: typed(z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(64)).pipe(ulid),
  reason: requiredText(CONSULTATION_REASON_MAX),
  is_walkin: z.boolean().default(false),
  insurance: nullableId.default(null),
});

/**
 * Create (spec 3 §3): "episode (patient, consistency_token), reason_type, reason, is_walkin,
 * insurance, consistency_token". `episode.patient` must be the path's patient; the tokens, when
 * sent, are the patient's as the form read it (a patient changed since is a 409). `practitioner`
 * lets administration create one for a physician (issue 10.1); a physician's own by default.
 */
export const consultationCreateSchema = consultationFormFields.extend({
  episode: z.object({ patient: ulid, consistency_token: consistencyToken.optional() }).optional(),
  /** A user id (users are identified by their sign-in subject, not a ULID). */
  practitioner: requiredRef.optional(),
  consistency_token: consistencyToken.optional(),
});
export type ConsultationCreate = z.infer<typeof consultationCreateSchema>;

/**
 * PUT planning/consultations/{id}/: the form's fields; a move from the calendar also sends the new
 * start and end (wall clock) and may hand the booking to another practitioner.
 */
export const consultationUpdateSchema = consultationFormFields.extend({
  consistency_token: consistencyToken,
  start: localDateTime.optional(),
  end: localDateTime.optional(),
  practitioner: requiredRef.optional(),
});
export const consultationArrivedSchema = z.object({ arrived: z.boolean({ error: REQUIRED }), consistency_token: consistencyToken });
export const consultationProcessedSchema = z.object({ processed: z.boolean({ error: REQUIRED }), consistency_token: consistencyToken });
export const consultationEpisodeSchema = z.object({ episode: nullableId, consistency_token: consistencyToken });

/** The patient summary's `current_consult` (spec 1 §3 "current_consult (with decursus_id)"). */
export const currentConsultRefSchema = z.object({ id: z.string(), decursus_id: z.string(), start: z.string(), practitioner: personRefSchema });
