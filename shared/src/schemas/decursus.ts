import * as z from 'zod';
import { optionalText } from './fields';
import { ulid } from './common';
import { consistencyToken, icpcRefSchema, listCursor, nullableIcpcId, nullableId, personRefSchema } from './clinical';

// Decursus (spec 3 §3): the SOEP note of a consultation (same id as its consultation), with
// numbered revisions. The five texts and the two ICPC codes are the revisioned fields; the
// episode link is kept beside them (not part of a version, not guarded by the token: linking an
// episode from the Episodes modal must not make the open note's next save a 409).

export const DECURSUS_TEXT_MAX = 20_000;
export const DECURSUS_TEXT_FIELDS = ['subjective', 'objective', 'evaluation', 'policy', 'comments'] as const;
export type DecursusTextField = (typeof DECURSUS_TEXT_FIELDS)[number];
/** Spec 3 §5: "Referrals and episodes shown in the decursus: 5". */
export const DECURSUS_RECENT_EPISODES = 5;

const text = optionalText(DECURSUS_TEXT_MAX);
export const decursusFieldsSchema = z.object({
  subjective: text,
  objective: text,
  evaluation: text,
  policy: text,
  comments: text,
  icpc_subjective_id: nullableIcpcId.default(null),
  icpc_evaluation_id: nullableIcpcId.default(null),
});
export type DecursusFields = z.infer<typeof decursusFieldsSchema>;

export const decursusSchema = decursusFieldsSchema.extend({
  id: z.string(),
  patient_id: z.string(),
  consultation_id: z.string(),
  /** The consultation's day (YYYY-MM-DD), read only. */
  date: z.string(),
  icpc_subjective: icpcRefSchema.nullable(),
  icpc_evaluation: icpcRefSchema.nullable(),
  episode: z.string().nullable(),
  created_by: personRefSchema,
  updated_by: personRefSchema.nullable(),
  created_date: z.string(),
  updated_date: z.string(),
  consistency_token: z.string(),
  version: z.number().int(),
});
export type Decursus = z.infer<typeof decursusSchema>;

const NOTE_FIELDS = Object.keys(decursusFieldsSchema.shape);
/** A text left out of a PATCH keeps its value, so it has no default here (the create's '' would blank it). */
const patchText = text.unwrap().optional();

/**
 * PATCH (spec 1 §7): any of the note's fields (those left out keep their value) with the token
 * the form read; or `episode` alone ("Picking a recent episode links it to the decursus"), which
 * needs no token.
 */
export const decursusPatchSchema = z
  .object({
    subjective: patchText,
    objective: patchText,
    evaluation: patchText,
    policy: patchText,
    comments: patchText,
    icpc_subjective_id: nullableIcpcId.optional(),
    icpc_evaluation_id: nullableIcpcId.optional(),
    episode: nullableId.optional(),
    consistency_token: consistencyToken.optional(),
  })
  .superRefine((body, ctx) => {
    const note = NOTE_FIELDS.some((field) => body[field as keyof typeof body] !== undefined);
    if (note && !body.consistency_token) ctx.addIssue({ code: 'custom', path: ['consistency_token'], message: 'This field is required.' });
    if (!note && body.episode === undefined) ctx.addIssue({ code: 'custom', path: ['non_field_errors'], message: 'Nothing to update.' });
  });
export type DecursusPatch = z.infer<typeof decursusPatchSchema>;

/** Previous Decursus panel (spec 3 §2): first / previous / next / last, one note at a time, by cursor. */
export const previousDecursusQuerySchema = z
  .object({ position: z.enum(['first', 'previous', 'next', 'last']).default('last'), cursor: listCursor.optional() })
  .superRefine((q, ctx) => {
    if ((q.position === 'previous' || q.position === 'next') && !q.cursor)
      ctx.addIssue({ code: 'custom', path: ['cursor'], message: 'This field is required.' });
  });
export const previousDecursusSchema = z.object({
  /** The note shown, or null: 'No previous Decursus found.'. */
  decursus: decursusSchema.nullable(),
  /** Where the shown note is, for the next 'previous' or 'next' request. */
  cursor: z.string().nullable(),
  has_previous: z.boolean(),
  has_next: z.boolean(),
});
export type PreviousDecursus = z.infer<typeof previousDecursusSchema>;

/** A patient's notes, newest first, by cursor (never all at once). */
export const decursusListQuerySchema = z.object({ cursor: listCursor.optional(), limit: z.coerce.number().int().min(1).max(50).default(10) });
export const decursusPageSchema = z.object({ results: z.array(decursusSchema), next: z.string().nullable() });
export const decursusIdParams = z.object({ id: ulid });
