import { z } from 'zod';
import { ulid } from './common';

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

const name = z.string().trim().min(1, 'This field is required.').max(100, 'Ensure this field has no more than 100 characters.');

export const consultReasonTypeCreateSchema = z.object({ name, practitioner: z.string().nullable().default(null) });
export const consultReasonTypeUpdateSchema = z.object({
  name,
  practitioner: z.string().nullable(),
  consistency_token: z.string().min(1, 'This field is required.'),
});
export const consultReasonTypeDeleteQuery = z.object({ consistency_token: z.string().min(1, 'This field is required.') });
export const idParamsSchema = z.object({ id: ulid });
