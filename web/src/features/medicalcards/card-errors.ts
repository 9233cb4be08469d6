import { isApiError } from '@/api';

/** Spec 3 §8: the notices of a failed card upload and delete. */
export const CARD_ERROR = 'Card Error';
export const UPLOAD_FAILED = 'Error uploading medical card';
export const DELETE_FAILED = 'Error deleting medical card';

/** Why the server refused a file (its field errors: wrong kind, too large, damaged image), else the spec's text. */
export function uploadRefusal(error: unknown): string {
  if (!isApiError(error)) return UPLOAD_FAILED;
  const reasons = [...error.nonFieldErrors, ...Object.values(error.fieldErrors).flat()];
  return reasons.length ? `${UPLOAD_FAILED}: ${reasons.join(' ')}` : UPLOAD_FAILED;
}
