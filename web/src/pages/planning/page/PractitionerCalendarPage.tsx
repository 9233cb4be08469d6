import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PageStatus } from '@/components/PageStatus';
import { apiQuery } from '@/query/api-query';
import { CalendarScreen } from './CalendarScreen';

/**
 * /planning/physicians/:username (spec 1 §2; issue 11.1): the practitioner's calendar. An e-mail
 * that is no practitioner of the practice answers 404, shown as such.
 */
export function PractitionerCalendarPage() {
  const { username = '' } = useParams();
  const practitioner = useQuery(apiQuery('getPractitioner', { params: { username } }));
  if (!practitioner.data) {
    return (
      <PageStatus
        title="Calendar"
        loading="Loading the calendar"
        failure={practitioner.isError ? { header: 'Calendar not available', text: 'This practitioner was not found in your practice.' } : null}
      />
    );
  }
  return <CalendarScreen key={practitioner.data.id} practitioner={practitioner.data} />;
}
