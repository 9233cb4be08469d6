import Badge from '@cloudscape-design/components/badge';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { todayIso } from '@praktijk/shared/dates';
import { type Practitioner } from '@praktijk/shared/schemas/calendar';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { apiQuery } from '@/query/api-query';
import { CalendarLegend } from '../calendar/CalendarLegend';
import { type CalendarView, isWorkWeek, rangeText, visibleDays } from '@/features/planning/calendar/calendar-range';
import { usePracticeDays } from '@/features/planning/calendar/usePlanningData';
import { dayOf } from '@/features/planning/calendar/wall-clock';
import { PractitionerDayLists } from '@/features/day-lists/PractitionerDayLists';
import { NextFreeControl } from '@/features/planning/next-free/NextFreeControl';
import { CalendarHoursModal } from './CalendarHoursModal';
import { CalendarToolbar } from './CalendarToolbar';
import { PractitionerCalendar, TeamCalendar, usePractitionerConfig } from './CalendarViews';
import { CalendarViewControl } from './CalendarViewControl';
import { NewEntryButtons } from './NewEntryButtons';
import { useCalendarActions } from './useCalendarActions';
import { usePlanningUrl } from './usePlanningUrl';

const VIEWS: readonly CalendarView[] = ['week', 'day', 'team'];

/**
 * A practitioner's calendar screen (issue 11.1): their week (Monday first, the work week when
 * they work no weekend day) or day, or the team's day side by side; next free slot; new booking
 * and blocked time from the toolbar (so the keyboard can do all the mouse does); the calendar's
 * hours; and beside it the patients of the day (waiting, treated, hourly).
 */
export function CalendarScreen({ practitioner }: { practitioner: Practitioner & { on_call: boolean } }) {
  const { day, view, show } = usePlanningUrl('week');
  const { user, actions, openDialog } = useCalendarActions();
  const practitioners = useQuery(apiQuery('limitedPractitioners')).data ?? [];
  const config = usePractitionerConfig(practitioner.username);
  const range = visibleDays(day, view, isWorkWeek(config.weekdays));
  const practiceDays = usePracticeDays(range);
  const [editingHours, setEditingHours] = useState(false);
  const own = user.userId === practitioner.id;

  const book = useCallback(
    (slot: { start: Date; end: Date }) => openDialog({ kind: 'book', slot, practitionerId: practitioner.id }),
    [openDialog, practitioner.id],
  );
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
            <CalendarToolbar day={day} view={view} workdays={config.weekdays} onShow={show}>
              <CalendarViewControl view={view} views={VIEWS} onShow={show} />
            </CalendarToolbar>
          }
        >
          {view === 'team' ? 'Team day' : practitioner.name}
        </Header>
      }
    >
      <SpaceBetween size="m">
        <SpaceBetween direction="horizontal" size="xs" alignItems="end">
          <NewEntryButtons day={day} hours={config} practitioner={practitioner} canBook={user.canBook} canMove={user.canMove} onDialog={openDialog} />
          {user.mayChangeCalendar(practitioner.id) && (
            <Button onClick={() => setEditingHours(true)} data-testid="calendar-hours">
              Calendar hours
            </Button>
          )}
          {view !== 'team' && (
            <NextFreeControl
              username={practitioner.username}
              interval={config.interval}
              day={day}
              canBook={user.canBook}
              onFound={(slot) => show({ day: dayOf(slot.start) })}
              onBook={book}
            />
          )}
        </SpaceBetween>
        {/*
          The patients of the day beside the day's calendar from 1280 px, below it on a narrower
          screen (planning.css); below a week at every width, whose days need the whole width.
        */}
        <div className={view === 'week' ? 'praktijk-beside praktijk-beside--below' : 'praktijk-beside'}>
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
          <div className="praktijk-beside__side">
            <PractitionerDayLists practitioner={practitioner} view={own && user.isPhysician ? 'physician' : 'administration'} date={listsDay} />
          </div>
        </div>
      </SpaceBetween>
      {editingHours && <CalendarHoursModal practitioner={practitioner} config={config} onDismiss={() => setEditingHours(false)} />}
    </ContentLayout>
  );
}
