import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../query/api-query';
import { FormTextField } from '../../../components/form/FormTextField';
import { ValuePair } from '../../../components/form/ValuePair';
import { FormCatalogueSelect } from '../../../components/form/fields/FormCatalogueSelect';
import { FormCheckboxField } from '../../../components/form/fields/FormCheckboxField';
import { FormDateField } from '../../../components/form/fields/FormDateField';
import { FormSelectField } from '../../../components/form/fields/FormSelectField';
import { EmployerField } from './EmployerField';
import { type PatientForm } from './form-fields';
import { NameField } from './text-fields';

const NO_OPTIONS: { value: string; label: string }[] = [];

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
          <ValuePair label="Internal number" value={internalNumber} field="internal_number" />
        ) : (
          <FormField label="Internal number" stretch>
            <Input value={internalNumber} readOnly ariaLabel="Internal number" data-testid="field-internal_number" />
          </FormField>
        ))}
      <FormCatalogueSelect form={form} name="title_id" label="Title" catalogue="titles" />
      <NameField form={form} name="first_name" label="First name" required />
      <NameField form={form} name="surname" label="Surname" required />
      <FormDateField form={form} name="date_of_birth" label="Date of birth" required description="DD-MM-YYYY" />
      <NameField form={form} name="birth_place" label="Birth place" />
      <FormCatalogueSelect form={form} name="biological_gender_id" label="Biological gender" catalogue="biological_genders" required />
      <FormCatalogueSelect form={form} name="identified_gender_id" label="Identified gender" catalogue="identified_genders" />
      <FormCatalogueSelect form={form} name="marital_status_id" label="Marital status" catalogue="marital_statuses" />
      <FormCatalogueSelect form={form} name="ethnicity_id" label="Ethnicity" catalogue="ethnicities" />
      <FormCatalogueSelect form={form} name="proclaimed_ethnicity_id" label="Proclaimed ethnicity" catalogue="ethnicities" />
      <FormCatalogueSelect form={form} name="nationality_id" label="Nationality" catalogue="nationalities" />
      <FormTextField form={form} name="profession" label="Profession" />
      <EmployerField form={form} />
      <FormSelectField form={form} name="primary_physician_id" label="Related physician" options={physicians} />
      <FormCheckboxField form={form} name="twin" label="Twin" />
      {showTestPatient && <FormCheckboxField form={form} name="testpatient" label="Test patient" />}
    </ColumnLayout>
  );
}
