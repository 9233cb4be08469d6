import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { type ConsultationSummary } from '@praktijk/shared/schemas/consultations';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@/query/api-query';
import { waitingText } from './consultation-state';
import { ConsultationRows } from './ConsultationRows';
import { useArrival } from './use-arrival';
import { useNow } from './use-now';

interface WaitingProps {
  username: string;
  date: string | undefined;
  /** Reception may mark arrivals only for the day that is today. */
  canMarkArrival: boolean;
}

function useWaiting(username: string, date: string | undefined) {
  return useQuery(apiQuery('practitionerWaitingPatients', { params: { username }, query: { date } }));
}

/** How long the patient has waited, ticking; the day lists' and the arrivals board's. */
export function WaitingTime({ consultation }: { consultation: ConsultationSummary }) {
  const now = useNow();
  return (
    <Box variant="span" color="text-status-info" fontWeight="bold" data-testid="waiting-time">
      {waitingText(consultation, now)}
    </Box>
  );
}

const waitingTime = (consultation: ConsultationSummary) => <WaitingTime consultation={consultation} />;

/** The physician's waiting room: who has arrived and waits, longest first, with the time ticking. */
export function PhysicianWaiting({ username, date }: Omit<WaitingProps, 'canMarkArrival'>) {
  const waiting = useWaiting(username, date);
  return (
    <ConsultationRows
      items={waiting.data}
      failed={waiting.isError}
      label="Waiting"
      empty="Nobody is waiting."
      linkToConsultation
      detail={waitingTime}
      testId="day-lists-waiting"
    />
  );
}

/**
 * Reception's view: the patients still expected (each with Arrived) and, below, those in the
 * waiting room with their waiting time (and Undo Arrived, for a patient marked by mistake).
 */
export function ReceptionWaiting({ username, date, canMarkArrival }: WaitingProps) {
  const expected = useQuery(apiQuery('administrationWaitingPatients', { params: { username }, query: { date } }));
  const waiting = useWaiting(username, date);
  const { setArrived, busy } = useArrival();
  const button = (text: 'Arrived' | 'Undo Arrived', arrived: boolean) =>
    canMarkArrival
      ? (consultation: ConsultationSummary) => (
          <Button
            variant={arrived ? 'normal' : 'inline-link'}
            ariaLabel={`${text}: ${consultation.patient_name}`}
            loading={busy === consultation.id}
            disabled={busy !== undefined && busy !== consultation.id}
            onClick={() => void setArrived(consultation, arrived)}
          >
            {text}
          </Button>
        )
      : undefined;
  return (
    <SpaceBetween size="m">
      <section aria-label="Expected">
        <Header variant="h3" counter={expected.data ? `(${expected.data.length})` : undefined}>
          Expected
        </Header>
        <ConsultationRows
          items={expected.data}
          failed={expected.isError}
          label="Expected"
          empty="Nobody is expected."
          linkToConsultation={false}
          action={button('Arrived', true)}
          testId="day-lists-expected"
        />
      </section>
      <section aria-label="In the waiting room">
        <Header variant="h3" counter={waiting.data ? `(${waiting.data.length})` : undefined}>
          In the waiting room
        </Header>
        <ConsultationRows
          items={waiting.data}
          failed={waiting.isError}
          label="In the waiting room"
          empty="Nobody is waiting."
          linkToConsultation={false}
          detail={waitingTime}
          action={button('Undo Arrived', false)}
          testId="day-lists-waiting"
        />
      </section>
    </SpaceBetween>
  );
}
