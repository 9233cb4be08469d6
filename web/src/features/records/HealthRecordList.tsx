import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { type ReactNode, useState } from 'react';
import { ConfirmDeleteModal } from '@/components/confirm/ConfirmDeleteModal';
import { type PagedColumn, PagedTable } from '@/components/table/PagedTable';
import { type usePagedRecordKind } from '@/query/paged-record-kind';
import { useNotifications } from '@/shell/notifications';
import { successToast } from '@/shell/success-toast';
import './record-table.css';

// A Health-area list (spec 2 §2): the table of one record kind, 5 rows a page, newest first, with
// the Add/Cancel toggle over its add form, a delete action per row behind the overlay 'DELETE
// <THING> ON <date>', and the spec's success and failure notices. The sub-tabs and the
// consultation's cards show the same list.
type PagedList<T> = ReturnType<typeof usePagedRecordKind<T & { id: string; consistency_token: string }>>;

export interface AddFormProps {
  /** After a successful create: the list closes the add area (spec 2 §2). */
  onCreated(): void;
}

export interface HealthRecordListProps<T extends { id: string; consistency_token: string }> {
  testId: string;
  title: string;
  /** The header level: h2 in the record's sub-tab, h3 inside a consultation card. */
  headingVariant?: 'h2' | 'h3';
  /** In the delete overlay's title: 'vitals' gives 'DELETE VITALS ON 31-01-2025'. */
  thing: string;
  /** The notices' subject: 'Patient vitals' gives 'Patient vitals removed'. */
  noticeThing: string;
  list: PagedList<T>;
  columns: readonly PagedColumn<T>[];
  /** The record's date (YYYY-MM-DD...) for the overlay's title. */
  dateOf(record: T): string;
  /** Names a row for screen readers: 'vital functions of 31-01-2025 08:15'. */
  rowLabel(record: T): string;
  canDelete(record: T): boolean;
  /** Words under the delete overlay's title (what goes with the record: a prescription's repeats). */
  deleteDetails?(record: T): ReactNode;
  /** More actions of a row, before its delete button (the attest's details and print). */
  rowActions?(record: T): ReactNode;
  /** The add form, when the user may add; it calls onCreated after its create succeeded. */
  addForm?(props: AddFormProps): ReactNode;
  /** More header actions (the chart button). */
  actions?: ReactNode;
  empty?: string;
  /** True wraps long texts in their cells (the vaccinations' names and routes); by default each cell keeps to one line. */
  wrapLines?: boolean;
}

export function HealthRecordList<T extends { id: string; consistency_token: string }>(props: HealthRecordListProps<T>) {
  const { list, testId } = props;
  const { notify } = useNotifications();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<T>();

  const remove = async (record: T) => {
    await list.remove?.mutateAsync(record);
    notify({ type: 'success', ...successToast(props.noticeThing, 'removed') });
  };
  const deletable = list.remove !== undefined && list.rows.some((row) => props.canDelete(row as T));
  const columns: PagedColumn<T>[] = [...props.columns];
  const deleteButton = (record: T) =>
    deletable && props.canDelete(record) ? (
      <Button variant="inline-icon" iconName="remove" ariaLabel={`Delete ${props.rowLabel(record)}`} onClick={() => setRemoving(record)} />
    ) : null;
  if (deletable || props.rowActions) {
    columns.push({
      id: 'actions',
      header: 'Actions',
      blankWhenEmpty: true,
      cell: (record) =>
        props.rowActions ? (
          <SpaceBetween direction="horizontal" size="xs" alignItems="center">
            {props.rowActions(record)}
            {deleteButton(record)}
          </SpaceBetween>
        ) : (
          deleteButton(record)
        ),
    });
  }

  return (
    <SpaceBetween size="m">
      {list.failed && (
        <Alert type="error" header="Error">
          Something went wrong
        </Alert>
      )}
      {adding && props.addForm?.({ onCreated: () => setAdding(false) })}
      <div className="praktijk-record-table">
        <PagedTable<T>
          testId={testId}
          ariaLabel={props.title}
          columns={columns}
          items={list.rows as T[]}
          server={list.paging}
          loading={list.loading}
          loadingText={`Loading ${props.title.toLowerCase()}`}
          trackBy="id"
          // Up to 13 short numeric columns: one line each, the table scrolls sideways where it is narrow (a consultation card at 1024).
          wrapLines={props.wrapLines ?? false}
          // The date and the row's actions stay in view while the readings scroll sideways.
          stickyColumns={{ first: 1, last: deletable || props.rowActions ? 1 : 0 }}
          empty={
            <Box textAlign="center" color="inherit">
              {props.empty ?? 'No records'}
            </Box>
          }
          header={
            <Header
              variant={props.headingVariant ?? 'h2'}
              counter={`(${list.count})`}
              actions={
                <SpaceBetween direction="horizontal" size="xs">
                  {props.actions}
                  {props.addForm && (
                    <Button
                      onClick={() => setAdding((open) => !open)}
                      iconName={adding ? 'close' : 'add-plus'}
                      data-testid={`${testId}-add`}
                      ariaExpanded={adding}
                    >
                      {adding ? 'Cancel' : 'Add'}
                    </Button>
                  )}
                </SpaceBetween>
              }
            >
              {props.title}
            </Header>
          }
        />
      </div>
      <ConfirmDeleteModal
        visible={removing !== undefined}
        thing={props.thing}
        date={removing ? props.dateOf(removing).slice(0, 10) : null}
        onConfirm={() => (removing ? remove(removing) : Promise.resolve())}
        onClose={() => setRemoving(undefined)}
      >
        {removing && props.deleteDetails?.(removing)}
      </ConfirmDeleteModal>
    </SpaceBetween>
  );
}
