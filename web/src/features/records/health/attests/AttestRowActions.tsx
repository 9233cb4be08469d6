import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Popover from '@cloudscape-design/components/popover';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { NOT_AVAILABLE } from '@/components/table/paging';
import { type Attest, attestDetails, attestRowLabel } from './attest-display';

// A row's own actions in the Attests list (spec 2 §2): a details button that expands the row, and,
// with can_execute, a print button. Printing is not available yet (spec 2 §9): the button says
// 'Coming Soon' in a popover and prints nothing.

export const detailsId = (attest: Pick<Attest, 'id'>) => `attest-details-${attest.id}`;

interface AttestRowActionsProps {
  attest: Attest;
  expanded: boolean;
  onToggle(): void;
  canPrint: boolean;
}

export function AttestRowActions({ attest, expanded, onToggle, canPrint }: AttestRowActionsProps) {
  const label = attestRowLabel(attest);
  return (
    <SpaceBetween direction="horizontal" size="xs" alignItems="center">
      <Button
        variant="inline-link"
        wrapText={false}
        iconName={expanded ? 'caret-down-filled' : 'caret-right-filled'}
        ariaExpanded={expanded}
        ariaControls={expanded ? detailsId(attest) : undefined}
        ariaLabel={`Details of the ${label}`}
        onClick={onToggle}
        data-testid="attest-details-toggle"
      >
        Details
      </Button>
      {canPrint && (
        <Popover
          triggerType="custom"
          renderWithPortal
          dismissAriaLabel="Close"
          header="Print"
          content={<span data-testid="attest-print-soon">Coming Soon</span>}
        >
          <Button variant="inline-link" wrapText={false} iconName="file" ariaLabel={`Print the ${label}`} formAction="none" data-testid="attest-print">
            Print
          </Button>
        </Popover>
      )}
    </SpaceBetween>
  );
}

/** The expanded row's list: the picked dates, or the from-until range, or 'n/a'. */
export function AttestDetailsList({ attest }: { attest: Attest }) {
  const details = attestDetails(attest);
  return (
    <div id={detailsId(attest)} data-testid="attest-details">
      <Box variant="small" color="text-body-secondary" display="block">
        {details.kind === 'dates' ? 'Dates' : 'Period'}
      </Box>
      {details.kind === 'dates' && (
        <ul className="praktijk-attest-details-dates">
          {details.dates.map((date) => (
            <li key={date}>{date}</li>
          ))}
        </ul>
      )}
      {details.kind === 'range' && <Box variant="span">{details.text}</Box>}
      {details.kind === 'none' && (
        <Box variant="span" color="text-status-inactive">
          {NOT_AVAILABLE}
        </Box>
      )}
    </div>
  );
}
