import Button from '@cloudscape-design/components/button';
import { formatDate, formatDateTime } from '@praktijk/shared/dates';
import { type Procedure } from '@praktijk/shared/records/procedures';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCan } from '@/auth/permissions';
import { ConfirmDeleteModal } from '@/components/confirm/ConfirmDeleteModal';
import { type PagedColumn, PagedTable, type ServerPaging } from '@/components/table/PagedTable';
import { useNotifications } from '@/shell/notifications';
import { refreshProcedures } from './procedure-queries';
import { ProcedureDescriptionField } from './ProcedureDescriptionField';
import { useProcedureSavers } from './useProcedureSavers';

interface ProceduresTableProps {
  items: readonly Procedure[];
  /** The patient's tab pages on the server; a note's sub-panel shows its few procedures whole. */
  server?: ServerPaging;
  loading?: boolean;
  /** The tab shows when and in which note each was done; the note's own panel does not need to. */
  showDates: boolean;
  testId: string;
}

/**
 * Procedures as the Procedures tab and the decursus's sub-panel list them (spec 3 §2): created,
 * decursus date, type (code, name), the description saving itself, and delete behind a confirm
 * overlay (can_delete). The description is part of the add form, so can_add edits it.
 */
export function ProceduresTable({ items, server, loading, showDates, testId }: ProceduresTableProps) {
  const can = useCan();
  const client = useQueryClient();
  const { notify } = useNotifications();
  const savers = useProcedureSavers();
  const [deleting, setDeleting] = useState<Procedure | null>(null);
  const canDelete = can('delete', 'procedure');

  const columns: PagedColumn<Procedure>[] = [
    ...(showDates
      ? [
          { id: 'created', header: 'Created', cell: (p: Procedure) => formatDateTime(p.created) },
          { id: 'decursus_date', header: 'Decursus date', cell: (p: Procedure) => formatDate(p.decursus_date) },
        ]
      : []),
    { id: 'type', header: 'Type', cell: (p) => `${p.type.code} ${p.type.name}` },
    {
      id: 'description',
      header: 'Description',
      minWidth: 220,
      cell: (p) => <ProcedureDescriptionField procedure={p} savers={savers} editable={can('add', 'procedure')} />,
    },
    {
      id: 'delete',
      header: 'Delete',
      blankWhenEmpty: true,
      cell: (p) =>
        canDelete && (
          <Button
            variant="icon"
            iconName="remove"
            ariaLabel={`Delete ${p.type.code} ${p.type.name}`}
            onClick={() => setDeleting(p)}
            data-testid={`procedure-delete-${p.id}`}
          />
        ),
    },
  ];

  const remove = async (procedure: Procedure) => {
    await savers.of(procedure).remove();
    notify({ type: 'success', header: 'Patient procedure removed', content: `${procedure.type.code} ${procedure.type.name} was removed` });
  };

  return (
    <>
      <PagedTable
        columns={columns}
        items={items}
        server={server}
        loading={loading}
        loadingText="Loading procedures"
        empty="No procedures"
        trackBy="id"
        ariaLabel="Procedures"
        testId={testId}
      />
      {deleting && (
        <ConfirmDeleteModal
          visible
          thing="procedure"
          date={deleting.decursus_date}
          onConfirm={() => remove(deleting)}
          onClose={() => {
            void refreshProcedures(client, deleting);
            setDeleting(null);
          }}
        >
          {`${deleting.type.code} ${deleting.type.name}`}
        </ConfirmDeleteModal>
      )}
    </>
  );
}
