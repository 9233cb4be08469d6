import { isApiError } from '@/api/errors';

/** What the user is told when a write of the cell failed: the server's own words (a refused file, a 409), else the spec's. */
export function failureText(error: unknown, field?: string): string | undefined {
  if (!isApiError(error)) return error instanceof Error ? error.message : 'Something went wrong';
  if (error.redirected) return undefined;
  if (error.status === 409) return error.message;
  const messages = [...(field ? [error.fieldError(field) ?? ''] : []), ...error.nonFieldErrors].filter(Boolean);
  return messages.length > 0 ? messages.join(' ') : 'Something went wrong';
}
