import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import { useCallback, useMemo, useState } from 'react';
import { formatDate } from '@praktijk/shared/dates';
import { FieldLabel } from '@/components/form/FieldLabel';
import { LockedForm } from '@/components/form/LockedForm';
import { useLockedForm } from '@/components/form/useLockedForm';
import { successToast } from '@/shell/success-toast';
import { type TabStatus } from '@/features/records/types';
import { useReportStatus } from '@/features/records/useReportStatus';
import { newRelationSchema } from './relation-constants';
import { useRelatableSearch } from './useRelatableSearch';
import { type RelationWrites } from './useRelations';

const EMPTY = { to_patient: '', relation_id: '' };

interface AddRelationFormProps {
  patientId: string;
  create: RelationWrites['create']['mutateAsync'];
  relationOptions: SelectProps.Option[];
  onCreated(): void;
  onStatusChange(status: TabStatus): void;
}

/** The add area of the Relations tab: find a patient by full name, pick the relation type, submit. */
export function AddRelationForm({ patientId, create, relationOptions, onCreated, onStatusChange }: AddRelationFormProps) {
  const [filterText, setFilterText] = useState('');
  const [picked, setPicked] = useState<SelectProps.Option | null>(null);
  const search = useRelatableSearch(patientId, filterText);

  const submit = useCallback(
    async (values: typeof EMPTY) => {
      await create({ body: { patient: patientId, ...values } });
      return EMPTY;
    },
    [patientId, create],
  );
  const form = useLockedForm({
    initial: EMPTY,
    submit,
    schema: newRelationSchema,
    lockable: false,
    successToast: successToast('Patient relation', 'created'),
    onSaved: onCreated,
  });
  useReportStatus(form.status, onStatusChange);

  const patientOptions = useMemo(
    () => search.results.map((p) => ({ value: p.id, label: p.name, description: `${p.internal_number} · ${formatDate(p.date_of_birth)}` })),
    [search.results],
  );
  // A Reset empties to_patient: the picked option goes with it.
  const selectedPatient = form.values.to_patient && picked?.value === form.values.to_patient ? picked : null;
  const selectedRelation = relationOptions.find((o) => o.value === form.values.relation_id) ?? null;

  return (
    <LockedForm form={form} testId="add-relation-form">
      <ColumnLayout columns={2}>
        <FormField label={<FieldLabel text="Patient" required />} errorText={form.errorOf('to_patient')} stretch>
          <Select
            data-testid="relation-patient"
            selectedOption={selectedPatient}
            options={patientOptions}
            filteringType="manual"
            filteringPlaceholder="Search by full name"
            filteringAriaLabel="Search patients by full name"
            onLoadItems={({ detail }) => setFilterText(detail.filteringText)}
            statusType={search.status === 'loading' ? 'loading' : search.status === 'error' ? 'error' : 'finished'}
            loadingText="Searching patients"
            errorText="Something went wrong"
            empty={filterText.trim() ? 'No patients found' : 'Type a full name to search'}
            placeholder="Choose a patient"
            ariaLabel="Patient"
            ariaRequired
            invalid={Boolean(form.errorOf('to_patient'))}
            onChange={({ detail }) => {
              setPicked(detail.selectedOption);
              form.setValue('to_patient', detail.selectedOption.value ?? '');
            }}
          />
        </FormField>
        <FormField label={<FieldLabel text="Relation" required />} errorText={form.errorOf('relation_id')} stretch>
          <Select
            data-testid="relation-type"
            selectedOption={selectedRelation}
            options={relationOptions}
            filteringType="auto"
            placeholder="Choose a relation"
            ariaLabel="Relation"
            ariaRequired
            invalid={Boolean(form.errorOf('relation_id'))}
            onChange={({ detail }) => form.setValue('relation_id', detail.selectedOption.value ?? '')}
          />
        </FormField>
      </ColumnLayout>
    </LockedForm>
  );
}
