import * as z from 'zod';
import { ulid } from './common';
import { typed, requestToken } from './fields';

// Consult reason types (spec 1 §3): the practice's general reasons (practitioner null) and each
// physician's own activated reasons (practitioner = that physician's user id).
export const consultReasonTypeSchema = z.object({
  id: z.string(),
  name: z.string(),
  practitioner: z.string().nullable(),
  consistency_token: z.string(),
});
export type ConsultReasonType = z.infer<typeof consultReasonTypeSchema>;
export const consultReasonTypeListSchema = z.array(consultReasonTypeSchema);

const name = typed(z.string().trim().min(1, 'This field is required.').max(100, 'Ensure this field has no more than 100 characters.'));

export const consultReasonTypeCreateSchema = z.object({ name, practitioner: typed(z.string().max(64)).nullable().default(null) });
export const consultReasonTypeUpdateSchema = z.object({
  name,
  practitioner: typed(z.string().max(64)).nullable(),
  consistency_token: requestToken,
});
export const consultReasonTypeDeleteQuery = z.object({ consistency_token: requestToken });
export const idParamsSchema = z.object({ id: ulid });
