import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { formatDateTime } from '@praktijk/shared/dates';
import { type Letter } from '@praktijk/shared/schemas/letters';
import { type ReactNode } from 'react';
import { type PagedColumn, PagedTable } from '@/components/table/PagedTable';
import { type PatientLetterPage } from './usePatientLetterPage';

export interface PatientLettersTableProps {
  page: PatientLetterPage;
  title: string;
  testId: string;
  /** h2 in the Letters tab, h3 inside the consultation's card. */
  headingVariant?: 'h2' | 'h3';
  /** The header's buttons (Add). */
  actions?: ReactNode;
  /** A row's actions (LetterRowActions); none leaves the column out. */
  rowActions?(letter: Letter): ReactNode;
}

const COLUMNS: readonly PagedColumn<Letter>[] = [
  { id: 'name', header: 'Name', cell: (letter) => letter.name },
  { id: 'created', header: 'Created', cell: (letter) => formatDateTime(letter.created), width: 170 },
  { id: 'updated', header: 'Updated', cell: (letter) => formatDateTime(letter.updated), width: 170 },
];

/** Patient Letters (spec 3 §2): name, created, updated (DD-MM-YYYY HH:mm), 5 a page, newest first, 'Showing x to y of z'. */
export function PatientLettersTable({ page, title, testId, headingVariant = 'h2', actions, rowActions }: PatientLettersTableProps) {
  const columns: PagedColumn<Letter>[] = rowActions ? [...COLUMNS, { id: 'actions', header: 'Actions', cell: rowActions, blankWhenEmpty: true }] : [...COLUMNS];
  return (
    <SpaceBetween size="s">
      {page.failed && (
        <Alert type="error" header="Error">
          Something went wrong
        </Alert>
      )}
      <PagedTable<Letter>
        testId={testId}
        ariaLabel={title}
        columns={columns}
        items={page.rows}
        server={page.paging}
        loading={page.loading}
        loadingText="Loading letters"
        trackBy="id"
        empty={
          <Box textAlign="center" color="inherit">
            No letters
          </Box>
        }
        header={
          <Header variant={headingVariant} counter={`(${page.count})`} actions={actions}>
            {title}
          </Header>
        }
      />
    </SpaceBetween>
  );
}
