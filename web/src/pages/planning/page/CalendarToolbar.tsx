import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { todayIso } from '@praktijk/shared/dates';
import { type ReactNode } from 'react';
import { type CalendarView, shiftDay } from '@/features/planning/calendar/calendar-range';

/**
 * Previous / Today / Next, and after them the view control a screen with more than one view
 * passes (CalendarViewControl: a practitioner's week or day, or the team's day). Buttons, so the
 * calendar is driven by keyboard as by mouse. The Team day of /planning has one view and no
 * control: it does not load the segmented control's code (with its Select for narrow screens).
 */
export function CalendarToolbar({
  day,
  view,
  workdays,
  onShow,
  children,
}: {
  day: string;
  view: CalendarView;
  /** The practitioner's weekdays (1 = Monday): their day view's Previous and Next skip the others. */
  workdays?: readonly number[];
  onShow(next: { day?: string; view?: CalendarView }): void;
  children?: ReactNode;
}) {
  const unit = view === 'week' ? 'week' : 'day';
  return (
    <SpaceBetween direction="horizontal" size="xs" alignItems="center">
      <Button
        iconName="angle-left"
        variant="icon"
        ariaLabel={`Previous ${unit}`}
        onClick={() => onShow({ day: shiftDay(day, view, -1, workdays) })}
        data-testid="calendar-previous"
      />
      <Button onClick={() => onShow({ day: todayIso() })} data-testid="calendar-today">
        Today
      </Button>
      <Button
        iconName="angle-right"
        variant="icon"
        ariaLabel={`Next ${unit}`}
        onClick={() => onShow({ day: shiftDay(day, view, 1, workdays) })}
        data-testid="calendar-next"
      />
      {children}
    </SpaceBetween>
  );
}
