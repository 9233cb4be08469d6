import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { formatDateTime } from '@praktijk/shared/dates';
import { type PagedColumn, PagedTable } from '@/components/table/PagedTable';
import { apiQuery } from '@/query/api-query';
import { LogChanges } from './LogChanges';
import { type LogEntry, type LogNames, logPager, logTypeWord, modelLabel, shownChanges } from './log-format';
import './logs.css';
import { useLogNames } from './useLogNames';
import { LOG_PAGE_SIZE, useLogPage } from './useLogPage';

const ALL = { value: '', label: 'All models' };
const ONLY_ALL = [ALL];

/** A value with its name in words beneath it, when there is one that says more. */
function WithName({ value, name }: { value: string; name: string | null }) {
  return (
    <div>
      <span className="praktijk-log-id" title={value}>
        {value}
      </span>
      {name && name !== value && (
        <Box variant="small" color="text-body-secondary" display="block">
          {name}
        </Box>
      )}
    </div>
  );
}

/**
 * The columns of spec 3 §2: created, model name, object id, log type, username and the changes.
 * Beside the object id stands the object's name where the entry has one (the patient, a relation's
 * other patient), and beside the username the user's name, so the ids are there without being all
 * a reader gets.
 */
function logColumns(names: LogNames): PagedColumn<LogEntry>[] {
  return [
    { id: 'created', header: 'Created', cell: (e) => <span className="praktijk-nowrap">{formatDateTime(e.created)}</span>, width: 150 },
    { id: 'model_name', header: 'Model name', cell: (e) => modelLabel(e.model_name), width: 110 },
    { id: 'object_id', header: 'Object id', cell: (e) => <WithName value={e.object_id} name={e.object_name} />, width: 190 },
    {
      id: 'log_type',
      header: 'Log type',
      cell: (e) => (
        <span title={logTypeWord(e.log_type)} aria-label={logTypeWord(e.log_type)} data-testid="log-type">
          {e.log_type}
        </span>
      ),
      width: 80,
    },
    { id: 'username', header: 'Username', cell: (e) => <WithName value={e.username} name={e.user_name} />, width: 190 },
    {
      id: 'changes',
      header: 'Changes',
      cell: (e) => {
        const changes = shownChanges(e, names);
        return changes.length ? <LogChanges changes={changes} /> : '';
      },
      minWidth: 260,
    },
  ];
}

/** Manage > Logs (spec 3 §2): the patient's audit log, 10 a page, optionally of one model. */
export function LogsTable({ patientId }: { patientId: string }) {
  const [model, setModel] = useState('');
  const page = useLogPage(patientId, model);
  const columns = logColumns(useLogNames(page.rows, page.patientNames));
  // Without the list the filter still offers 'All models': no need to report a failure.
  const { data: modelOptions = ONLY_ALL } = useQuery({
    ...apiQuery('listLogTypes', { params: { id: patientId } }),
    select: (types) => [ALL, ...types.map((t) => ({ value: t.model, label: t.label }))],
  });

  const selected = useMemo(() => modelOptions.find((o) => o.value === model) ?? ALL, [modelOptions, model]);

  return (
    <SpaceBetween size="m">
      {page.failed && (
        <Alert type="error" header="Error">
          Something went wrong
        </Alert>
      )}
      <PagedTable
        testId="logs-table"
        ariaLabel="Logs"
        columns={columns}
        items={page.rows}
        loading={page.loading}
        loadingText="Loading logs"
        trackBy="id"
        empty={
          <Box textAlign="center" color="inherit">
            No logs
          </Box>
        }
        server={{
          pageIndex: page.pageIndex,
          pageSize: LOG_PAGE_SIZE,
          ...logPager(page.pageIndex, LOG_PAGE_SIZE, page.count, page.next, page.countAtLeast),
          onNext: page.onNext,
          onPrevious: page.onPrevious,
        }}
        header={
          <Header
            variant="h2"
            actions={
              <FormField label="Model name">
                <Select
                  selectedOption={selected}
                  options={modelOptions}
                  ariaLabel="Filter by model name"
                  data-testid="logs-model-filter"
                  onChange={({ detail }) => {
                    setModel(detail.selectedOption.value ?? '');
                    page.restart();
                  }}
                />
              </FormField>
            }
          >
            Logs
          </Header>
        }
      />
    </SpaceBetween>
  );
}
