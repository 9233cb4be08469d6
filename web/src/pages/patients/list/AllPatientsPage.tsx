import Alert from '@cloudscape-design/components/alert';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { isoToDisplay } from '@praktijk/shared/dates';
import { type PatientSummary } from '@praktijk/shared/schemas/patients';
import { useNavigate } from 'react-router';
import { useCanOpen } from '@/auth/permissions';
import { type PagedColumn, PagedTable } from '@/components/table/PagedTable';
import { useViewportAtLeast } from '@/components/table/useViewportAtLeast';
import { GenderIcons } from '@/features/patients/label/GenderIcons';
import { PatientLink } from '@/features/patients/PatientLink';
import { PATIENT_PAGE_SIZE, usePatientList } from '@/features/patients/usePatientList';

/** Text that never wraps; empty stays empty, so the table still reads 'n/a'. */
const oneLine = (text: string) => text && <span style={{ whiteSpace: 'nowrap' }}>{text}</span>;

// Widths for 1024 px with the navigation open (issue 9.9): the short columns take what their
// header and values need, so the name with its employer keeps at least 240 px (two lines for the
// practice's names, where it had 123 px and three lines), and a date never breaks at its hyphens.
// Below 1280 px the age goes beside the date of birth instead of in a column of its own, so every
// column stays in view without sideways scrolling.
const FOLD_AGE_BELOW = 1280;
const COLUMNS: PagedColumn<PatientSummary>[] = [
  { id: 'internal_number', header: 'Number', cell: (p) => p.internal_number, width: 80 },
  { id: 'name', header: 'Name', cell: (p) => <PatientLink id={p.id}>{p.name_with_employer}</PatientLink>, minWidth: 240 },
  { id: 'gender', header: 'Gender', cell: (p) => <GenderIcons biological={p.biological_gender_id} identified={p.identified_gender_id} />, width: 76 },
  { id: 'date_of_birth', header: 'Date of birth', cell: (p) => oneLine(isoToDisplay(p.date_of_birth)), width: 114 },
  { id: 'age', header: 'Age', cell: (p) => (p.age === null ? '' : String(p.age)), width: 60 },
  { id: 'blocked', header: 'Status', cell: (p) => (p.blocked ? <Badge color="red">Blocked</Badge> : 'Active'), width: 84 },
];
const FOLDED_COLUMNS: PagedColumn<PatientSummary>[] = COLUMNS.filter((column) => column.id !== 'age').map((column) =>
  column.id === 'date_of_birth'
    ? {
        ...column,
        header: 'Date of birth (age)',
        width: 150,
        cell: (p) => oneLine(p.age === null ? isoToDisplay(p.date_of_birth) : `${isoToDisplay(p.date_of_birth)} (${p.age})`),
      }
    : column,
);

/**
 * All Patients (spec 1 §2): server-side search, 10 a page, a name opens the patient. The route
 * renders it only once the current user is known (app/guards.ts), so the buttons below are decided
 * on the user's real permissions, the same ones that guard the screens they open.
 */
export function AllPatientsPage() {
  const canOpen = useCanOpen();
  const navigate = useNavigate();
  const list = usePatientList();
  const columns = useViewportAtLeast(FOLD_AGE_BELOW) ? COLUMNS : FOLDED_COLUMNS;
  const actions = (
    <SpaceBetween direction="horizontal" size="xs">
      {canOpen('importPatients') && (
        <Button onClick={() => void navigate('/patients/import')} data-testid="patients-import">
          Import Patients
        </Button>
      )}
      {canOpen('newPatient') && (
        <Button variant="primary" onClick={() => void navigate('/patients/new')} data-testid="patients-new">
          New Patient
        </Button>
      )}
    </SpaceBetween>
  );
  return (
    <ContentLayout
      header={
        <Header variant="h1" actions={actions}>
          All Patients
        </Header>
      }
    >
      <SpaceBetween size="m">
        <Input
          type="search"
          value={list.text}
          onChange={({ detail }) => list.setText(detail.value)}
          placeholder="Search by name, number, ID number or date of birth (DD-MM-YYYY)"
          ariaLabel="Search patients"
          data-testid="patients-search"
        />
        {list.page.error && <Alert type="error">{list.page.error}</Alert>}
        <PagedTable
          testId="patients-table"
          ariaLabel="Patients"
          columns={columns}
          items={list.page.rows}
          loading={list.page.loading}
          loadingText="Loading patients"
          trackBy="id"
          empty={<Box textAlign="center">No patients found</Box>}
          server={{
            pageIndex: list.pageIndex,
            pageSize: PATIENT_PAGE_SIZE,
            total: list.page.count,
            totalAtLeast: list.page.countAtLeast,
            hasNext: Boolean(list.page.next),
            onPrevious: list.onPrevious,
            onNext: list.onNext,
          }}
        />
      </SpaceBetween>
    </ContentLayout>
  );
}
