import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { measurementsKind } from '@praktijk/shared/record-kinds';
import { useCan } from '@/auth/permissions';
import { queryKeyOf } from '@/query/api-query';
import { usePagedRecordKind } from '@/query/paged-record-kind';
import { ChartButton } from './chart/ChartButton';
import { type HealthSectionProps } from '../health-section';
import { HealthRecordList } from '../HealthRecordList';
import { AddMeasurementsForm } from './measurements/AddMeasurementsForm';
import { MEASUREMENTS_COLUMNS, type MeasurementsRecord, measurementsRowLabel } from './measurements/measurements-columns';
import { useCatalogueDefaults } from './vitals/useCatalogueDefaults';
import { useMayDelete } from './vitals/useMayDelete';

/** The Measurements sub-tab and consultation card (spec 2 §2, spec 3 §2): the add form, the list newest first and the chart pop-up. */
export function MeasurementsSection({ patientId, decursusId, headingVariant, onStatusChange }: HealthSectionProps) {
  const can = useCan();
  const mayDelete = useMayDelete('measurements');
  const list = usePagedRecordKind<MeasurementsRecord>(measurementsKind, patientId, {
    decursusId,
    alsoStale: [queryKeyOf('getMeasurementsChart', { params: { id: patientId } })],
  });
  const create = list.create?.mutateAsync;
  const canAdd = can('add', 'measurements') && create !== undefined;
  // Read as the list opens, so the add form opens prefilled.
  const defaults = useCatalogueDefaults();

  return (
    <HealthRecordList<MeasurementsRecord>
      testId="measurements"
      title="Measurements"
      headingVariant={headingVariant}
      thing="measurements"
      noticeThing="Patient measurements"
      list={list}
      columns={MEASUREMENTS_COLUMNS}
      dateOf={(m) => m.measurement_date}
      rowLabel={measurementsRowLabel}
      canDelete={mayDelete}
      actions={<ChartButton testId="measurements" operation="getMeasurementsChart" patientId={patientId} title="Measurements" subject="Measurements" />}
      addForm={
        canAdd
          ? ({ onCreated }) =>
              defaults.settled ? (
                <AddMeasurementsForm create={create} onCreated={onCreated} onStatusChange={onStatusChange} headingVariant={headingVariant} />
              ) : (
                <StatusIndicator type="loading">Loading</StatusIndicator>
              )
          : undefined
      }
    />
  );
}
