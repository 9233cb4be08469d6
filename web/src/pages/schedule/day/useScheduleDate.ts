import { todayIso } from '@praktijk/shared/dates';
import { useCallback, useState } from 'react';
import { rememberedScheduleDate, rememberScheduleDate } from './schedule-date';

/** const [date, setDate] = useScheduleDate(): the schedule's day, remembered in the browser (spec 1 §4, §9). */
export function useScheduleDate(): [string, (date: string) => void] {
  const [date, setState] = useState(() => rememberedScheduleDate(todayIso()));
  const setDate = useCallback((next: string) => {
    rememberScheduleDate(next);
    setState(next);
  }, []);
  return [date, setDate];
}
