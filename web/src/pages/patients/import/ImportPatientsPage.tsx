import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { type ImportBatch } from '@praktijk/shared/schemas/import';
import { useState } from 'react';
import { type PagedColumn, PagedTable } from '@/components/table/PagedTable';
import { PatientLink } from '@/features/patients/PatientLink';
import { cutListNote } from './cut-list';
import { useImportBatch } from './useImportBatch';

// Import Patients (spec 3 §2): one .csv file, progress while the job runs, then the Imported and
// Errors lists, the errors file, and Clear. Who may import is the route's to decide (add_import,
// navigation/route-access.ts), once the current user is known: the page itself decides nothing.
type Imported = ImportBatch['success'][number];
type Failed = ImportBatch['errors'][number];
const IMPORTED_COLUMNS: PagedColumn<Imported>[] = [
  { id: 'status', header: 'Status', cell: (row) => row.status, width: 140 },
  // Each imported name opens the patient's record (issue 9.9).
  { id: 'name', header: 'Name', cell: (row) => <PatientLink id={row.id}>{row.name}</PatientLink> },
];
const ERROR_COLUMNS: PagedColumn<Failed>[] = [
  { id: 'row', header: 'Row', cell: (row) => String(row.row), width: 100 },
  { id: 'reason', header: 'Reason', cell: (row) => row.reason },
];

function percent(batch: ImportBatch): number {
  return batch.total_chunks === 0 ? (batch.ready ? 100 : 0) : Math.round((batch.processed_chunks / batch.total_chunks) * 100);
}

export function ImportPatientsPage() {
  const importer = useImportBatch();
  const [files, setFiles] = useState<File[]>([]);
  const { batch } = importer;
  const importing = batch?.status === 'importing';
  const done = batch && !importing;

  return (
    <ContentLayout header={<Header variant="h1">Import Patients</Header>}>
      <SpaceBetween size="l">
        <Container header={<Header variant="h2">Upload</Header>}>
          <SpaceBetween size="m">
            <FormField label="Patients file" errorText={importer.uploadError} constraintText="One .csv file; the columns are those of the New Patient form.">
              <FileUpload
                value={files}
                onChange={({ detail }) => {
                  setFiles(detail.value);
                  importer.clearUploadError();
                }}
                accept=".csv"
                i18nStrings={{
                  uploadButtonText: () => 'Choose file',
                  dropzoneText: () => 'Drop a .csv file to upload',
                  removeFileAriaLabel: (_, name) => `Remove ${name}`,
                  errorIconAriaLabel: 'Error',
                }}
                showFileSize
                data-testid="import-file"
              />
            </FormField>
            <Button
              variant="primary"
              disabled={files.length === 0 || importing || importer.busy}
              loading={importer.busy && !batch}
              onClick={() => {
                const [file] = files;
                if (file) void importer.start(file).then(() => setFiles([]));
              }}
              data-testid="import-start"
            >
              Import
            </Button>
          </SpaceBetween>
        </Container>
        {importer.actionError && (
          <Alert type="error" header="Error">
            {importer.actionError}
          </Alert>
        )}
        {batch && (
          <ProgressBar
            value={percent(batch)}
            label="Progress"
            status={batch.status === 'failed' ? 'error' : batch.ready ? 'success' : 'in-progress'}
            resultText={batch.status === 'failed' ? 'The import failed' : 'Import finished'}
            data-testid="import-progress"
          />
        )}
        {done && (
          <>
            <SpaceBetween direction="horizontal" size="xs">
              <Button
                iconName="download"
                disabled={batch.errors.length === 0 || importer.busy}
                onClick={() => void importer.downloadErrors()}
                data-testid="import-download"
              >
                Download errors
              </Button>
              <Button disabled={importer.busy} onClick={() => void importer.clear()} data-testid="import-clear">
                Clear
              </Button>
            </SpaceBetween>
            <ColumnLayout columns={2}>
              <PagedTable
                testId="import-imported"
                ariaLabel="Imported"
                header={
                  <Header variant="h2" counter={`(${batch.success_count})`} description={cutListNote(batch.success.length, batch.success_count, 'imported')}>
                    Imported
                  </Header>
                }
                columns={IMPORTED_COLUMNS}
                items={batch.success}
                empty={<Box textAlign="center">No records</Box>}
              />
              <PagedTable
                testId="import-errors"
                ariaLabel="Errors"
                header={
                  <Header variant="h2" counter={`(${batch.error_count})`} description={cutListNote(batch.errors.length, batch.error_count, 'errors')}>
                    Errors
                  </Header>
                }
                columns={ERROR_COLUMNS}
                items={batch.errors}
                empty={<Box textAlign="center">No errors</Box>}
              />
            </ColumnLayout>
          </>
        )}
      </SpaceBetween>
    </ContentLayout>
  );
}
