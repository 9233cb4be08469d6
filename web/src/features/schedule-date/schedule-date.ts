import { SCHEDULE_DATE_STORAGE_KEY } from '@praktijk/shared/constants';

// The schedule's day (spec 1 §4 "the schedule date is remembered locally and reset at login",
// §9 "persist in browser storage"): kept in localStorage, so a reload or a second tab shows the
// day the physician was looking at, and removed at every sign-in, so a new session starts today.
// Kept light: the sign-in page imports this file.

/** The storage the schedule uses; a parameter so the rules are tested without a browser. */
export type DateStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const browserStorage = (): DateStorage | undefined => (typeof window === 'undefined' ? undefined : window.localStorage);

/** What is kept (checked by its reader: it may be anything another version of the app wrote). */
export function keptScheduleDate(storage = browserStorage()): string | undefined {
  return storage?.getItem(SCHEDULE_DATE_STORAGE_KEY) ?? undefined;
}

export function keepScheduleDate(date: string, storage = browserStorage()): void {
  storage?.setItem(SCHEDULE_DATE_STORAGE_KEY, date);
}

/** At sign-in: the next schedule opens on today. */
export function resetScheduleDate(storage = browserStorage()): void {
  storage?.removeItem(SCHEDULE_DATE_STORAGE_KEY);
}
