import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { todayIso } from '@praktijk/shared/dates';
import { type Practitioner, type SlotsAnswer } from '@praktijk/shared/schemas/calendar';
import { keepPreviousData, useQueries } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { slotsQuery } from '@/features/planning/calendar/usePlanningData';
import { dayTitle } from '@/features/day-lists/consultation-state';
import { useArrival } from '@/features/day-lists/use-arrival';
import { ArrivalGroup } from './ArrivalGroup';
import { boardGroups } from './arrivals-board';

const ALL: SelectProps.Option = { value: '', label: 'All practitioners' };

interface DaySlots {
  data: (SlotsAnswer | undefined)[];
  loading: boolean;
  failed: boolean;
}

/** At module level, so TanStack keeps one combined result while the answers stay the same. */
function combine(results: readonly { data: SlotsAnswer | undefined; isPending: boolean; isError: boolean }[]): DaySlots {
  return { data: results.map((r) => r.data), loading: results.some((r) => r.isPending), failed: results.some((r) => r.isError && !r.data) };
}

/**
 * The team's slots/ answers of the day: the very queries (same keys, same options) the Team day's
 * calendar reads, so TanStack shares them and the board adds no request (issue 22 §6's budget).
 */
function useDaySlots(usernames: readonly string[], day: string) {
  return useQueries({
    queries: usernames.map((username) => ({ ...slotsQuery(username, { from: day, to: day }), placeholderData: keepPreviousData })),
    combine,
  });
}

export interface ArrivalsBoardProps {
  practitioners: readonly Practitioner[];
  day: string;
  /** The user may change consultations (mark arrivals): with it, and only for today, the board has its buttons. */
  canChange: boolean;
}

/**
 * The front desk's arrivals board on the Team day (issue 22 §2): today's expected, waiting and
 * treated patients of every practitioner in one list, with Arrived and Undo Arrived, filterable
 * by practitioner. Another day is shown read-only: an arrival is marked on the day it happens
 * (as reception's day lists do). Marking goes through useArrival, which refreshes every list
 * and calendar that shows the consultation; other users' changes come with the realtime
 * 'planning' messages that refresh the calendar's answers.
 */
export function ArrivalsBoard({ practitioners, day, canChange }: ArrivalsBoardProps) {
  const usernames = useMemo(() => practitioners.map((p) => p.username), [practitioners]);
  const slots = useDaySlots(usernames, day);
  const [filter, setFilter] = useState<string | null>(null);
  // A practitioner filtered on who has left the list shows everyone again.
  const shownFilter = filter !== null && usernames.includes(filter) ? filter : null;
  const groups = useMemo(() => boardGroups(slots.data, usernames, day, { practitioner: shownFilter }), [slots.data, usernames, day, shownFilter]);
  const { setArrived, busy } = useArrival();
  const canMark = canChange && day === todayIso();
  const options = useMemo(() => [ALL, ...practitioners.map((p) => ({ value: p.username, label: p.name }))], [practitioners]);
  const selected = options.find((o) => o.value === (shownFilter ?? '')) ?? ALL;
  const row = { busy, onArrived: (c: Parameters<typeof setArrived>[0], arrived: boolean) => void setArrived(c, arrived), loading: slots.loading };

  return (
    <Container
      header={
        <Header variant="h2" description={dayTitle(day)}>
          Patients of the day
        </Header>
      }
      data-testid="arrivals-board"
    >
      <SpaceBetween size="s">
        <Select
          selectedOption={selected}
          options={options}
          onChange={({ detail }) => setFilter(detail.selectedOption.value || null)}
          ariaLabel="Practitioner"
          data-testid="arrivals-filter"
        />
        {slots.failed && <Box color="text-status-error">Some practitioners' patients could not be loaded; the board refreshes once the server answers.</Box>}
        <div className="praktijk-arrivals">
          <ArrivalGroup
            title="Expected"
            items={groups.expected}
            empty="Nobody is expected."
            action={canMark ? 'Arrived' : undefined}
            testId="arrivals-expected"
            {...row}
          />
          <ArrivalGroup
            title="Waiting"
            items={groups.waiting}
            empty="Nobody is waiting."
            action={canMark ? 'Undo Arrived' : undefined}
            testId="arrivals-waiting"
            {...row}
          />
          <ArrivalGroup title="Treated" items={groups.treated} empty="Nobody has been treated yet." testId="arrivals-treated" {...row} />
        </div>
      </SpaceBetween>
    </Container>
  );
}
