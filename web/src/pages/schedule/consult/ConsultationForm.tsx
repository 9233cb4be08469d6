import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import { CONSULTATION_AUTOSAVE_MS, type Consultation, consultationUpdateSchema } from '@praktijk/shared/schemas/consultations';
import { useCallback, useMemo } from 'react';
import { useCan } from '../../../auth/permissions';
import { LockedForm } from '../../../components/form/LockedForm';
import { useLockedForm } from '../../../components/form/useLockedForm';
import { successToast } from '../../patients/record/tabs/common/success-toast';
import { type ConsultationWrites } from '../consultation-query';
import { type ConsultationFormValues, valuesFromConsultation } from '../form/consultation-form';
import { ConsultationFields } from '../form/ConsultationFields';
import { useConsultationOptions } from '../form/useConsultationOptions';
import { useAutosave } from './autosave';

/** The form's own check: PUT's fields, the token being the workspace's to add. */
const formSchema = consultationUpdateSchema.omit({ consistency_token: true });
const UPDATED = successToast('Consultation', 'updated');

/**
 * The consultation form of the consultation screen (spec 3 §2, §4): locked until Unlock (change
 * on consultation), saved after 1000 ms of quiet or by Submit with the current token, re-locked
 * after each save. A 409 shows in the form's banner like every other form's.
 */
export function ConsultationForm({ consultation, writes }: { consultation: Consultation; writes: ConsultationWrites }) {
  const can = useCan();
  const options = useConsultationOptions(consultation.patient_id, consultation.reason_type ?? '');
  const initial = useMemo(() => valuesFromConsultation(consultation), [consultation]);
  const submit = useCallback(async (values: ConsultationFormValues) => valuesFromConsultation(await writes.update(values)), [writes]);
  const form = useLockedForm({ initial, submit, schema: formSchema, successToast: UPDATED, viewOnly: !can('change', 'consultation') });
  useAutosave(form, CONSULTATION_AUTOSAVE_MS);
  return (
    <Container header={<Header variant="h2">Consultation</Header>}>
      <LockedForm form={form} testId="consultation-form">
        <ConsultationFields form={form} options={options} />
      </LockedForm>
    </Container>
  );
}
