import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { prescriptionKind } from '@praktijk/shared/record-kinds';
import { PRESCRIPTIONS_PAGE_SIZE, upcomingRepeatsText } from '@praktijk/shared/records/prescriptions';
import { useMemo, useState } from 'react';
import { useCan } from '@/auth/permissions';
import { useApiMutation } from '@/query/api-query';
import { pagedKindStale, usePagedRecordKind } from '@/query/paged-record-kind';
import { type HealthSectionProps } from '../health-section';
import { HealthRecordList } from '../HealthRecordList';
import { useCatalogueDefaults } from '../health/vitals/useCatalogueDefaults';
import { AddPrescriptionForm } from './prescriptions/AddPrescriptionForm';
import {
  allergyOverrideText,
  deleteRepeatsText,
  mayCopy,
  mayPrint,
  mayRemove,
  mayStop,
  type Prescription,
  PRESCRIPTION_COLUMNS,
  prescriptionRowLabel,
} from './prescriptions/prescription-columns';
import { copiedPrescription } from './prescriptions/prescription-form';
import { StopPrescriptionModal } from './prescriptions/StopPrescriptionModal';
import { usePrintPrescription } from './prescriptions/usePrintPrescription';

/**
 * The medication; under it a warning when the prescriber overrode the allergy check, and on an
 * original the repeats still to come (issue 21 §5: the list shows only what is due, so the
 * original names the rest: 'Upcoming repeats: 27-12-2026, 27-01-2027').
 */
function MedicationCell({ prescription }: { prescription: Prescription }) {
  const override = allergyOverrideText(prescription);
  const upcoming = upcomingRepeatsText(prescription.upcoming_repeats);
  if (!override && !upcoming) return <>{prescription.full_medication}</>;
  return (
    <SpaceBetween size="xxs">
      <span>{prescription.full_medication}</span>
      {override && <StatusIndicator type="warning">{override}</StatusIndicator>}
      {upcoming && (
        <Box variant="small" color="text-body-secondary" data-testid="prescription-upcoming-repeats">
          {upcoming}
        </Box>
      )}
    </SpaceBetween>
  );
}
const COLUMNS = PRESCRIPTION_COLUMNS.map((column) =>
  column.id === 'full_medication' ? { ...column, cell: (p: Prescription) => <MedicationCell prescription={p} /> } : column,
);

/** The prescription date: the delete overlay's 'DELETE PRESCRIPTION ON <date>'. */
const dateOf = (prescription: Prescription) => prescription.prescription_date;

/**
 * The Prescriptions and Chronic Prescriptions sub-tabs of the Treatments tab (spec 2 §2) and
 * consultation cards (spec 3 §2): one list each (?is_chronic), newest first by prescription date,
 * 10 a page (spec 2 §9). Add with add on prescription; Stop (active rows) and Copy (stopped rows)
 * with change; Remove with delete. A repeated row is stopped, copied and removed only with the
 * prescription it repeats (spec 2 §4), so it has no actions. Print (execute) saves the PDF of a
 * printable, not-stopped row; the chronic list's Print all, of every such row.
 * Inside a consultation a new prescription carries its decursus; outside one it goes through the
 * administration route.
 */
function PrescriptionList({ isChronic, patientId, decursusId, headingVariant, onStatusChange }: HealthSectionProps & { isChronic: boolean }) {
  const can = useCan();
  const query = useMemo(() => ({ is_chronic: isChronic }), [isChronic]);
  const list = usePagedRecordKind<Prescription>(prescriptionKind, patientId, {
    decursusId,
    enabled: can('view', 'prescription'),
    pageSize: PRESCRIPTIONS_PAGE_SIZE,
    query,
  });
  const create = can('add', 'prescription') ? list.create?.mutateAsync : undefined;
  const mayChange = can('change', 'prescription');
  const canDelete = (p: Prescription) => can('delete', 'prescription') && mayRemove(p);
  const stop = useApiMutation('stopPrescription', { invalidates: () => pagedKindStale(prescriptionKind, patientId) });
  const [stopping, setStopping] = useState<Prescription>();
  const [copying, setCopying] = useState<Prescription>();
  // Read as the list opens, so the add form opens prefilled.
  const defaults = useCatalogueDefaults();
  const testId = isChronic ? 'chronic-prescriptions' : 'prescriptions';
  const title = isChronic ? 'Chronic Prescriptions' : 'Prescriptions';

  const mayExecute = can('execute', 'prescription');
  const { print, printing } = usePrintPrescription();
  const firstPrintable = list.rows.find(mayPrint);
  const rowActions =
    mayChange || mayExecute
      ? (p: Prescription) => (
          // Apart, not glued together as 'PrintStop': a fragment would be one child of the list's row actions.
          <SpaceBetween direction="horizontal" size="xs" alignItems="center">
            {mayExecute && mayPrint(p) && (
              <Button
                variant="inline-link"
                wrapText={false}
                ariaLabel={`Print ${prescriptionRowLabel(p)}`}
                loading={printing === p.id}
                onClick={() => void print(p.id)}
              >
                Print
              </Button>
            )}
            {mayChange && mayStop(p) && (
              <Button variant="inline-link" wrapText={false} ariaLabel={`Stop ${prescriptionRowLabel(p)}`} onClick={() => setStopping(p)}>
                Stop
              </Button>
            )}
            {mayChange && mayCopy(p) && create && (
              <Button variant="inline-link" wrapText={false} ariaLabel={`Copy ${prescriptionRowLabel(p)}`} onClick={() => setCopying(p)}>
                Copy
              </Button>
            )}
          </SpaceBetween>
        )
      : undefined;

  return (
    <SpaceBetween size="m">
      {copying && create && (
        <AddPrescriptionForm
          key={copying.id}
          testId="copy-prescription-form"
          patientId={patientId}
          isChronic={copying.is_chronic}
          create={create}
          copy={{ values: copiedPrescription(copying), medicationName: copying.medication_id ? copying.full_medication : undefined }}
          onCreated={() => setCopying(undefined)}
          onCancel={() => setCopying(undefined)}
          onStatusChange={onStatusChange}
          headingVariant={headingVariant}
        />
      )}
      <HealthRecordList<Prescription>
        testId={testId}
        title={title}
        headingVariant={headingVariant}
        thing="prescription"
        noticeThing="Patient prescription"
        list={list}
        columns={COLUMNS}
        dateOf={dateOf}
        rowLabel={prescriptionRowLabel}
        canDelete={canDelete}
        deleteDetails={(p) => {
          const text = deleteRepeatsText(p);
          return text ? <Box variant="p">{text}</Box> : null;
        }}
        rowActions={rowActions}
        actions={
          isChronic && mayExecute && firstPrintable ? (
            <Button
              iconName="file"
              loading={printing === firstPrintable.id}
              onClick={() => void print(firstPrintable.id, true)}
              data-testid="chronic-prescriptions-print-all"
            >
              Print all
            </Button>
          ) : undefined
        }
        addForm={
          create
            ? ({ onCreated }) =>
                defaults.settled ? (
                  <AddPrescriptionForm
                    patientId={patientId}
                    isChronic={isChronic}
                    create={create}
                    onCreated={onCreated}
                    onStatusChange={onStatusChange}
                    headingVariant={headingVariant}
                  />
                ) : (
                  <StatusIndicator type="loading">Loading</StatusIndicator>
                )
            : undefined
        }
        empty={isChronic ? 'No chronic prescriptions' : 'No prescriptions'}
        // Medications and directions run to several words: they wrap, so the columns fit at 1440.
        wrapLines
      />
      <StopPrescriptionModal
        prescription={stopping}
        stop={(p, reason) => stop.mutateAsync({ params: { id: p.id }, body: { stoppage_reason: reason, consistency_token: p.consistency_token } })}
        onClose={() => setStopping(undefined)}
      />
    </SpaceBetween>
  );
}

/** The Prescriptions sub-tab and card: the prescriptions that are not chronic. */
export const PrescriptionsSection = (props: HealthSectionProps) => <PrescriptionList {...props} isChronic={false} />;
/** The Chronic Prescriptions sub-tab and card. */
export const ChronicPrescriptionsSection = (props: HealthSectionProps) => <PrescriptionList {...props} isChronic />;
