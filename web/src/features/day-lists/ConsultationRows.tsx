import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Link from '@cloudscape-design/components/link';
import List from '@cloudscape-design/components/list';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { type ConsultationSummary } from '@praktijk/shared/schemas/consultations';
import { type ReactNode } from 'react';
import { useFollow } from '@/shell/use-follow';
import { consultationPath } from '@/navigation/consultation-views';
import { shownTime } from './consultation-state';

export interface ConsultationRowsProps {
  items: readonly ConsultationSummary[] | undefined;
  /** The list's accessible name ('Waiting', 'Expected', ...). */
  label: string;
  empty: string;
  failed: boolean;
  /** Physicians open the consultation from its row; reception has no consultation screen (spec 1 §6). */
  linkToConsultation: boolean;
  /** On the right: a waiting time, the time of treatment. */
  detail?(consultation: ConsultationSummary): ReactNode;
  /** A button for the row (Arrived, Undo Arrived). */
  action?(consultation: ConsultationSummary): ReactNode;
  testId: string;
}

function PatientName({ consultation, link }: { consultation: ConsultationSummary; link: boolean }) {
  const follow = useFollow();
  const name = link ? (
    <Link href={consultationPath(consultation.id)} onFollow={follow}>
      {consultation.patient_name}
    </Link>
  ) : (
    <Box variant="span" fontWeight="bold">
      {consultation.patient_name}
    </Box>
  );
  return (
    <SpaceBetween direction="horizontal" size="xxs" alignItems="center">
      {name}
      {consultation.is_walkin && <Badge>Walk-in</Badge>}
    </SpaceBetween>
  );
}

/** One of the day lists: a compact list of consultations, each with its patient, time and reason. */
export function ConsultationRows({ items, label, empty, failed, linkToConsultation, detail, action, testId }: ConsultationRowsProps) {
  if (failed && !items) return <Box color="text-status-error">The list could not be loaded.</Box>;
  if (!items) return <Box color="text-status-inactive">Loading</Box>;
  if (items.length === 0)
    return (
      <Box color="text-status-inactive" data-testid={`${testId}-empty`}>
        {empty}
      </Box>
    );
  return (
    <div data-testid={testId}>
      <List
        ariaLabel={label}
        items={items}
        disablePaddings
        renderItem={(consultation) => ({
          id: consultation.id,
          announcementLabel: consultation.patient_name,
          content: <PatientName consultation={consultation} link={linkToConsultation} />,
          secondaryContent: (
            <Box variant="small" color="text-body-secondary">
              {shownTime(consultation)}
              {consultation.reason && ` · ${consultation.reason}`}
              {detail && (
                <>
                  {' · '}
                  {detail(consultation)}
                </>
              )}
            </Box>
          ),
          actions: action?.(consultation),
        })}
      />
    </div>
  );
}
