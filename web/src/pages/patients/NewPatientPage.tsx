import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { callApi } from '@/api';
import { useCurrentUser } from '@/auth/current-user';
import { LockedForm } from '@/components/form/LockedForm';
import { useLockedForm } from '@/components/form/useLockedForm';
import { newPatientFormSchema } from './general/patient-form-schema';
import { EMPTY_PATIENT, type PatientFormValues, valuesFromPatient } from './general/patient-form-values';
import { PatientFields } from './general/PatientFields';
import { PATIENT_TOASTS } from './patient-toasts';

/** New Patient (spec 2 §2): the demographics form, open from the start; then the new patient's edit screen. */
export function NewPatientPage() {
  const navigate = useNavigate();
  const { state } = useCurrentUser();
  const isStaff = state.status === 'ready' && state.user.is_staff;
  const submit = useCallback(
    async (values: PatientFormValues) => {
      const created = await callApi('createPatient', { body: newPatientFormSchema.parse(values) });
      void navigate(`/patients/${created.id}/edit`);
      return valuesFromPatient(created);
    },
    [navigate],
  );
  const form = useLockedForm<PatientFormValues>({
    initial: EMPTY_PATIENT,
    submit,
    schema: newPatientFormSchema,
    lockable: false,
    successToast: PATIENT_TOASTS.created,
  });
  return (
    <ContentLayout header={<Header variant="h1">New Patient</Header>}>
      <LockedForm form={form} testId="new-patient-form">
        <PatientFields form={form} showTestPatient={isStaff} sectionLevel="h2" />
      </LockedForm>
    </ContentLayout>
  );
}
