import Checkbox from '@cloudscape-design/components/checkbox';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { patientUpdateSchema } from '@praktijk/shared/schemas/patients';
import { useCallback, useEffect, useMemo } from 'react';
import { callApi } from '@/api';
import { useCan } from '@/auth/permissions';
import { useFieldLabel } from '@/components/form/fields/BoundField';
import { LockedForm } from '@/components/form/LockedForm';
import { ValuePair } from '@/components/form/ValuePair';
import { type Version } from '@/components/form/locked-form-state';
import { useLockedForm } from '@/components/form/useLockedForm';
import { useReferenceCatalogue } from '@/catalogue/useReferenceCatalogue';
import { patientPayload, valuesFromPatient } from '../general/patient-form-values';
import { PATIENT_TOASTS } from '../patient-toasts';
import { type PatientTabProps } from '@/features/records/types';

// Disabilities (spec 2 §2): every disability of the catalogue as a checkbox, in columns of 10,
// saved as disability_ids with the rest of the patient unchanged (change on disability).
const PER_COLUMN = 10;

type DisabilityValues = { disability_ids: string[] };

export function columnsOf<T>(items: readonly T[], perColumn = PER_COLUMN): T[][] {
  const columns: T[][] = [];
  for (let i = 0; i < items.length; i += perColumn) columns.push(items.slice(i, i + perColumn));
  return columns;
}

export function DisabilitiesTab({ patient, onPatientChanged, onStatusChange }: PatientTabProps) {
  const can = useCan();
  const catalogue = useReferenceCatalogue('disabilities');
  const initial = useMemo(() => ({ disability_ids: patient.disability_ids }), [patient.disability_ids]);
  const submit = useCallback(
    async ({ disability_ids }: DisabilityValues, version: Version) => {
      const consistency_token = version ?? patient.consistency_token;
      const body = patientUpdateSchema.parse({ ...patientPayload(valuesFromPatient(patient)), disability_ids, consistency_token });
      const saved = await callApi('updatePatient', { params: { id: patient.id }, body });
      onPatientChanged(saved);
      return { disability_ids: saved.disability_ids };
    },
    [patient, onPatientChanged],
  );
  const form = useLockedForm<DisabilityValues>({
    initial,
    version: patient.consistency_token,
    submit,
    successToast: PATIENT_TOASTS.updated,
    viewOnly: !can('change', 'disability'),
  });
  useFieldLabel(form, 'disability_ids', 'Disabilities');
  useEffect(() => onStatusChange(form.status), [form.status, onStatusChange]);
  const chosen = new Set(form.values.disability_ids);
  const toggle = (id: string, on: boolean) =>
    form.setValue('disability_ids', on ? [...form.values.disability_ids, id] : form.values.disability_ids.filter((d) => d !== id));
  const columns = columnsOf(catalogue.items);

  return (
    <LockedForm form={form} testId="disabilities-form" header={<Header variant="h2">Disabilities</Header>}>
      {catalogue.status === 'loading' ? (
        <Spinner />
      ) : form.viewOnly ? (
        <ValuePair
          label="Disabilities"
          value={catalogue.items
            .filter((item) => chosen.has(item.id))
            .map((item) => item.name)
            .join(', ')}
          field="disability_ids"
        />
      ) : (
        <div role="group" aria-label="Disabilities" data-field="disability_ids">
          <ColumnLayout columns={Math.min(4, Math.max(1, columns.length)) as 1 | 2 | 3 | 4}>
            {columns.map((column) => (
              <SpaceBetween size="xs" key={column[0]?.id}>
                {column.map((item) => (
                  <Checkbox key={item.id} checked={chosen.has(item.id)} readOnly={form.state.locked} onChange={({ detail }) => toggle(item.id, detail.checked)}>
                    {item.name}
                  </Checkbox>
                ))}
              </SpaceBetween>
            ))}
          </ColumnLayout>
        </div>
      )}
    </LockedForm>
  );
}
