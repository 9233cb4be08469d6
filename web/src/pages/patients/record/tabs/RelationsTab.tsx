import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useCallback, useMemo, useState } from 'react';
import { useFollow } from '@/shell/use-follow';
import { useCan } from '@/auth/permissions';
import { catalogueOptions, useReferenceCatalogue } from '@/catalogue/useReferenceCatalogue';
import { ConfirmDeleteModal } from '@/components/confirm/ConfirmDeleteModal';
import { formatDate } from '@praktijk/shared/dates';
import { type PagedColumn, PagedTable } from '@/components/table/PagedTable';
import { useNotifications } from '@/shell/notifications';
import { type PatientTabProps } from '@/features/records/types';
import { successToast } from '@/shell/success-toast';
import { AddRelationForm } from './relations/AddRelationForm';
import { RELATION_CATALOGUE, type Relation } from './relations/relation-constants';
import { RelationTypeCell } from './relations/RelationTypeCell';
import { otherPatientId, relationSentence } from './relations/relation-words';
import { useRelations } from './relations/useRelations';

/** Relations tab (spec 2 §2): the patient's relations; add, change type and remove need change on patient. */
export function RelationsTab({ patient, onStatusChange }: PatientTabProps) {
  const can = useCan();
  const canChange = can('change', 'patient');
  const follow = useFollow();
  const { notify } = useNotifications();
  const list = useRelations(patient.id);
  const catalogue = useReferenceCatalogue(RELATION_CATALOGUE);
  const options = useMemo(() => catalogueOptions(catalogue.items), [catalogue.items]);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Relation>();
  const { mutateAsync: deleteRelation } = list.remove;

  const toggleAdd = () => {
    setAdding((open) => !open);
    onStatusChange('clean'); // a closed add area has nothing unsaved
  };
  const created = useCallback(() => {
    setAdding(false);
    onStatusChange('clean'); // the add form closes before it can report its clean state
  }, [onStatusChange]);

  const remove = async (relation: Relation) => {
    await deleteRelation({ params: { id: relation.id }, query: { consistency_token: relation.consistency_token } });
    notify({ type: 'success', ...successToast('Patient relation', 'removed') });
  };

  const typeName = (id: string) => catalogue.items.find((item) => item.id === id)?.name;
  const columns: PagedColumn<Relation>[] = [
    {
      id: 'name',
      header: 'Name',
      sortValue: (r) => r.name,
      cell: (r) => {
        const href = `/patients/${otherPatientId(r)}/edit`;
        return (
          <Link href={href} onFollow={follow}>
            {r.name}
          </Link>
        );
      },
    },
    { id: 'date_of_birth', header: 'Date of birth', sortValue: (r) => r.date_of_birth, cell: (r) => formatDate(r.date_of_birth) },
    {
      id: 'relation',
      header: 'Relation',
      cell: (r) => (
        <SpaceBetween size="xxs">
          <span data-testid="relation-sentence">{relationSentence(r, patient.name, typeName)}</span>
          {/* The type is changed where the relation was added; the other patient's tab reads it the other way round. */}
          {canChange && !r.inverse && <RelationTypeCell relation={r} options={options} canChange={canChange} update={list.update.mutateAsync} />}
        </SpaceBetween>
      ),
    },
  ];
  if (canChange) {
    columns.push({
      id: 'actions',
      header: 'Actions',
      cell: (r) => (
        <Button variant="inline-link" wrapText={false} ariaLabel={`Remove relation with ${r.name}`} onClick={() => setRemoving(r)}>
          Remove
        </Button>
      ),
    });
  }

  return (
    <SpaceBetween size="l">
      {list.failed && (
        <Alert type="error" header="Error">
          Something went wrong
        </Alert>
      )}
      {adding && (
        <AddRelationForm
          patientId={patient.id}
          create={list.create.mutateAsync}
          relationOptions={options}
          onCreated={created}
          onStatusChange={onStatusChange}
        />
      )}
      <PagedTable
        testId="relations-table"
        ariaLabel="Relations"
        columns={columns}
        items={list.relations}
        loading={list.loading}
        loadingText="Loading relations"
        trackBy="id"
        empty={
          <Box textAlign="center" color="inherit">
            No relations
          </Box>
        }
        header={
          <Header
            variant="h2"
            counter={`(${list.relations.length})`}
            actions={
              canChange && (
                <Button onClick={toggleAdd} iconName={adding ? 'close' : 'add-plus'} data-testid="relations-add">
                  {adding ? 'Cancel' : 'Add'}
                </Button>
              )
            }
          >
            Relations
          </Header>
        }
      />
      <ConfirmDeleteModal
        visible={removing !== undefined}
        thing="relation"
        date={removing?.created}
        onConfirm={() => (removing ? remove(removing) : Promise.resolve())}
        onClose={() => setRemoving(undefined)}
      >
        <Box variant="p">The relation with {removing?.name} is removed. This cannot be undone.</Box>
      </ConfirmDeleteModal>
    </SpaceBetween>
  );
}
