import Alert from '@cloudscape-design/components/alert';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { type Procedure } from '@praktijk/shared/records/procedures';
import { useQuery } from '@tanstack/react-query';
import { secondaryQuery } from '@/query/api-query';
import { ProcedureTypeSearch } from './ProcedureTypeSearch';
import { ProceduresTable } from './ProceduresTable';
import { useAddProcedure } from './useAddProcedure';

/**
 * The decursus's Procedures sub-panel (spec 3 §2): search a type and add it to this note, edit
 * each description (saved by itself), delete. The same records as the patient's Procedures tab.
 */
export function DecursusProcedures({ patientId, decursusId }: { patientId: string; decursusId: string }) {
  const procedures = useQuery(secondaryQuery('listDecursusProcedures', { params: { id: decursusId } }));
  const adding = useAddProcedure(patientId);
  const items: readonly Procedure[] = procedures.data ?? [];
  return (
    <Container header={<Header variant="h2">Procedures</Header>} data-testid="decursus-procedures">
      <SpaceBetween size="m">
        {adding.insured === false && (
          <Alert type="info" data-testid="decursus-procedures-no-insurance">
            No active insurance.
          </Alert>
        )}
        {adding.canAdd && <ProcedureTypeSearch patientId={patientId} onPick={(type) => adding.add(decursusId, type)} testId="decursus-procedure-search" />}
        <ProceduresTable items={items} loading={procedures.isPending} showDates={false} testId="decursus-procedures-table" />
      </SpaceBetween>
    </Container>
  );
}
