import { isApiError } from '@/api/errors';

// The error toast's text when a write fails (spec 3 §4's transitions first needed it; record kinds'
// revisions and printing say the same): it lives with the toasts, below the screens that raise them.

/** What a failed transition says: the server's reason ('The patient has not arrived.'), a 409's text, else the spec's generic one; nothing when leaving. */
export function errorToastText(error: unknown): string | null {
  if (!isApiError(error)) return 'Something went wrong';
  if (error.redirected) return null;
  if (error.nonFieldErrors.length) return error.nonFieldErrors.join(' ');
  return error.status === 409 ? error.message : 'Something went wrong';
}
