import * as z from 'zod';
import { REQUIRED, requiredText, typed } from './fields';
import { ulid } from './common';
import { consistencyToken, icpcRefSchema, nullableIcpcId, personRefSchema } from './clinical';

// Episodes of care (spec 1 §3-§4, spec 3 §2-§4): a patient's problems over time, each with an
// optional ICPC-2 code, grouping the decursus of the consultations linked to it. A merge keeps
// the merged episode as a pointer to the leading one (merged_into), so it is one small write
// however many notes the merged episode holds; every read resolves the pointer.

export const EPISODE_NAME_MAX = 200;
/** How many episodes one sort request may reorder (a patient's whole list, bounded). */
export const EPISODE_SORT_MAX = 500;

export const episodeSchema = z.object({
  id: z.string(),
  patient_id: z.string(),
  name: z.string(),
  icpc_id: z.string().nullable(),
  icpc: icpcRefSchema.nullable(),
  /** Started (YYYY-MM-DD). */
  start: z.string(),
  /** Closed (YYYY-MM-DD), null while active: shown as 'n/a'. */
  end: z.string().nullable(),
  active: z.boolean(),
  bookmarked: z.boolean(),
  sort_order: z.number().int(),
  /** Episodes merged into this one (their notes show under it). */
  merged_ids: z.array(z.string()),
  created: z.string(),
  consistency_token: z.string(),
});
export type Episode = z.infer<typeof episodeSchema>;
export const episodeListSchema = z.array(episodeSchema);

const name = requiredText(EPISODE_NAME_MAX);

/** New Episode (spec 3 §2 footer: a name and Create); the ICPC code may be set at once or later. */
export const episodeCreateSchema = z.object({ patient: ulid, name, icpc_id: nullableIcpcId.default(null) });
/** The modal's row edits (auto-saved after 1000 ms): name, ICPC code, and closing it (active false). */
export const episodeUpdateSchema = z.object({
  name,
  icpc_id: nullableIcpcId.default(null),
  active: z.boolean().default(true),
  consistency_token: consistencyToken,
});
export const episodeActivateSchema = z.object({ consistency_token: consistencyToken.optional() });
export const episodeBookmarkSchema = z.object({ bookmarked: z.boolean({ error: REQUIRED }), consistency_token: consistencyToken.optional() });

/** Order after a drag (spec: "sending id and position"), one patient's episodes. */
export const episodeSortSchema = z
  .array(z.object({ id: ulid, sort_order: z.number({ error: REQUIRED }).int().min(0).max(100_000) }), { error: 'Expected a list of items.' })
  .min(1, 'This list may not be empty.')
  .max(EPISODE_SORT_MAX, `Ensure this field has no more than ${EPISODE_SORT_MAX} elements.`)
  .refine((rows) => new Set(rows.map((r) => r.id)).size === rows.length, 'Each episode can be listed once.');

/** Merge (spec 3 §4): exactly two active episodes of one patient; the first ticked leads. */
export const episodeMergeSchema = z
  .array(z.object({ id: ulid, leading: z.boolean({ error: REQUIRED }) }), { error: 'Expected a list of items.' })
  .length(2, 'Select exactly two episodes.')
  .refine((rows) => rows[0]?.id !== rows[1]?.id, 'Select two different episodes.')
  .refine((rows) => rows.filter((r) => r.leading).length === 1, 'Exactly one episode leads.');

/** An episode's overview (not described by the spec): its notes in date order, paged. */
export const episodeOverviewQuerySchema = z.object({
  cursor: typed(z.string().max(2000)).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const episodeOverviewEntrySchema = z.object({
  decursus_id: z.string(),
  consultation_id: z.string(),
  date: z.string(),
  practitioner: personRefSchema.nullable(),
  subjective: z.string(),
  objective: z.string(),
  evaluation: z.string(),
  policy: z.string(),
  icpc_subjective: icpcRefSchema.nullable(),
  icpc_evaluation: icpcRefSchema.nullable(),
});
export const episodeOverviewSchema = z.object({ episode: episodeSchema, results: z.array(episodeOverviewEntrySchema), next: z.string().nullable() });
export const episodeIdParams = z.object({ id: ulid });
