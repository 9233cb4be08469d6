import Box from '@cloudscape-design/components/box';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { DEFAULT_CALENDAR_CONFIG } from '@praktijk/shared/schemas/calendar';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../query/api-query';
import { CalendarLegend } from '../calendar/CalendarLegend';
import { rangeText } from '../calendar/calendar-range';
import { usePracticeDays } from '../calendar/usePlanningData';
import { CalendarToolbar } from './CalendarToolbar';
import { TeamCalendar } from './CalendarViews';
import { NewEntryButtons } from './NewEntryButtons';
import { PractitionerSidebar } from './PractitionerSidebar';
import { useCalendarActions } from './useCalendarActions';
import { usePlanningUrl } from './usePlanningUrl';

/**
 * /planning for reception (a physician lands on their own calendar instead): the practitioners
 * with who is on call, and the team's day: every practitioner's calendar side by side, to book,
 * move between practitioners and block time in one view (issue 11.1, beyond the spec).
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
      <Grid gridDefinition={[{ colspan: { default: 12, l: 3 } }, { colspan: { default: 12, l: 9 } }]}>
        <PractitionerSidebar />
        <SpaceBetween size="m">
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
          {practitioners.isSuccess && list.length === 0 ? (
            <Box color="text-body-secondary">The practice has no practitioners yet: invite a physician under Users.</Box>
          ) : (
            <TeamCalendar practitioners={list} day={day} practiceDays={practiceDays} actions={actions} />
          )}
          <CalendarLegend />
        </SpaceBetween>
      </Grid>
    </ContentLayout>
  );
}
