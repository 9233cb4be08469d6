import Badge from '@cloudscape-design/components/badge';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { todayIso } from '@praktijk/shared/dates';
import { type Practitioner } from '@praktijk/shared/schemas/calendar';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { apiQuery } from '../../../query/api-query';
import { newBlockedValues } from '../blocked/blocked-form';
import { CalendarLegend } from '../calendar/CalendarLegend';
import { type CalendarView, isWorkWeek, rangeText, visibleDays } from '../calendar/calendar-range';
import { usePracticeDays } from '../calendar/usePlanningData';
import { dayOf, wallDateOf } from '../calendar/wall-clock';
import { PractitionerDayLists } from '../lists/PractitionerDayLists';
import { NextFreeControl } from '../next-free/NextFreeControl';
import { dialogForEvent, type PlanningDialog } from '../PlanningDialogs';
import { CalendarHoursModal } from './CalendarHoursModal';
import { CalendarToolbar } from './CalendarToolbar';
import { type CalendarActions, PractitionerCalendar, TeamCalendar, usePractitionerConfig } from './CalendarViews';
import { CalendarViewControl } from './CalendarViewControl';
import { useCalendarUser } from './useCalendarUser';
import { usePlanningUrl } from './usePlanningUrl';

const VIEWS: readonly CalendarView[] = ['week', 'day', 'team'];

/** The slot a toolbar's New booking or Block time starts from: the day's first hour of the calendar. */
function firstSlotOf(day: string, min: string, interval: number) {
  const start = wallDateOf(`${day}T${min}`);
  return { start, end: new Date(start.getTime() + interval * 60_000) };
}

/**
 * A practitioner's calendar screen (issue 11.1): their week (Monday first, the work week when
 * they work no weekend day) or day, or the team's day side by side; next free slot; new booking
 * and blocked time from the toolbar (so the keyboard can do all the mouse does); the calendar's
 * hours; and beside it the patients of the day (waiting, treated, hourly).
 */
export function CalendarScreen({ practitioner }: { practitioner: Practitioner & { on_call: boolean } }) {
  const { day, view, show } = usePlanningUrl('week');
  const user = useCalendarUser();
  const practitioners = useQuery(apiQuery('limitedPractitioners')).data ?? [];
  const config = usePractitionerConfig(practitioner.username);
  const range = visibleDays(day, view, isWorkWeek(config.weekdays));
  const practiceDays = usePracticeDays(range);
  const [dialog, setDialog] = useState<PlanningDialog | null>(null);
  const [editingHours, setEditingHours] = useState(false);
  const own = user.userId === practitioner.id;

  const actions = useMemo<CalendarActions>(
    () => ({
      canBook: user.canBook,
      canMove: user.canMove,
      onSelectSlot: ({ start, end, practitioner: chosen }) => setDialog({ kind: 'book', slot: { start, end }, practitionerId: chosen.id }),
      onOpenEvent: (event) => setDialog(dialogForEvent(event)),
      dialog,
      onDialog: setDialog,
    }),
    [user.canBook, user.canMove, dialog],
  );
  const book = useCallback((slot: { start: Date; end: Date }) => setDialog({ kind: 'book', slot, practitionerId: practitioner.id }), [practitioner.id]);
  const listsDay = view === 'week' ? todayIso() : day;

  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description={
            <span data-testid="calendar-range">
              {rangeText(range)}
              {practitioner.on_call && (
                <>
                  {' '}
                  <Badge color="green">On call</Badge>
                </>
              )}
            </span>
          }
          actions={
            <CalendarToolbar day={day} view={view} onShow={show}>
              <CalendarViewControl view={view} views={VIEWS} onShow={show} />
            </CalendarToolbar>
          }
        >
          {view === 'team' ? 'Team day' : practitioner.name}
        </Header>
      }
    >
      <SpaceBetween size="m">
        <SpaceBetween direction="horizontal" size="xs" alignItems="center">
          {user.canBook && (
            <Button iconName="add-plus" onClick={() => book(firstSlotOf(day, config.min, config.interval))} data-testid="calendar-new-booking">
              New booking
            </Button>
          )}
          {user.canMove && (
            <Button
              onClick={() => setDialog({ kind: 'block', target: { kind: 'new', values: newBlockedValues(firstSlotOf(day, config.min, 60), practitioner.id) } })}
              data-testid="calendar-block-time"
            >
              Block time
            </Button>
          )}
          {user.mayChangeCalendar(practitioner.id) && (
            <Button onClick={() => setEditingHours(true)} data-testid="calendar-hours">
              Calendar hours
            </Button>
          )}
          {view !== 'team' && (
            <NextFreeControl
              username={practitioner.username}
              day={day}
              canBook={user.canBook}
              onFound={(slot) => show({ day: dayOf(slot.start) })}
              onBook={book}
            />
          )}
        </SpaceBetween>
        <Grid gridDefinition={[{ colspan: { default: 12, m: 9 } }, { colspan: { default: 12, m: 3 } }]}>
          <SpaceBetween size="s">
            {view === 'team' ? (
              <TeamCalendar practitioners={practitioners} day={day} practiceDays={practiceDays} actions={actions} />
            ) : (
              <PractitionerCalendar
                practitioner={practitioner}
                practitioners={practitioners}
                config={config}
                view={view}
                day={day}
                range={range}
                practiceDays={practiceDays}
                actions={actions}
              />
            )}
            <CalendarLegend />
          </SpaceBetween>
          <PractitionerDayLists practitioner={practitioner} view={own && user.isPhysician ? 'physician' : 'administration'} date={listsDay} />
        </Grid>
      </SpaceBetween>
      {editingHours && <CalendarHoursModal practitioner={practitioner} config={config} onDismiss={() => setEditingHours(false)} />}
    </ContentLayout>
  );
}
