import * as z from 'zod';

// ULIDs are the ids of every record (DESIGN §5).
export const ulid = z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Enter a valid id.');
export const idParams = z.object({ id: ulid });

// The spec's 400 shape: field errors keyed by field, form-level errors under non_field_errors.
export const validationErrorBody = z.record(z.string(), z.array(z.string()));
export type ValidationErrorBody = z.infer<typeof validationErrorBody>;

export const errorBody = z.object({ detail: z.string() });
export type ErrorBody = z.infer<typeof errorBody>;

export const emptyObject = z.object({}).strict();
