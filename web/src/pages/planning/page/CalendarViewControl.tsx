import SegmentedControl from '@cloudscape-design/components/segmented-control';
import { type CalendarView } from '@/features/planning/calendar/calendar-range';

const VIEW_LABELS: Record<CalendarView, string> = { week: 'Week', day: 'Day', team: 'Team day' };

/** The calendar toolbar's choice of view: a practitioner's week or day, or the team's day (every practitioner side by side). */
export function CalendarViewControl({
  view,
  views,
  onShow,
}: {
  view: CalendarView;
  views: readonly CalendarView[];
  onShow(next: { view: CalendarView }): void;
}) {
  if (views.length < 2) return null;
  return (
    <SegmentedControl
      label="View"
      selectedId={view}
      options={views.map((id) => ({ id, text: VIEW_LABELS[id] }))}
      onChange={({ detail }) => onShow({ view: detail.selectedId as CalendarView })}
      data-testid="calendar-view"
    />
  );
}
