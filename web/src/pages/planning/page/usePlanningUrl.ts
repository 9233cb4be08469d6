import { todayIso } from '@praktijk/shared/dates';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { type CalendarView, dayFromUrl, isCalendarView } from '@/features/planning/calendar/calendar-range';

/**
 * The day and view a planning screen shows, kept in its URL (?date=YYYY-MM-DD&view=week|day|team)
 * so a reload, Back and a shared link show the same calendar. The day is the practice's.
 */
export function usePlanningUrl(defaultView: CalendarView) {
  const [search, setSearch] = useSearchParams();
  const day = dayFromUrl(search.get('date'), todayIso());
  const requested = search.get('view');
  const view: CalendarView = isCalendarView(requested) ? requested : defaultView;
  const show = useCallback(
    (next: { day?: string; view?: CalendarView }) =>
      setSearch(
        (current) => {
          const params = new URLSearchParams(current);
          if (next.day) params.set('date', next.day);
          if (next.view) params.set('view', next.view);
          return params;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return { day, view, show };
}
