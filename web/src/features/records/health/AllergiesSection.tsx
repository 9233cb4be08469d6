import { practiceLocal } from '@praktijk/shared/practice-clock';
import { allergyKind } from '@praktijk/shared/record-kinds';
import { useCan } from '@/auth/permissions';
import { usePagedRecordKind } from '@/query/paged-record-kind';
import { AddAllergyForm } from './allergies/AddAllergyForm';
import { type Allergy, ALLERGY_COLUMNS, allergyRowLabel } from './allergies/allergy-columns';
import { type HealthSectionProps } from '../health-section';
import { HealthRecordList } from '../HealthRecordList';

/** The record's creation day on the practice's clock: the delete overlay's 'DELETE ALLERGY ON <date>'. */
const createdOn = (allergy: Allergy) => practiceLocal(allergy.created);

/**
 * The Allergies sub-tab (spec 2 §2) and consultation card: the patient's allergies, newest first,
 * 5 a page; Add with add on allergies, delete with delete on allergies. Inside a consultation a new
 * allergy carries its decursus.
 */
export function AllergiesSection({ patientId, decursusId, headingVariant, onStatusChange }: HealthSectionProps) {
  const can = useCan();
  const list = usePagedRecordKind<Allergy>(allergyKind, patientId, { decursusId, enabled: can('view', 'allergies') });
  const create = can('add', 'allergies') ? list.create : undefined;
  const canDelete = can('delete', 'allergies');

  return (
    <HealthRecordList<Allergy>
      testId="allergies"
      title="Allergies"
      headingVariant={headingVariant}
      thing="allergy"
      noticeThing="Patient allergy"
      list={list}
      columns={ALLERGY_COLUMNS}
      dateOf={createdOn}
      rowLabel={allergyRowLabel}
      canDelete={() => canDelete}
      addForm={create && (({ onCreated }) => <AddAllergyForm create={create.mutateAsync} onCreated={onCreated} onStatusChange={onStatusChange} />)}
      empty="No allergies"
    />
  );
}
