import * as z from 'zod';
import { historyKind } from '../records/history';
import { consistencyToken } from './clinical';
import { decursusFieldsSchema } from './decursus';

// Drafts (issue 21 §1): what a user typed into a decursus or the General History and has not
// saved yet, kept per user beside the record: never a revision, never shown to anyone else.
// The fields are bounded by the record's own field schemas. A draft remembers the token of the
// version it was typed on (`base_token`), so a restored draft saved over a note someone else has
// changed since is the ordinary 409 with its diff, never a silent overwrite.

/** The decursus texts (the ICPC codes are picked, not typed, and an ICPC pick on a dirty note saves at once). */
const decursusDraftFields = decursusFieldsSchema.pick({ subjective: true, objective: true, evaluation: true, policy: true, comments: true });
export const decursusDraftBodySchema = decursusDraftFields.extend({ base_token: consistencyToken });
export const decursusDraftSchema = decursusDraftFields.extend({ base_token: z.string(), updated_date: z.string() });
export type DecursusDraft = z.infer<typeof decursusDraftSchema>;
export const decursusDraftAnswerSchema = z.object({ draft: decursusDraftSchema.nullable() });

/** General History: its description and codes; `base_token` is null while the patient has no history yet. */
const historyDraftFields = historyKind.schemas.fields;
export const historyDraftBodySchema = historyDraftFields.extend({ base_token: consistencyToken.nullable().default(null) });
export const historyDraftSchema = historyDraftFields.extend({ base_token: z.string().nullable(), updated_date: z.string() });
export type HistoryDraft = z.infer<typeof historyDraftSchema>;
export const historyDraftAnswerSchema = z.object({ draft: historyDraftSchema.nullable() });
