import { SCHEDULE_DATE_STORAGE_KEY } from '@praktijk/shared/schemas/calendar';
import { isIsoDate } from '@praktijk/shared/dates';

// The schedule's day (spec 1 §4 "the schedule date is remembered locally and reset at login",
// §9 "persist in browser storage"): kept in localStorage, so a reload or a second tab shows the
// day the physician was looking at, and removed at every sign-in, so a new session starts today.

/** The storage the schedule uses; a parameter so the rules are tested without a browser. */
type DateStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const browserStorage = (): DateStorage | undefined => (typeof window === 'undefined' ? undefined : window.localStorage);

/** The remembered day (YYYY-MM-DD), or `today` when none is kept or what is kept is not a day. */
export function rememberedScheduleDate(today: string, storage = browserStorage()): string {
  const kept = storage?.getItem(SCHEDULE_DATE_STORAGE_KEY);
  return kept && isIsoDate(kept) ? kept : today;
}

export function rememberScheduleDate(date: string, storage = browserStorage()): void {
  if (isIsoDate(date)) storage?.setItem(SCHEDULE_DATE_STORAGE_KEY, date);
}

/** At sign-in: the next schedule opens on today. */
export function resetScheduleDate(storage = browserStorage()): void {
  storage?.removeItem(SCHEDULE_DATE_STORAGE_KEY);
}
