import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { vitalsKind } from '@praktijk/shared/record-kinds';
import { useCan } from '@/auth/permissions';
import { queryKeyOf } from '@/query/api-query';
import { usePagedRecordKind } from '@/query/paged-record-kind';
import { ChartButton } from './chart/ChartButton';
import { type HealthSectionProps } from '../health-section';
import { HealthRecordList } from '../HealthRecordList';
import { AddVitalsForm } from './vitals/AddVitalsForm';
import { useCatalogueDefaults } from './vitals/useCatalogueDefaults';
import { useMayDelete } from './vitals/useMayDelete';
import { VITALS_COLUMNS, type VitalsRecord, vitalsRowLabel } from './vitals/vitals-columns';

/** The Vital Functions sub-tab and consultation card (spec 2 §2, spec 3 §2): the add form, the list newest first and the chart pop-up. */
export function VitalsSection({ patientId, decursusId, headingVariant, onStatusChange }: HealthSectionProps) {
  const can = useCan();
  const mayDelete = useMayDelete('vitals');
  const list = usePagedRecordKind<VitalsRecord>(vitalsKind, patientId, {
    decursusId,
    alsoStale: [queryKeyOf('getVitalsChart', { params: { id: patientId } })],
  });
  const create = list.create?.mutateAsync;
  const canAdd = can('add', 'vitals') && create !== undefined;
  // Read as the list opens, so the add form opens prefilled.
  const defaults = useCatalogueDefaults();

  return (
    <HealthRecordList<VitalsRecord>
      testId="vitals"
      title="Vital Functions"
      headingVariant={headingVariant}
      thing="vitals"
      noticeThing="Patient vitals"
      list={list}
      columns={VITALS_COLUMNS}
      dateOf={(v) => v.vitals_date}
      rowLabel={vitalsRowLabel}
      canDelete={mayDelete}
      actions={<ChartButton testId="vitals" operation="getVitalsChart" patientId={patientId} title="Vital Functions" subject="Vital functions" />}
      addForm={
        canAdd
          ? ({ onCreated }) =>
              defaults.settled ? (
                <AddVitalsForm create={create} onCreated={onCreated} onStatusChange={onStatusChange} headingVariant={headingVariant} />
              ) : (
                <StatusIndicator type="loading">Loading</StatusIndicator>
              )
          : undefined
      }
    />
  );
}
