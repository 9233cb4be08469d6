import Box from '@cloudscape-design/components/box';
import Table from '@cloudscape-design/components/table';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@/query/api-query';

/** Patients per hour of the practitioner's day (hourly_patients/): booked, arrived and treated. */
export function HourlyTable({ username, date }: { username: string; date: string | undefined }) {
  const hourly = useQuery(apiQuery('practitionerHourlyPatients', { params: { username }, query: { date } }));
  if (hourly.isError && !hourly.data) return <Box color="text-status-error">The list could not be loaded.</Box>;
  return (
    <Table
      variant="embedded"
      contentDensity="compact"
      ariaLabels={{ tableLabel: 'Patients per hour' }}
      loading={hourly.isPending}
      loadingText="Loading"
      items={hourly.data ?? []}
      trackBy="hour"
      empty={<Box color="text-status-inactive">No hours</Box>}
      columnDefinitions={[
        { id: 'hour', header: 'Hour', cell: (row) => row.hour, isRowHeader: true },
        { id: 'booked', header: 'Booked', cell: (row) => row.booked },
        { id: 'arrived', header: 'Arrived', cell: (row) => row.arrived },
        { id: 'treated', header: 'Treated', cell: (row) => row.treated },
      ]}
      data-testid="day-lists-hourly"
    />
  );
}
