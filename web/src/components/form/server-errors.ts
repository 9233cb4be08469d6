import { type ApiError } from '@/api/errors';
import { type FieldErrorMap } from './locked-form-state';

// Places an API error on a form (spec 1 §8, spec 2 §2): messages keyed by one of the form's fields
// go under that field; non_field_errors, and messages for fields the form does not show (such
// as consistency_token), go to the banner above it, so no message from the server is lost.

export interface PlacedErrors {
  errors: FieldErrorMap;
  nonFieldErrors: string[];
}

export function placeServerErrors(error: Pick<ApiError, 'fieldErrors' | 'nonFieldErrors' | 'message'>, fields: readonly string[]): PlacedErrors {
  const errors: FieldErrorMap = {};
  const banner = [...error.nonFieldErrors];
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    if (messages.length === 0) continue;
    if (fields.includes(field)) errors[field] = messages.join(' ');
    else banner.push(...messages);
  }
  // A 409 or 5xx without a body still says what happened (ApiError.message has the text).
  if (banner.length === 0 && Object.keys(errors).length === 0) banner.push(error.message);
  return { errors, nonFieldErrors: banner };
}

/** Errors of a client-side check in the same shape: the first message per field. */
export function firstMessagePerField(issues: readonly { path: readonly PropertyKey[]; message: string }[]): PlacedErrors {
  const errors: FieldErrorMap = {};
  const nonFieldErrors: string[] = [];
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string') errors[field] ??= issue.message;
    else nonFieldErrors.push(issue.message);
  }
  return { errors, nonFieldErrors };
}
