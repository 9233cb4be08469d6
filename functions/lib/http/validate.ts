import { type z } from 'zod';
import { ValidationError } from '../errors';
import { zodIssuesToFields } from './zod-errors';

/** Validates one part of a request; a failure is the spec's 400 with field errors, never a 500. */
export function validatePart(schema: z.ZodType | undefined, value: unknown, fallback: unknown): unknown {
  if (!schema) return value ?? fallback;
  const result = schema.safeParse(value ?? fallback);
  if (!result.success) throw new ValidationError(zodIssuesToFields(result.error.issues));
  return result.data;
}
