import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import { useEffect, useState } from 'react';
import { callApi } from '../../../api';
import { FormTextField } from '../../../components/form/FormTextField';
import { EmployerField } from './EmployerField';
import { CatalogueSelect, FormCheckbox, type PatientForm, RefSelect } from './form-fields';
import { DateInputField, NameField } from './text-fields';

function usePhysicianOptions() {
  const [options, setOptions] = useState<{ value: string; label: string }[]>([]);
  useEffect(() => {
    let active = true;
    callApi('listPhysicians').then(
      (list) => active && setOptions(list.map((p) => ({ value: p.id, label: p.name }))),
      () => undefined, // without the list the field only offers '-'; a 401/403 is already handled by the client
    );
    return () => {
      active = false;
    };
  }, []);
  return options;
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
      {internalNumber !== undefined && (
        <FormField label="Internal number" stretch>
          <Input value={internalNumber} readOnly ariaLabel="Internal number" data-testid="field-internal_number" />
        </FormField>
      )}
      <CatalogueSelect form={form} name="title_id" label="Title" catalogue="titles" />
      <NameField form={form} name="first_name" label="First name" required />
      <NameField form={form} name="surname" label="Surname" required />
      <DateInputField form={form} name="date_of_birth" label="Date of birth" required />
      <NameField form={form} name="birth_place" label="Birth place" />
      <CatalogueSelect form={form} name="biological_gender_id" label="Biological gender" catalogue="biological_genders" required />
      <CatalogueSelect form={form} name="identified_gender_id" label="Identified gender" catalogue="identified_genders" />
      <CatalogueSelect form={form} name="marital_status_id" label="Marital status" catalogue="marital_statuses" />
      <CatalogueSelect form={form} name="ethnicity_id" label="Ethnicity" catalogue="ethnicities" />
      <CatalogueSelect form={form} name="proclaimed_ethnicity_id" label="Proclaimed ethnicity" catalogue="ethnicities" />
      <CatalogueSelect form={form} name="nationality_id" label="Nationality" catalogue="nationalities" />
      <FormTextField form={form} name="profession" label="Profession" />
      <EmployerField form={form} />
      <RefSelect form={form} name="primary_physician_id" label="Related physician" options={physicians} />
      <FormCheckbox form={form} name="twin" label="Twin" />
      {showTestPatient && <FormCheckbox form={form} name="testpatient" label="Test patient" />}
    </ColumnLayout>
  );
}
