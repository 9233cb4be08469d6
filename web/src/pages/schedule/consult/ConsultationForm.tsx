import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import { CONSULTATION_AUTOSAVE_MS, type Consultation, consultationUpdateSchema } from '@praktijk/shared/schemas/consultations';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useCan } from '@/auth/permissions';
import { sameValue } from '@/components/form/locked-form-state';
import { LockedForm } from '@/components/form/LockedForm';
import { type LockedForm as LockedFormModel, useLockedForm } from '@/components/form/useLockedForm';
import { successToast } from '@/shell/success-toast';
import { type ConsultationWrites } from '@/features/consultations/consultation-query';
import { type ConsultationFormValues, valuesFromConsultation } from '@/features/consultations/form/consultation-form';
import { ConsultationFields } from '@/features/consultations/form/ConsultationFields';
import { useConsultationOptions } from '@/features/consultations/form/useConsultationOptions';
import { editsSince, type FormBase, nextBase, saveToken, useAutosave } from './autosave';

/** The form's own check: PUT's fields, the token being the workspace's to add. */
const formSchema = consultationUpdateSchema.omit({ consistency_token: true });
const UPDATED = successToast('Consultation', 'updated');

const cachedVersion = (consultation: Consultation) => ({ token: consultation.consistency_token, values: valuesFromConsultation(consultation) });

/**
 * The consultation form of the consultation screen (spec 3 §2, §4): locked until Unlock (change
 * on consultation), saved after 1000 ms of quiet or by Submit, re-locked after each save. A 409
 * shows in the form's banner like every other form's (the spec's 'Reload it and make your change
 * again'); Reset then shows the version saved elsewhere.
 */
export function ConsultationForm({ consultation, writes }: { consultation: Consultation; writes: ConsultationWrites }) {
  // Reset after a conflict leaves the form clean on the version it was opened with, which the
  // locked form no longer replaces (it has seen the fresh one come in while it was in error):
  // a new form on the fresh version instead.
  const [generation, setGeneration] = useState(0);
  const reopen = useCallback(() => setGeneration((g) => g + 1), []);
  return <ConsultationFormOnVersion key={generation} consultation={consultation} writes={writes} onStale={reopen} />;
}

function ConsultationFormOnVersion({ consultation, writes, onStale }: { consultation: Consultation; writes: ConsultationWrites; onStale(): void }) {
  const can = useCan();
  const options = useConsultationOptions(consultation.patient_id, consultation.reason_type ?? '');
  const initial = useMemo(() => valuesFromConsultation(consultation), [consultation]);
  // Issue 21 §3: the version the edits are made on, so a save never overwrites another writer.
  const base = useRef<FormBase<ConsultationFormValues>>(cachedVersion(consultation));
  const sent = useRef<ConsultationFormValues>(initial);
  const typed = useRef<ConsultationFormValues>(initial);
  const form = useRef<LockedFormModel<ConsultationFormValues>>(undefined);

  const submit = useCallback(
    async (values: ConsultationFormValues) => {
      sent.current = values;
      const saved = await writes.update(values, (cached) => saveToken(cachedVersion(cached), base.current));
      return valuesFromConsultation(saved);
    },
    [writes],
  );
  // A save re-locks the form with what the server answered; keys typed while it was on its way
  // are put back on top (unlocked, still dirty), and the next quiet second saves them.
  const onSaved = useCallback(() => {
    const edits = editsSince(sent.current, typed.current);
    const current = form.current;
    if (!current || Object.keys(edits).length === 0) return;
    current.unlock();
    for (const [field, value] of Object.entries(edits) as [keyof ConsultationFormValues & string, unknown][]) current.setValue(field, value as never);
  }, []);
  const locked = useLockedForm({ initial, submit, onSaved, schema: formSchema, successToast: UPDATED, viewOnly: !can('change', 'consultation') });
  useAutosave(locked, CONSULTATION_AUTOSAVE_MS);

  const stale = locked.status === 'clean' && !locked.state.submitting && !sameValue(locked.state.initial, initial);
  useEffect(() => {
    form.current = locked;
    typed.current = locked.values;
    base.current = nextBase(base.current, cachedVersion(consultation), locked.state.initial);
    if (stale) onStale();
  });

  return (
    <Container header={<Header variant="h2">Consultation</Header>}>
      <LockedForm form={locked} testId="consultation-form">
        <ConsultationFields form={locked} options={options} />
      </LockedForm>
    </Container>
  );
}
