import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import { PATIENT_STORED_LABELS } from '@praktijk/shared/schemas/field-labels';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@/query/api-query';
import { FormTextField } from '@/components/form/FormTextField';
import { ValuePair } from '@/components/form/ValuePair';
import { FormCatalogueSelect } from '@/components/form/fields/FormCatalogueSelect';
import { FormCheckboxField } from '@/components/form/fields/FormCheckboxField';
import { FormDateField } from '@/components/form/fields/FormDateField';
import { FormSelectField } from '@/components/form/fields/FormSelectField';
import { EmployerField } from './EmployerField';
import { type PatientForm, patientField } from './form-fields';
import { NameField } from './text-fields';

const NO_OPTIONS: { value: string; label: string }[] = [];
const INTERNAL_NUMBER = PATIENT_STORED_LABELS.internal_number.label;

/** Without the list the field only offers '-'; a 401/403 is already handled by the client. */
function usePhysicianOptions() {
  const { data } = useQuery({ ...apiQuery('listPhysicians'), select: (list) => list.map((p) => ({ value: p.id, label: p.name })) });
  return data ?? NO_OPTIONS;
}

export interface PersonalSectionProps {
  form: PatientForm;
  /** Shown read-only on an existing patient (the server assigns it). */
  internalNumber?: string;
  /** The test-patient flag is shown to superusers (staff) only. */
  showTestPatient: boolean;
}

/** Personal information (spec 2 §3): names, birth, genders, origin, work and the related physician. */
export function PersonalSection({ form, internalNumber, showTestPatient }: PersonalSectionProps) {
  const physicians = usePhysicianOptions();
  return (
    <ColumnLayout columns={3}>
      {internalNumber !== undefined &&
        (form.viewOnly ? (
          <ValuePair label={INTERNAL_NUMBER} value={internalNumber} field="internal_number" />
        ) : (
          <FormField label={INTERNAL_NUMBER} stretch>
            <Input value={internalNumber} readOnly ariaLabel={INTERNAL_NUMBER} data-testid="field-internal_number" />
          </FormField>
        ))}
      <FormCatalogueSelect form={form} {...patientField('title_id')} catalogue="titles" />
      <NameField form={form} {...patientField('first_name')} required />
      <NameField form={form} {...patientField('surname')} required />
      <FormDateField form={form} {...patientField('date_of_birth')} required description="DD-MM-YYYY" />
      <NameField form={form} {...patientField('birth_place')} />
      <FormCatalogueSelect form={form} {...patientField('biological_gender_id')} catalogue="biological_genders" required />
      <FormCatalogueSelect form={form} {...patientField('identified_gender_id')} catalogue="identified_genders" />
      <FormCatalogueSelect form={form} {...patientField('marital_status_id')} catalogue="marital_statuses" />
      <FormCatalogueSelect form={form} {...patientField('ethnicity_id')} catalogue="ethnicities" />
      <FormCatalogueSelect form={form} {...patientField('proclaimed_ethnicity_id')} catalogue="ethnicities" />
      <FormCatalogueSelect form={form} {...patientField('nationality_id')} catalogue="nationalities" />
      <FormTextField form={form} {...patientField('profession')} />
      <EmployerField form={form} />
      <FormSelectField form={form} {...patientField('primary_physician_id')} options={physicians} />
      <FormCheckboxField form={form} {...patientField('twin')} />
      {showTestPatient && <FormCheckboxField form={form} {...patientField('testpatient')} />}
    </ColumnLayout>
  );
}
