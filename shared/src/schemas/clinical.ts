import * as z from 'zod';
import { ulid } from './common';
import { typed } from './fields';

// Small shapes the clinical records share (consultations, decursus, episodes).

/** Who: a user by id and full name, as the screens show them ('updated by'). */
export const personRefSchema = z.object({ id: z.string(), name: z.string() });
export type PersonRef = z.infer<typeof personRefSchema>;

/** An ICPC-2 rubric as a record shows it beside its id (spec 3 §3: "each with code and name"). */
export const icpcRefSchema = z.object({ id: z.string(), code: z.string(), name: z.string() });
export type IcpcRef = z.infer<typeof icpcRefSchema>;

const TOKEN_REQUIRED = 'This field is required.';
export const consistencyToken = typed(z.string({ error: TOKEN_REQUIRED }).min(1, TOKEN_REQUIRED).max(200));

/** An optional link to another item by id: null clears it, '' is read as null. */
export const nullableId = z.preprocess((v) => (v === '' ? null : v), ulid.nullable());

/** An ICPC-2 rubric by its catalogue id, which is its code ('K86', not a ULID): null clears it, '' is read as null. */
export const nullableIcpcId = z.preprocess((v) => (v === '' ? null : v), typed(z.string().trim().min(1).max(10)).nullable());

/**
 * An opaque position in a list that pages by a note's position: sealed by the server
 * (functions/lib/data/paging.ts, base64url), so only its form is checked here; one the server did
 * not make for this list and patient answers the same 'Invalid cursor.' when it fails to open.
 */
export const listCursor = z
  .string()
  .max(200)
  .regex(/^[0-9A-Za-z_-]+$/, 'Invalid cursor.');
