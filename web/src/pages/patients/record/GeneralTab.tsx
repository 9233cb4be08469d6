import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { callApi } from '@/api';
import { useCurrentUser } from '@/auth/current-user';
import { useCan } from '@/auth/permissions';
import { LockedForm } from '@/components/form/LockedForm';
import { combinedStatus } from '@/components/form/tab-indicator';
import { type Version } from '@/components/form/locked-form-state';
import { useLockedForm } from '@/components/form/useLockedForm';
import { patientUpdateFormSchema } from '../general/patient-form-schema';
import { type PatientFormValues, valuesFromPatient } from '../general/patient-form-values';
import { PatientFields } from '../general/PatientFields';
import { PATIENT_TOASTS } from '../patient-toasts';
import { MemoForm } from '@/features/memo/MemoForm';
import { type PatientTabProps, type TabStatus } from '@/features/records/types';

/** General (spec 2 §2): the demographics form, locked until Unlock (change on patient), and the memo. */
export function GeneralTab({ patient, onPatientChanged, onStatusChange }: PatientTabProps) {
  const can = useCan();
  const { state } = useCurrentUser();
  const isStaff = state.status === 'ready' && state.user.is_staff;
  const initial = useMemo(() => valuesFromPatient(patient), [patient]);
  const schema = useMemo(() => patientUpdateFormSchema(patient.consistency_token), [patient.consistency_token]);
  const submit = useCallback(
    async (values: PatientFormValues, version: Version) => {
      // The token of the version the values rest on: a newer one on the server answers 409 (non_field_errors).
      const body = patientUpdateFormSchema(version ?? patient.consistency_token).parse(values);
      const saved = await callApi('updatePatient', { params: { id: patient.id }, body });
      onPatientChanged(saved);
      return valuesFromPatient(saved);
    },
    [patient.id, patient.consistency_token, onPatientChanged],
  );
  // Without change on patient the demographics show as text (spec 2 §6: the permission enables unlock and submit).
  const form = useLockedForm<PatientFormValues>({
    initial,
    version: patient.consistency_token,
    submit,
    schema,
    successToast: PATIENT_TOASTS.updated,
    viewOnly: !can('change', 'patient'),
  });
  const [memoStatus, setMemoStatus] = useState<TabStatus>('clean');
  const status = combinedStatus([form.status, memoStatus]);
  useEffect(() => onStatusChange(status), [status, onStatusChange]);

  return (
    <SpaceBetween size="l">
      {can('view', 'memo') && (
        <Container header={<Header variant="h2">Memo</Header>}>
          {/* Its own test ids: the Memo tab, once opened, stays mounted beside it with the memo too. */}
          <MemoForm patientId={patient.id} onStatusChange={setMemoStatus} testId="general-memo-form" />
        </Container>
      )}
      <LockedForm form={form} testId="general-form" header={<Header variant="h2">General</Header>}>
        <PatientFields form={form} internalNumber={patient.internal_number} showTestPatient={isStaff} sectionLevel="h3" />
      </LockedForm>
    </SpaceBetween>
  );
}
