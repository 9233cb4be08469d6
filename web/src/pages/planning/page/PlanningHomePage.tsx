import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { DEFAULT_CALENDAR_CONFIG } from '@praktijk/shared/schemas/calendar';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { apiQuery } from '../../../query/api-query';
import { newBlockedValues } from '../blocked/blocked-form';
import { CalendarLegend } from '../calendar/CalendarLegend';
import { rangeText } from '../calendar/calendar-range';
import { usePracticeDays } from '../calendar/usePlanningData';
import { wallDateOf } from '../calendar/wall-clock';
import { dialogForEvent, type PlanningDialog } from '../PlanningDialogs';
import { CalendarToolbar } from './CalendarToolbar';
import { type CalendarActions, TeamCalendar } from './CalendarViews';
import { PractitionerSidebar } from './PractitionerSidebar';
import { useCalendarUser } from './useCalendarUser';
import { usePlanningUrl } from './usePlanningUrl';

/**
 * /planning for reception (a physician lands on their own calendar instead): the practitioners
 * with who is on call, and the team's day: every practitioner's calendar side by side, to book,
 * move between practitioners and block time in one view (issue 11.1, beyond the spec).
 */
export function PlanningHomePage() {
  const { day, show } = usePlanningUrl('team');
  const user = useCalendarUser();
  const practitioners = useQuery(apiQuery('limitedPractitioners'));
  const practiceDays = usePracticeDays({ from: day, to: day });
  const [dialog, setDialog] = useState<PlanningDialog | null>(null);
  const actions = useMemo<CalendarActions>(
    () => ({
      canBook: user.canBook,
      canMove: user.canMove,
      onSelectSlot: ({ start, end, practitioner }) => setDialog({ kind: 'book', slot: { start, end }, practitionerId: practitioner.id }),
      onOpenEvent: (event) => setDialog(dialogForEvent(event)),
      dialog,
      onDialog: setDialog,
    }),
    [user.canBook, user.canMove, dialog],
  );
  const list = practitioners.data ?? [];
  const first = list[0];
  const start = wallDateOf(`${day}T${DEFAULT_CALENDAR_CONFIG.min}`);
  const slot = (minutes: number) => ({ start, end: new Date(start.getTime() + minutes * 60_000) });

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
              {user.canBook && (
                <Button
                  iconName="add-plus"
                  onClick={() => setDialog({ kind: 'book', slot: slot(DEFAULT_CALENDAR_CONFIG.interval), practitionerId: first.id })}
                  data-testid="calendar-new-booking"
                >
                  New booking
                </Button>
              )}
              {user.canMove && (
                <Button
                  onClick={() => setDialog({ kind: 'block', target: { kind: 'new', values: newBlockedValues(slot(60), first.id) } })}
                  data-testid="calendar-block-time"
                >
                  Block time
                </Button>
              )}
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
