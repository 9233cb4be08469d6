import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { attestKind } from '@praktijk/shared/record-kinds';
import { useState } from 'react';
import { useCan } from '@/auth/permissions';
import { type PagedColumn } from '@/components/table/PagedTable';
import { usePagedRecordKind } from '@/query/paged-record-kind';
import { AddAttestForm } from './attests/AddAttestForm';
import { type Attest, attestDateTime, attestRowLabel } from './attests/attest-display';
import { AttestDetailsList, AttestRowActions } from './attests/AttestRowActions';
import { type HealthSectionProps } from '../health-section';
import { HealthRecordList } from '../HealthRecordList';

// The Health tab's Attests (spec 2 §2 "Attests"): Date/Time, Days, Company and actions, newest
// first, 5 a page. A row's details button expands it: the picked dates or the from-until range
// show under its days. Print needs can_execute and is not available yet ('Coming Soon', §9);
// delete needs can_delete; the add form can_add.
export function AttestsSection({ patientId, decursusId, headingVariant, onStatusChange }: HealthSectionProps) {
  const can = useCan();
  const list = usePagedRecordKind<Attest>(attestKind, patientId, { decursusId });
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const columns: PagedColumn<Attest>[] = [
    { id: 'attest_date', header: 'Date/Time', cell: (a) => attestDateTime(a.attest_date) },
    {
      id: 'sum_days',
      header: 'Days',
      cell: (a) =>
        expanded.has(a.id) ? (
          <SpaceBetween size="xs">
            <Box variant="span">{a.sum_days}</Box>
            <AttestDetailsList attest={a} />
          </SpaceBetween>
        ) : (
          String(a.sum_days)
        ),
    },
    { id: 'company_name', header: 'Company', cell: (a) => a.company_name },
  ];

  const create = list.create;
  return (
    <HealthRecordList<Attest>
      testId="attests"
      title="Attests"
      headingVariant={headingVariant}
      thing="attest"
      noticeThing="Patient attest"
      list={list}
      columns={columns}
      dateOf={(a) => a.attest_date}
      rowLabel={attestRowLabel}
      canDelete={() => can('delete', 'attest')}
      rowActions={(a) => <AttestRowActions attest={a} expanded={expanded.has(a.id)} onToggle={() => toggle(a.id)} canPrint={can('execute', 'attest')} />}
      addForm={
        create && can('add', 'attest')
          ? ({ onCreated }) => <AddAttestForm create={(body) => create.mutateAsync(body)} onCreated={onCreated} onStatusChange={onStatusChange} />
          : undefined
      }
    />
  );
}
