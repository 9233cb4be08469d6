import * as z from 'zod';
import { can } from '../routes/define';
import { ulid } from '../schemas/common';
import { isoDate, optionalText, requestToken, requiredRef, typed } from '../schemas/fields';
import { personRefSchema } from '../schemas/clinical';
import { defineRecordKind, recordPageSchema, recordSchemas } from './kind';

// Patient referrals (spec 3 §2 "Patient Referrals tab", "Referrals modal", §3 "Referral", §4, §5;
// spec 1 §3, §6, §7; issue 25 "Patient referrals"): a referral letter to another provider, written
// from a template of category 'referrals', printed on the practice's letterhead, and tracked
// until the receiving side has handled it. Answered by the letters Lambda (its sanitiser and the
// only right to the PDF renderer). Decisions where the spec is silent:
// - "Blank means a new decursus is created" (spec 3 §2): a referral written with no decursus_id
//   gets a new consultation note of today by its author (a walk-in consultation of the author,
//   already arrived and treated, reason 'Referral'), linked to the patient's active episode when
//   there is exactly one, else to none, in the referral's own transaction. The administration
//   route (outside a consultation, spec 1 §6) files the referral under no note, as the other
//   kinds' administration routes do.
// - The reason is sanitised HTML as letters are (scripts, handlers and remote images removed),
//   kept in the item (at most REFERRAL_REASON_MAX_BYTES): a referral is written once and read whole.
// - `printable`: a referral prints when it has a reason (the paper's question to the colleague).
// - processed_date (set once the receiving side has seen the patient) and consulting_doctor (the
//   colleague who saw them, as text) change with can_change on referral, each on the referral's
//   consistency_token; processed_date is a day no later than today, today when left out.
// - The create's `consistency_token` in the spec's payload has nothing to guard (a new record): the
//   schema does not name it, so it is dropped like any other unknown field.

export const REFERRALS_PAGE_SIZE = 5;
/** Spec 3 §9: referrals shown in the decursus's sub-panel. */
export const DECURSUS_REFERRALS_SHOWN = 5;
export const REFERRAL_CONSULTS = [1, 2] as const;
export const REFERRAL_TEXT_MAX = 255;
export const REFERRAL_REASON_MAX_BYTES = 100_000;
export const REFERRAL_REASON_TOO_LARGE = `The reason is too large to save: keep it under ${REFERRAL_REASON_MAX_BYTES / 1000} KB (a smaller image helps).`;
/** The consultation reason of a note made for a referral written outside a consultation. */
export const REFERRAL_NOTE_REASON = 'Referral';

const referralFields = z.object({
  type_id: requiredRef,
  priority_id: requiredRef,
  consults: z.coerce
    .number({ error: 'A valid integer is required.' })
    .int('A valid integer is required.')
    .refine((n) => n === 1 || n === 2, 'Select a valid choice. That choice is not one of the available choices.')
    .default(1),
  receiving: optionalText(REFERRAL_TEXT_MAX),
  /** HTML (the 'Write Referral' editor's), sanitised on the server. */
  reason: typed(z.string().max(REFERRAL_REASON_MAX_BYTES * 2, REFERRAL_REASON_TOO_LARGE)).default(''),
});

const base = recordSchemas({
  fields: referralFields,
  // The note it belongs to; blank makes a new one (spec 3 §2).
  createOnly: z.object({
    decursus_id: z.preprocess((v) => (v === '' ? null : v), ulid.nullable().default(null)),
  }),
  shown: z.object({
    /** The note it was filed under (given, or made for it); null when written by the administration route. */
    decursus: z.string().nullable(),
    physician: personRefSchema,
    type: personRefSchema.nullable(),
    priority: personRefSchema.nullable(),
    consulting_doctor: z.string(),
    processed_date: z.string().nullable(),
    printable: z.boolean(),
  }),
});
const schemas = { ...base, administration: referralFields, page: recordPageSchema(base.record) };
export type Referral = z.infer<typeof base.record>;

/** Whether a reason's HTML says something (not only empty paragraphs): a referral prints only then. */
export const reasonHasText = (html: string): boolean => html.replace(/<[^>]*>|&nbsp;|\s/g, '').length > 0;

export const referralProcessBody = z.object({
  /** Left out: today. Null: unprocessed again. */
  processed_date: isoDate.nullable().optional(),
  consistency_token: requestToken,
});
export const referralDoctorBody = z.object({
  consulting_doctor: optionalText(REFERRAL_TEXT_MAX),
  consistency_token: requestToken,
});
export const PROCESSED_IN_FUTURE = 'The processed date cannot be in the future.';

export const referralKind = defineRecordKind({
  model: 'referral',
  label: 'Referral',
  permission: 'referral',
  prefix: 'REFERRAL',
  resource: 'letters',
  labels: {
    type_id: { label: 'Type', catalogue: 'referral_types' },
    priority_id: { label: 'Priority', catalogue: 'referral_priorities' },
    consults: { label: 'Consults' },
    receiving: { label: 'Receiving provider' },
    reason: { label: 'Reason' },
    decursus_id: { label: 'Consultation note' },
    processed_date: { label: 'Processed', date: true },
    consulting_doctor: { label: 'Consulting doctor' },
  },
  sample: { type_id: 'CAR', priority_id: 'R', consults: 1, receiving: 'AZP, polikliniek cardiologie', reason: '<p>Graag beoordeling.</p>' },
  schemas,
  paged: { by: 'created', pageSize: REFERRALS_PAGE_SIZE },
  routes: {
    list: {
      operation: 'listPatientReferrals',
      path: '/api/patients/{id}/referrals/',
      access: can('view', 'referral'),
      summary: "A page of the patient's referrals, newest first.",
    },
    create: {
      operation: 'createReferral',
      path: '/api/referrals/',
      access: can('add', 'referral'),
      summary: 'Writes a referral in a consultation note, or in a new note of today when none is named.',
    },
    administration: {
      operation: 'createReferralOutsideConsultation',
      path: '/api/patients/administration/{id}/referrals/',
      access: can('add', 'referral'),
      summary: 'Writes a referral of a patient outside a consultation.',
    },
  },
  unique: [],
});
