import { isIsoDate, todayIso } from '@praktijk/shared/dates';
import { useCallback, useState } from 'react';
import { type DateStorage, keepScheduleDate, keptScheduleDate } from '@/features/schedule-date/schedule-date';

/** The day the schedule opens on: the one kept, when it is a day, else today. */
export function openingScheduleDate(today: string, storage?: DateStorage): string {
  const kept = keptScheduleDate(storage);
  return kept && isIsoDate(kept) ? kept : today;
}

/** const [date, setDate] = useScheduleDate(): the schedule's day, remembered in the browser (spec 1 §4, §9). */
export function useScheduleDate(): [string, (date: string) => void] {
  const [date, setState] = useState(() => openingScheduleDate(todayIso()));
  const setDate = useCallback((next: string) => {
    if (!isIsoDate(next)) return;
    keepScheduleDate(next);
    setState(next);
  }, []);
  return [date, setDate];
}
