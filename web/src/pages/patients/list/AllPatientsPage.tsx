import Alert from '@cloudscape-design/components/alert';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { type PatientSummary } from '@praktijk/shared/schemas/patients';
import { useNavigate } from 'react-router';
import { useCan } from '../../../auth/permissions';
import { isoToDisplay } from '@praktijk/shared/dates';
import { type PagedColumn, PagedTable } from '../../../components/table/PagedTable';
import { GenderIcons } from '../label/GenderIcons';
import { PATIENT_PAGE_SIZE, usePatientList } from './usePatientList';

/** /patients/{id}/edit for users who can change patients, else /view (spec 3 §6). */
export function patientPath(id: string, canChange: boolean): string {
  return `/patients/${id}/${canChange ? 'edit' : 'view'}`;
}

function columns(open: (patient: PatientSummary) => void, canChange: boolean): PagedColumn<PatientSummary>[] {
  return [
    { id: 'internal_number', header: 'Number', cell: (p) => p.internal_number, width: 120 },
    {
      id: 'name',
      header: 'Name',
      cell: (p) => (
        <Link
          href={patientPath(p.id, canChange)}
          onFollow={(event) => {
            event.preventDefault();
            open(p);
          }}
        >
          {p.name_with_employer}
        </Link>
      ),
    },
    { id: 'gender', header: 'Gender', cell: (p) => <GenderIcons biological={p.biological_gender_id} identified={p.identified_gender_id} />, width: 100 },
    { id: 'date_of_birth', header: 'Date of birth', cell: (p) => isoToDisplay(p.date_of_birth), width: 140 },
    { id: 'age', header: 'Age', cell: (p) => (p.age === null ? '' : String(p.age)), width: 80 },
    { id: 'blocked', header: 'Status', cell: (p) => (p.blocked ? <Badge color="red">Blocked</Badge> : 'Active'), width: 110 },
  ];
}

/** All Patients (spec 1 §2): server-side search, 10 a page, a row opens the patient. */
export function AllPatientsPage() {
  const can = useCan();
  const navigate = useNavigate();
  const list = usePatientList();
  const canChange = can('change', 'patient');
  const open = (patient: PatientSummary) => void navigate(patientPath(patient.id, canChange));
  const actions = (
    <SpaceBetween direction="horizontal" size="xs">
      {can('add', 'import') && (
        <Button onClick={() => void navigate('/patients/import')} data-testid="patients-import">
          Import Patients
        </Button>
      )}
      {can('add', 'patient') && (
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
          columns={columns(open, canChange)}
          items={list.page.rows}
          loading={list.page.loading}
          loadingText="Loading patients"
          trackBy="id"
          empty={<Box textAlign="center">No patients found</Box>}
          server={{
            pageIndex: list.pageIndex,
            pageSize: PATIENT_PAGE_SIZE,
            total: list.page.count,
            hasNext: Boolean(list.page.next),
            onPrevious: list.onPrevious,
            onNext: list.onNext,
          }}
        />
      </SpaceBetween>
    </ContentLayout>
  );
}
