import Box from '@cloudscape-design/components/box';
import { type ConsultationSummary } from '@praktijk/shared/schemas/consultations';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@/query/api-query';
import { clockTimeOf } from './consultation-state';
import { ConsultationRows } from './ConsultationRows';

const treatedAt = (consultation: ConsultationSummary) => (
  <Box variant="span" color="text-status-success">
    {consultation.processed_at ? `Treated ${clockTimeOf(consultation.processed_at)}` : 'Treated'}
  </Box>
);

/** The day's treated consultations: the physician's most recent first, reception's check-out list by start. */
export function TreatedList({ username, date, view }: { username: string; date: string | undefined; view: 'physician' | 'administration' }) {
  const operation = view === 'physician' ? 'practitionerTreatedPatients' : 'administrationTreatedPatients';
  const treated = useQuery(apiQuery(operation, { params: { username }, query: { date } }));
  return (
    <ConsultationRows
      items={treated.data}
      failed={treated.isError}
      label="Treated"
      empty="Nobody has been treated yet."
      linkToConsultation={view === 'physician'}
      detail={treatedAt}
      testId="day-lists-treated"
    />
  );
}
