import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { type ConsultationSummary } from '@praktijk/shared/schemas/consultations';
import { useFollow } from '@/shell/use-follow';
import { consultationState, shownTime, STATE_INDICATORS, STATE_LABELS, waitingText } from '@/features/day-lists/consultation-state';
import { useNow } from '@/features/day-lists/use-now';
import { consultationPath } from '@/navigation/consultation-views';

function StateCell({ consultation, now }: { consultation: ConsultationSummary; now: number }) {
  const state = consultationState(consultation);
  const waiting = waitingText(consultation, now);
  return (
    <StatusIndicator type={STATE_INDICATORS[state]} data-testid="schedule-state">
      {STATE_LABELS[state]}
      {waiting && ` · ${waiting}`}
    </StatusIndicator>
  );
}

function PatientCell({ consultation }: { consultation: ConsultationSummary }) {
  const follow = useFollow();
  return (
    <SpaceBetween direction="horizontal" size="xxs" alignItems="center">
      <Link href={consultationPath(consultation.id)} onFollow={follow} data-testid="schedule-patient">
        {consultation.patient_name}
      </Link>
      {consultation.is_walkin && <Badge>Walk-in</Badge>}
    </SpaceBetween>
  );
}

export interface ScheduleTableProps {
  items: readonly ConsultationSummary[] | undefined;
  loading: boolean;
  failed: boolean;
}

/** The physician's consultations of the day by start; the patient's name opens the consultation screen. */
export function ScheduleTable({ items, loading, failed }: ScheduleTableProps) {
  const now = useNow();
  return (
    <Table
      variant="container"
      header={
        <Header variant="h2" counter={items ? `(${items.length})` : undefined}>
          Consultations
        </Header>
      }
      ariaLabels={{ tableLabel: 'Consultations of the day' }}
      loading={loading}
      loadingText="Loading consultations"
      items={items ?? []}
      trackBy="id"
      empty={
        <Box textAlign="center" color={failed ? 'text-status-error' : 'text-status-inactive'} data-testid="schedule-empty">
          {failed ? 'The consultations could not be loaded.' : 'No consultations on this day.'}
        </Box>
      }
      columnDefinitions={[
        { id: 'time', header: 'Time', cell: (c) => <span data-testid="schedule-time">{shownTime(c)}</span>, width: 130 },
        { id: 'patient', header: 'Patient', cell: (c) => <PatientCell consultation={c} />, isRowHeader: true },
        { id: 'reason', header: 'Reason', cell: (c) => c.reason },
        { id: 'state', header: 'State', cell: (c) => <StateCell consultation={c} now={now} /> },
      ]}
      wrapLines
      data-testid="schedule-table"
    />
  );
}
