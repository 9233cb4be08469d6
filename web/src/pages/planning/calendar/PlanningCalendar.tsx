import 'react-big-calendar/lib/css/react-big-calendar.css';
import 'react-big-calendar/lib/addons/dragAndDrop/styles.css';
import '../planning.css';
import { minutesOf, weekdayOf } from '@praktijk/shared/practice-clock';
import { type CSSProperties, type KeyboardEvent, type SyntheticEvent, useCallback, useMemo, useRef } from 'react';
import { Calendar, type DayLayoutFunction, type SlotInfo } from 'react-big-calendar';
import dragAndDropAddon, { type EventInteractionArgs } from 'react-big-calendar/lib/addons/dragAndDrop';
import { type ConsultationEvent, eventClassName, isMovable, type PlanningEvent } from '@/features/planning/calendar/calendar-events';
import { useMendedCalendarMarkup } from './calendar-a11y';
import { dayLayout } from './day-layout';
import { EventContent } from './EventContent';
import { CULTURE, PLANNING_FORMATS, planningLocalizer } from './localizer';
import { clockOfDate, dayOf, wallDateOf, wallNow } from '@/features/planning/calendar/wall-clock';

// react-big-calendar with its drag-and-drop addon, in the practice's clock and the app's colours
// (planning.css): week, work week and day views, drag to move, resize to lengthen, select an
// empty slot to book, click (or Enter on) an event to open it. With resources it is the
// side-by-side day of several practitioners (issue 11.1).

// The addon ships only as CommonJS marked __esModule: the production bundler hands its whole
// exports object as the default import, where TypeScript and the dev server hand exports.default.
const withDragAndDrop = ((dragAndDropAddon as unknown as { default?: typeof dragAndDropAddon }).default ?? dragAndDropAddon) as typeof dragAndDropAddon;
const DragAndDropCalendar = withDragAndDrop<PlanningEvent, PlanningResource>(Calendar);
// The library's type of a layout's style lacks the xOffset key its own layouts return and its columns read.
const planningDayLayout = dayLayout as unknown as DayLayoutFunction<PlanningEvent>;

export type TimeGridView = 'week' | 'work_week' | 'day';

export interface PlanningResource {
  /** The practitioner's username. */
  id: string;
  title: string;
}

export interface CalendarHours {
  min: string;
  max: string;
  interval: number;
}

export interface PlanningCalendarProps {
  view: TimeGridView;
  /** The practice day shown (YYYY-MM-DD). */
  day: string;
  events: readonly PlanningEvent[];
  hours: CalendarHours;
  /** Days the practice is closed (public holidays), shaded. */
  closed: ReadonlyMap<string, string>;
  /** ISO weekdays the practitioner works; the others are shaded. */
  workdays: readonly number[];
  resources?: readonly PlanningResource[];
  /** Each practitioner's own hours in the side-by-side day: the time outside them is shaded. */
  hoursOf?(resourceId: string): CalendarHours | undefined;
  canBook: boolean;
  canMove: boolean;
  onSelectSlot(slot: { start: Date; end: Date; resourceId?: string }): void;
  onOpenEvent(event: ConsultationEvent | Exclude<PlanningEvent, { kind: 'holiday' }>): void;
  onMove(event: ConsultationEvent, start: Date, end: Date, resourceId?: string): void;
}

/** Time labels on the hour, or on the half hour when the day starts at one (07:30), each label over that many slots. */
export function slotsPerLabel(min: string, interval: number): number {
  for (const group of [60, 30]) if (minutesOf(min) % group === 0 && group % interval === 0) return group / interval;
  return 1;
}

/** About 64 px an hour, at least 8 px a slot so five-minute slots stay hittable. */
const slotHeight = (interval: number) => `${Math.max(8, Math.round((64 * interval) / 60))}px`;

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

function outside(date: Date, hours: CalendarHours | undefined): boolean {
  if (!hours) return false;
  const minute = minutesOf(clockOfDate(date));
  return minute < minutesOf(hours.min) || minute >= minutesOf(hours.max);
}

export function PlanningCalendar(props: PlanningCalendarProps) {
  const { view, day, events, hours, closed, workdays, resources, hoursOf, canBook, canMove, onSelectSlot, onOpenEvent, onMove } = props;
  const open = useCallback((event: PlanningEvent) => event.kind !== 'holiday' && onOpenEvent(event), [onOpenEvent]);
  const bounds = useMemo(
    () => ({ min: wallDateOf(`${day}T${hours.min}`), max: wallDateOf(`${day}T${hours.max}`), scroll: wallDateOf(`${day}T${hours.min}`) }),
    [day, hours.min, hours.max],
  );
  const components = useMemo(() => ({ event: EventContent }), []);
  const root = useRef<HTMLDivElement>(null);
  useMendedCalendarMarkup(root);

  const dayProps = useCallback(
    (date: Date) => {
      const practiceDay = dayOf(date);
      if (closed.has(practiceDay)) return { className: 'praktijk-day--closed' };
      return workdays.includes(weekdayOf(practiceDay)) ? {} : { className: 'praktijk-day--off' };
    },
    [closed, workdays],
  );
  const slotProps = useCallback(
    (date: Date, resourceId?: string | number) =>
      hoursOf && resourceId !== undefined && outside(date, hoursOf(String(resourceId))) ? { className: 'praktijk-slot--outside' } : {},
    [hoursOf],
  );
  const selectSlot = useCallback(
    (slot: SlotInfo) => {
      // A selection in the all-day row has no time to book.
      if (slot.end.getTime() - slot.start.getTime() >= 24 * 3600_000) return;
      onSelectSlot({ start: slot.start, end: slot.end, resourceId: slot.resourceId === undefined ? undefined : String(slot.resourceId) });
    },
    [onSelectSlot],
  );
  const drop = useCallback(
    ({ event, start, end, isAllDay, resourceId }: EventInteractionArgs<PlanningEvent>) => {
      // The all-day row is for walk-ins: a booking dropped there stays where it was.
      if (isAllDay || !isMovable(event)) return;
      onMove(event, asDate(start), asDate(end), resourceId === undefined ? undefined : String(resourceId));
    },
    [onMove],
  );
  const keyDown = useCallback(
    (event: PlanningEvent, e: SyntheticEvent<HTMLElement>) => {
      const key = (e as KeyboardEvent<HTMLElement>).key;
      if (key !== 'Enter' && key !== ' ') return;
      e.preventDefault();
      open(event);
    },
    [open],
  );

  return (
    <div
      ref={root}
      className="praktijk-calendar"
      style={{ '--praktijk-slot-height': slotHeight(hours.interval) } as CSSProperties}
      data-testid="planning-calendar"
      data-view={view}
    >
      <DragAndDropCalendar
        localizer={planningLocalizer}
        culture={CULTURE}
        formats={PLANNING_FORMATS}
        events={events as PlanningEvent[]}
        view={view}
        views={['week', 'work_week', 'day']}
        onView={() => undefined}
        date={bounds.min}
        onNavigate={() => undefined}
        toolbar={false}
        // Day headers are text: the toolbar's Day view is the way into one day.
        drilldownView={null}
        getNow={wallNow}
        min={bounds.min}
        max={bounds.max}
        scrollToTime={bounds.scroll}
        step={hours.interval}
        timeslots={slotsPerLabel(hours.min, hours.interval)}
        showMultiDayTimes
        dayLayoutAlgorithm={planningDayLayout}
        resources={resources as PlanningResource[] | undefined}
        resourceIdAccessor="id"
        resourceTitleAccessor="title"
        titleAccessor="title"
        tooltipAccessor="title"
        allDayAccessor="allDay"
        resourceAccessor="resourceId"
        components={components}
        eventPropGetter={(event) => ({ className: eventClassName(event) })}
        dayPropGetter={dayProps}
        slotPropGetter={slotProps}
        selectable={canBook}
        onSelectSlot={selectSlot}
        onSelectEvent={open}
        onKeyPressEvent={keyDown}
        draggableAccessor={(event) => canMove && isMovable(event)}
        resizableAccessor={(event) => canMove && isMovable(event)}
        onEventDrop={drop}
        onEventResize={drop}
      />
    </div>
  );
}
