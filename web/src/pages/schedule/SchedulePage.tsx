import ContentLayout from '@cloudscape-design/components/content-layout';
import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import { type CurrentUser } from '@praktijk/shared/schemas/auth';
import { useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '@/auth/current-user';
import { displayName } from '@/auth/user-display';
import { apiQuery } from '@/query/api-query';
import { dayTitle } from '@/features/day-lists/consultation-state';
import { PractitionerDayLists } from '@/features/day-lists/PractitionerDayLists';
import { ScheduleDateControls } from './day/ScheduleDateControls';
import { ScheduleTable } from './day/ScheduleTable';
import { useScheduleDate } from './day/useScheduleDate';

function DayLists({ user, date }: { user: CurrentUser; date: string }) {
  return <PractitionerDayLists practitioner={{ id: user.id, username: user.email, name: displayName(user) }} view="physician" date={date} />;
}

/**
 * /schedule (spec 1 §2, §7 "Schedule"; issue 11.5): the physician's consultations of a day
 * (schedule/sidebar/?date=YYYY-MM-DD), the day remembered in the browser and reset at sign-in,
 * and beside them their waiting, treated and hourly lists. A row opens the consultation screen.
 */
export function SchedulePage() {
  const [date, setDate] = useScheduleDate();
  const { state } = useCurrentUser();
  const schedule = useQuery(apiQuery('scheduleSidebar', { query: { date } }));
  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description={<span data-testid="schedule-day">{dayTitle(date)}</span>}
          actions={<ScheduleDateControls date={date} onChange={setDate} />}
        >
          Schedule
        </Header>
      }
    >
      <Grid gridDefinition={[{ colspan: { default: 12, m: 8 } }, { colspan: { default: 12, m: 4 } }]}>
        <ScheduleTable items={schedule.data} loading={schedule.isPending} failed={schedule.isError} />
        {state.status === 'ready' && <DayLists user={state.user} date={date} />}
      </Grid>
    </ContentLayout>
  );
}
