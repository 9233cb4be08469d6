import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { PAGE_SIZE } from '@praktijk/shared/constants';
import { type ReactNode, useState } from 'react';
import { clampPage, isEmptyCell, NOT_AVAILABLE, pageOf, type PageRange, pageRange, showingText, sortItems, type SortValue } from './paging';

export interface PagedColumn<T> {
  id: string;
  header: string;
  /** What the cell shows; null, undefined, '' or [] read 'n/a'. */
  cell(item: T): ReactNode;
  /** Makes the column sortable on a local list: the value to order rows by. */
  sortValue?(item: T): SortValue;
  /** Makes the column sortable on a server list (the server orders; see `server.onSortingChange`). */
  serverSortable?: boolean;
  width?: number;
  minWidth?: number;
  /** An empty cell stays blank instead of 'n/a' (an actions column on a row the user may not act on). */
  blankWhenEmpty?: boolean;
}

export interface Sorting {
  columnId: string;
  descending: boolean;
}

/** One page from the server: its rows, where it sits, and how to move. */
export interface ServerPaging {
  pageIndex: number;
  pageSize: number;
  total: number;
  /** `total` is a lower bound: the footer reads 'of 200+'. */
  totalAtLeast?: boolean;
  hasNext: boolean;
  onPrevious(): void;
  onNext(): void;
  sorting?: Sorting;
  onSortingChange?(sorting: Sorting): void;
}

export interface PagedTableProps<T> {
  columns: readonly PagedColumn<T>[];
  /** The whole list (paged here), or with `server` only the current page. */
  items: readonly T[];
  server?: ServerPaging;
  pageSize?: number;
  defaultSorting?: Sorting;
  loading?: boolean;
  loadingText?: string;
  header?: ReactNode;
  empty?: ReactNode;
  trackBy?: TableProps<T>['trackBy'];
  selectionType?: TableProps<T>['selectionType'];
  selectedItems?: readonly T[];
  onSelectionChange?(items: T[]): void;
  ariaLabel?: string;
  /** False keeps each cell on one line and lets a wide table scroll sideways (many numeric columns in a narrow card). */
  wrapLines?: boolean;
  /** Columns kept in view while a wide table scrolls sideways (Cloudscape's sticky columns): the date first, the actions last. */
  stickyColumns?: { first?: number; last?: number };
  /** Names a row for its selection checkbox: 'Select Anna de Vries'. */
  rowLabel?(item: T): string;
  testId?: string;
}

function renderCell<T>(column: PagedColumn<T>) {
  return (item: T) => {
    const content = column.cell(item);
    if (!isEmptyCell(content)) return content;
    return column.blankWhenEmpty ? null : <Box color="text-status-inactive">{NOT_AVAILABLE}</Box>;
  };
}

/** The spec's paging footer ('Showing X to Y of Z', Prev, Next), under a table or a grid of cards. */
export function PagingFooter(props: {
  range: PageRange;
  hasPrevious: boolean;
  hasNext: boolean;
  loading?: boolean;
  onPrevious(): void;
  onNext(): void;
  testId: string;
}) {
  const { range, hasPrevious, hasNext, loading, testId } = props;
  return (
    <SpaceBetween direction="horizontal" size="s" alignItems="center">
      <Box variant="span" color="text-body-secondary" data-testid={`${testId}-range`}>
        {showingText(range)}
      </Box>
      <Button iconName="angle-left" disabled={!hasPrevious || loading} onClick={props.onPrevious} data-testid={`${testId}-prev`}>
        Prev
      </Button>
      <Button iconName="angle-right" iconAlign="right" disabled={!hasNext || loading} onClick={props.onNext} data-testid={`${testId}-next`}>
        Next
      </Button>
    </SpaceBetween>
  );
}

/** A Cloudscape table with the spec's footer ('Showing X to Y of Z', Prev, Next), local or server-paged. */
export function PagedTable<T>(props: PagedTableProps<T>) {
  const { columns, items, server, pageSize = PAGE_SIZE.default, loading, testId = 'paged-table' } = props;
  const [localSorting, setLocalSorting] = useState<Sorting | undefined>(props.defaultSorting);
  const [localPage, setLocalPage] = useState(0);

  const sorting = server ? server.sorting : localSorting;
  const sortColumn = columns.find((c) => c.id === sorting?.columnId);
  const local = !server;
  const pageIndex = local ? clampPage(localPage, items.length, pageSize) : server.pageIndex;
  const size = local ? pageSize : server.pageSize;
  const rows = local ? pageOf(sortItems(items, sortColumn?.sortValue, sorting?.descending ?? false), pageIndex, size) : items;
  const total = local ? items.length : server.total;
  const range = { ...pageRange(pageIndex, size, rows.length, total), atLeast: !local && server.totalAtLeast };
  const hasPrevious = pageIndex > 0;
  const hasNext = local ? range.to < total : server.hasNext;

  const definitions: TableProps.ColumnDefinition<T>[] = columns.map((column) => ({
    id: column.id,
    header: column.header,
    cell: renderCell(column),
    sortingField: (local ? column.sortValue : column.serverSortable) ? column.id : undefined,
    width: column.width,
    minWidth: column.minWidth,
  }));
  const sortingDefinition = definitions.find((d) => d.id === sorting?.columnId);

  const changeSorting = (next: Sorting) => {
    if (server) server.onSortingChange?.(next);
    else {
      setLocalSorting(next);
      setLocalPage(0);
    }
  };

  const footer = (
    <PagingFooter
      range={range}
      hasPrevious={hasPrevious}
      hasNext={hasNext}
      loading={loading}
      onPrevious={() => (server ? server.onPrevious() : setLocalPage(pageIndex - 1))}
      onNext={() => (server ? server.onNext() : setLocalPage(pageIndex + 1))}
      testId={testId}
    />
  );

  return (
    <div data-testid={testId}>
      <Table<T>
        columnDefinitions={definitions}
        items={rows}
        loading={loading}
        loadingText={props.loadingText ?? 'Loading'}
        header={props.header}
        empty={
          props.empty ?? (
            <Box textAlign="center" color="inherit">
              No records
            </Box>
          )
        }
        footer={footer}
        trackBy={props.trackBy}
        selectionType={props.selectionType}
        selectedItems={props.selectedItems}
        onSelectionChange={({ detail }) => props.onSelectionChange?.(detail.selectedItems)}
        sortingColumn={sortingDefinition}
        sortingDescending={sorting?.descending}
        onSortingChange={({ detail }) => changeSorting({ columnId: detail.sortingColumn.sortingField ?? '', descending: Boolean(detail.isDescending) })}
        ariaLabels={{
          tableLabel: props.ariaLabel,
          selectionGroupLabel: 'Selection',
          itemSelectionLabel: (_, item) => `Select ${props.rowLabel?.(item) ?? 'row'}`,
          allItemsSelectionLabel: () => 'Select all',
        }}
        variant="container"
        wrapLines={props.wrapLines ?? true}
        stickyColumns={props.stickyColumns}
      />
    </div>
  );
}
