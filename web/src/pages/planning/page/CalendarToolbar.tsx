import Button from '@cloudscape-design/components/button';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { todayIso } from '@praktijk/shared/dates';
import { type CalendarView, shiftDay } from '../calendar/calendar-range';

const VIEW_LABELS: Record<CalendarView, string> = { week: 'Week', day: 'Day', team: 'Team day' };

/**
 * Previous / Today / Next and the view: a practitioner's week or day, or the team's day (every
 * practitioner side by side). Buttons, so the calendar is driven by keyboard as by mouse.
 */
export function CalendarToolbar({
  day,
  view,
  views,
  onShow,
}: {
  day: string;
  view: CalendarView;
  views: readonly CalendarView[];
  onShow(next: { day?: string; view?: CalendarView }): void;
}) {
  const unit = view === 'week' ? 'week' : 'day';
  return (
    <SpaceBetween direction="horizontal" size="xs" alignItems="center">
      <Button
        iconName="angle-left"
        variant="icon"
        ariaLabel={`Previous ${unit}`}
        onClick={() => onShow({ day: shiftDay(day, view, -1) })}
        data-testid="calendar-previous"
      />
      <Button onClick={() => onShow({ day: todayIso() })} data-testid="calendar-today">
        Today
      </Button>
      <Button
        iconName="angle-right"
        variant="icon"
        ariaLabel={`Next ${unit}`}
        onClick={() => onShow({ day: shiftDay(day, view, 1) })}
        data-testid="calendar-next"
      />
      {views.length > 1 && (
        <SegmentedControl
          label="View"
          selectedId={view}
          options={views.map((id) => ({ id, text: VIEW_LABELS[id] }))}
          onChange={({ detail }) => onShow({ view: detail.selectedId as CalendarView })}
          data-testid="calendar-view"
        />
      )}
    </SpaceBetween>
  );
}
