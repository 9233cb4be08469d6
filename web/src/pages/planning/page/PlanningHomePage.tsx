import Box from '@cloudscape-design/components/box';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { DEFAULT_CALENDAR_CONFIG } from '@praktijk/shared/schemas/calendar';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@/query/api-query';
import { ArrivalsBoard } from '../arrivals/ArrivalsBoard';
import { CalendarLegend } from '../calendar/CalendarLegend';
import { rangeText } from '@/features/planning/calendar/calendar-range';
import { usePracticeDays } from '@/features/planning/calendar/usePlanningData';
import { CalendarToolbar } from './CalendarToolbar';
import { TeamCalendar } from './CalendarViews';
import { NewEntryButtons } from './NewEntryButtons';
import { PractitionerSidebar } from './PractitionerSidebar';
import { useCalendarActions } from './useCalendarActions';
import { usePlanningUrl } from './usePlanningUrl';

/**
 * /planning for reception (a physician lands on their own calendar instead): the practitioners
 * with who is on call, the team's day (every practitioner's calendar side by side, to book, move
 * between practitioners and block time in one view; issue 11.1, beyond the spec) and the arrivals
 * board (issue 22 §2). The board comes first: beside the calendar from 1280 px, above it on a
 * narrower screen (planning.css), so Arrived is never a whole day's scroll away.
 */
export function PlanningHomePage() {
  const { day, show } = usePlanningUrl('team');
  const { user, actions, openDialog } = useCalendarActions();
  const practitioners = useQuery(apiQuery('limitedPractitioners'));
  const practiceDays = usePracticeDays({ from: day, to: day });
  const list = practitioners.data ?? [];
  const first = list[0];

  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description={<span data-testid="calendar-range">{rangeText({ from: day, to: day })}</span>}
          actions={<CalendarToolbar day={day} view="team" onShow={show} />}
        >
          Team day
        </Header>
      }
    >
      <SpaceBetween size="m">
        <div className="praktijk-team-day__bar">
          {first && (
            <SpaceBetween direction="horizontal" size="xs">
              <NewEntryButtons
                day={day}
                hours={DEFAULT_CALENDAR_CONFIG}
                practitioner={first}
                canBook={user.canBook}
                canMove={user.canMove}
                onDialog={openDialog}
              />
            </SpaceBetween>
          )}
          <PractitionerSidebar />
        </div>
        {practitioners.isSuccess && list.length === 0 ? (
          <Box color="text-body-secondary">The practice has no practitioners yet: invite a physician under Users.</Box>
        ) : (
          <div className="praktijk-beside">
            <div className="praktijk-beside__side praktijk-beside__side--first">
              <ArrivalsBoard practitioners={list} day={day} canChange={user.canMove} />
            </div>
            <SpaceBetween size="m">
              <TeamCalendar practitioners={list} day={day} practiceDays={practiceDays} actions={actions} />
              <CalendarLegend />
            </SpaceBetween>
          </div>
        )}
      </SpaceBetween>
    </ContentLayout>
  );
}
