import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { vaccinationKind } from '@praktijk/shared/record-kinds';
import { VACCINATIONS_PAGE_SIZE } from '@praktijk/shared/records/vaccinations';
import { useCan } from '@/auth/permissions';
import { usePagedRecordKind } from '@/query/paged-record-kind';
import { type HealthSectionProps } from '../health-section';
import { HealthRecordList } from '../HealthRecordList';
import { useCatalogueDefaults } from '../health/vitals/useCatalogueDefaults';
import { useMayDelete } from '../health/vitals/useMayDelete';
import { AddVaccinationForm } from './vaccinations/AddVaccinationForm';
import { type Vaccination, VACCINATION_COLUMNS, vaccinationRowLabel } from './vaccinations/vaccination-columns';

/** The start date: the delete overlay's 'DELETE VACCINATION ON <date>'. */
const startOf = (vaccination: Vaccination) => vaccination.start ?? vaccination.created;

/**
 * The Vaccinations sub-tab of the Treatments tab (spec 2 §2) and consultation card (spec 3 §2): the
 * patient's vaccinations, newest first, 10 a page (spec 2 §9); Add with add on vaccinations. The
 * delete button carries no permission of its own (spec 2 §6): it shows where the server allows the
 * delete, for whoever may delete vaccinations and for the author of a record. Inside a consultation
 * a new vaccination carries its decursus; outside one it goes through the administration route.
 */
export function VaccinationsSection({ patientId, decursusId, headingVariant, onStatusChange }: HealthSectionProps) {
  const can = useCan();
  const list = usePagedRecordKind<Vaccination>(vaccinationKind, patientId, {
    decursusId,
    enabled: can('view', 'vaccination'),
    pageSize: VACCINATIONS_PAGE_SIZE,
  });
  const create = can('add', 'vaccination') ? list.create?.mutateAsync : undefined;
  // The server's rule (deleteRule 'authorOrPermission'): delete on vaccinations, or the record's author with add.
  const canDelete = useMayDelete('vaccination');
  // Read as the list opens, so the add form opens prefilled.
  const defaults = useCatalogueDefaults();

  return (
    <HealthRecordList<Vaccination>
      testId="vaccinations"
      title="Vaccinations"
      headingVariant={headingVariant}
      thing="vaccination"
      noticeThing="Vaccination"
      list={list}
      columns={VACCINATION_COLUMNS}
      dateOf={startOf}
      rowLabel={vaccinationRowLabel}
      canDelete={canDelete}
      addForm={
        create
          ? ({ onCreated }) =>
              defaults.settled ? (
                <AddVaccinationForm create={create} onCreated={onCreated} onStatusChange={onStatusChange} headingVariant={headingVariant} />
              ) : (
                <StatusIndicator type="loading">Loading</StatusIndicator>
              )
          : undefined
      }
      empty="No vaccinations"
      // Names of vaccines, dosage forms and routes run to several words: they wrap, so the eight columns fit at 1440.
      wrapLines
    />
  );
}
