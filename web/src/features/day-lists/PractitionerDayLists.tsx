import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Tabs from '@cloudscape-design/components/tabs';
import { todayIso } from '@praktijk/shared/dates';
import { type Practitioner } from '@praktijk/shared/schemas/calendar';
import { useState } from 'react';
import { HourlyTable } from './HourlyTable';
import { TreatedList } from './TreatedList';
import { PhysicianWaiting, ReceptionWaiting } from './WaitingLists';

export interface PractitionerDayListsProps {
  practitioner: Practitioner;
  /** 'physician': their own waiting room; 'administration': reception's lists, with Arrived. */
  view: 'physician' | 'administration';
  /** The day (YYYY-MM-DD); today in the practice when not given. */
  date?: string;
}

type ListTab = 'waiting' | 'treated' | 'hourly';

/**
 * A practitioner's day lists (issue 11.4): Waiting, Treated and Hourly as tabs, compact enough to
 * sit beside a calendar or a schedule. Each list is one query of the query layer, refreshed by the
 * realtime 'planning' messages and after an arrival marked here.
 */
export function PractitionerDayLists({ practitioner, view, date }: PractitionerDayListsProps) {
  const [active, setActive] = useState<ListTab>('waiting');
  const today = !date || date === todayIso();
  const { username } = practitioner;
  const waiting =
    view === 'physician' ? <PhysicianWaiting username={username} date={date} /> : <ReceptionWaiting username={username} date={date} canMarkArrival={today} />;
  return (
    <Container
      header={
        <Header variant="h2" description={view === 'administration' ? practitioner.name : undefined}>
          Patients of the day
        </Header>
      }
      data-testid="day-lists"
    >
      <Tabs
        ariaLabel={`Patients of the day of ${practitioner.name}`}
        activeTabId={active}
        onChange={({ detail }) => setActive(detail.activeTabId as ListTab)}
        disableContentPaddings
        tabs={[
          { id: 'waiting', label: 'Waiting', content: waiting },
          { id: 'treated', label: 'Treated', content: <TreatedList username={username} date={date} view={view} /> },
          { id: 'hourly', label: 'Hourly', content: <HourlyTable username={username} date={date} /> },
        ]}
      />
    </Container>
  );
}
