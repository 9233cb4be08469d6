import Alert from '@cloudscape-design/components/alert';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { procedureKind } from '@praktijk/shared/record-kinds';
import { PROCEDURE_DESCRIPTION_MAX, PROCEDURES_PAGE_SIZE, type Procedure } from '@praktijk/shared/records/procedures';
import { useState } from 'react';
import { usePagedRecordKind } from '@/query/paged-record-kind';
import { usePatientNoteChoices } from '@/features/consultations/usePatientNoteChoices';
import { ProcedureTypeSearch } from './ProcedureTypeSearch';
import { ProceduresTable } from './ProceduresTable';
import { useAddProcedure } from './useAddProcedure';

/** Procedures tab (spec 3 §2): the add form (can_add) over the patient's procedures, 5 a page. */
export function ProceduresSection({ patientId }: { patientId: string }) {
  const list = usePagedRecordKind<Procedure>(procedureKind, patientId, { pageSize: PROCEDURES_PAGE_SIZE });
  const adding = useAddProcedure(patientId);
  return (
    <Container
      header={
        <Header variant="h2" counter={`(${list.count})`}>
          Procedures
        </Header>
      }
      data-testid="procedures-section"
    >
      <SpaceBetween size="l">
        {adding.insured === false && (
          <Alert type="info" data-testid="procedures-no-insurance">
            No primary active insurance.
          </Alert>
        )}
        {adding.canAdd && <AddProcedureForm patientId={patientId} add={adding.add} />}
        <ProceduresTable items={list.rows} server={list.paging} loading={list.loading} showDates testId="procedures-table" />
      </SpaceBetween>
    </Container>
  );
}

/**
 * Choose a note, then search a type: picking a hit saves the procedure at once with the
 * description typed so far (spec 3 §2), and the form empties for the next one, the note kept. The
 * description and the search wait for a note (spec: "enabled only once a decursus is chosen").
 */
function AddProcedureForm({ patientId, add }: { patientId: string; add: ReturnType<typeof useAddProcedure>['add'] }) {
  const notes = usePatientNoteChoices(patientId);
  const [decursus, setDecursus] = useState<string | null>(null);
  const [description, setDescription] = useState('');
  return (
    <ColumnLayout columns={3}>
      <FormField label="Decursus">
        <Select
          selectedOption={notes.options.find((o) => o.value === decursus) ?? null}
          onChange={({ detail }) => setDecursus(detail.selectedOption.value ?? null)}
          options={notes.options}
          placeholder="Choose a decursus"
          empty="No decursus"
          statusType={notes.loading ? 'loading' : 'finished'}
          loadingText="Loading decursus"
          ariaLabel="Decursus"
          data-testid="procedure-decursus"
        />
      </FormField>
      <FormField label="Procedure">
        <ProcedureTypeSearch
          patientId={patientId}
          disabled={!decursus}
          onPick={async (type) => {
            await add(decursus!, type, description);
            setDescription('');
          }}
          testId="procedure-type-search"
        />
      </FormField>
      <FormField label="Description" constraintText={`At most ${PROCEDURE_DESCRIPTION_MAX} characters.`}>
        <Input
          value={description}
          onChange={({ detail }) => setDescription(detail.value.slice(0, PROCEDURE_DESCRIPTION_MAX))}
          disabled={!decursus}
          ariaLabel="Description"
          data-testid="procedure-new-description"
        />
      </FormField>
    </ColumnLayout>
  );
}
