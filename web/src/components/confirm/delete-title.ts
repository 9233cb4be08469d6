import { formatDate } from '@praktijk/shared/dates';

/** 'DELETE PRESCRIPTION ON 31-01-2025' (spec 2 §2); without a date just 'DELETE PRESCRIPTION'. */
export function deleteTitle(thing: string, date?: string | null): string {
  const when = formatDate(date);
  return `DELETE ${thing.trim().toUpperCase()}${when ? ` ON ${when}` : ''}`;
}

/** The danger toast of a failed delete (spec 2 §2). */
export const DELETE_FAILED_TOAST = { type: 'error', header: 'Error', content: 'Something went wrong' } as const;
