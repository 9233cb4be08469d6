import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import { type ConsultationSummary } from '@praktijk/shared/schemas/consultations';
import { useId } from 'react';
import { ArrivalRow, type ArrivalRowProps } from './ArrivalRow';

export interface ArrivalGroupProps extends Omit<ArrivalRowProps, 'consultation'> {
  title: 'Expected' | 'Waiting' | 'Treated';
  items: readonly ConsultationSummary[];
  empty: string;
  /** Nothing to show yet: the day is still being read. */
  loading: boolean;
  testId: string;
}

/**
 * One group of the board with its count. Below 1280 px the groups sit side by side above the
 * calendar and each list scrolls within a few rows (planning.css): it is then a scrollable region,
 * reachable by keyboard and named for screen readers.
 */
export function ArrivalGroup({ title, items, empty, loading, testId, ...row }: ArrivalGroupProps) {
  const heading = useId();
  return (
    <section className="praktijk-arrivals__group" aria-labelledby={heading} data-testid={testId}>
      <Header variant="h3" counter={loading ? undefined : `(${items.length})`}>
        <span id={heading}>{title}</span>
      </Header>
      {items.length === 0 ? (
        <Box color="text-status-inactive" data-testid={`${testId}-empty`}>
          {loading ? 'Loading' : empty}
        </Box>
      ) : (
        <ul className="praktijk-arrivals__list" aria-label={title} tabIndex={0}>
          {items.map((consultation) => (
            <ArrivalRow key={consultation.id} consultation={consultation} {...row} />
          ))}
        </ul>
      )}
    </section>
  );
}
