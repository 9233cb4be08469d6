import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Popover from '@cloudscape-design/components/popover';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { formatDate } from '@praktijk/shared/dates';
import { type ConsultationSummary } from '@praktijk/shared/schemas/consultations';
import { useQuery } from '@tanstack/react-query';
import { useCan } from '@/auth/permissions';
import { apiQuery } from '@/query/api-query';
import { shownTime } from '@/features/day-lists/consultation-state';
import { useNow } from '@/features/day-lists/use-now';
import { notYetPassed } from './upcoming';

/** '25-11-2026 09:00-09:15, Dr. Anand Ramdin, Controle' */
export function upcomingText(consultation: ConsultationSummary): string {
  return [`${formatDate(consultation.date)} ${shownTime(consultation)}`, consultation.practitioner.name, consultation.reason].filter(Boolean).join(', ');
}

function AllUpcoming({ consultations }: { consultations: readonly ConsultationSummary[] }) {
  return (
    <Popover
      header="Upcoming consultations"
      size="large"
      position="bottom"
      triggerType="custom"
      renderWithPortal
      dismissAriaLabel="Close"
      content={
        <ul data-testid="upcoming-consultations-all" style={{ margin: 0, paddingInlineStart: 20 }}>
          {consultations.map((consultation) => (
            <li key={consultation.id}>{upcomingText(consultation)}</li>
          ))}
        </ul>
      }
    >
      <Button variant="inline-link" ariaLabel={`All ${consultations.length} upcoming consultations`}>
        {`+${consultations.length - 1} more`}
      </Button>
    </Popover>
  );
}

function Upcoming({ patientId }: { patientId: string }) {
  const { data: fromToday } = useQuery(apiQuery('futureConsultations', { params: { id: patientId } }));
  // Renewed as the clock moves, so a consultation leaves the header once it has ended.
  const now = useNow();
  const data = fromToday && notYetPassed(fromToday, now);
  const [next] = data ?? [];
  if (!data || !next) return null;
  return (
    <SpaceBetween direction="horizontal" size="xs" alignItems="center">
      <Box variant="span" color="text-body-secondary" data-testid="upcoming-consultations">
        <Box variant="span" fontWeight="bold" color="inherit">
          Upcoming consultations:
        </Box>{' '}
        {upcomingText(next)}
      </Box>
      {data.length > 1 && <AllUpcoming consultations={data} />}
    </SpaceBetween>
  );
}

/**
 * The patient's consultations that are not yet treated and have not yet passed (futureConsultations,
 * without today's that have ended), in the record's header: the next one at a glance, all of them in a popover. Nothing when there are none,
 * or when the user may not view consultations.
 */
export function UpcomingConsultations({ patientId }: { patientId: string }) {
  const canView = useCan()('view', 'consultation');
  return canView ? <Upcoming patientId={patientId} /> : null;
}
