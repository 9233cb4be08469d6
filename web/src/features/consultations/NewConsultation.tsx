import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { consultationCreateSchema } from '@praktijk/shared/schemas/consultations';
import { type Patient } from '@praktijk/shared/schemas/patients';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { callApi } from '@/api';
import { useCurrentUser } from '@/auth/current-user';
import { useCan, userHasRole } from '@/auth/permissions';
import { AREA_ROLES } from '@/navigation/route-access';
import { FocusingModal } from '@/components/focus/FocusingModal';
import { LockedForm } from '@/components/form/LockedForm';
import { useLockedForm } from '@/components/form/useLockedForm';
import { queryKeyOf } from '@/query/api-query';
import { useFollow } from '@/shell/use-follow';
import { consultationQuery } from './consultation-query';
import { consultationPath } from '@/navigation/consultation-views';
import { type ConsultationFormValues, newConsultationValues } from './form/consultation-form';
import { ConsultationFields } from './form/ConsultationFields';
import { type ConsultationOptions, useConsultationOptions } from './form/useConsultationOptions';

/**
 * Who may start one here: add on consultation, and the schedule area (its screen, where the new
 * consultation opens, is physicians' only: spec 1 §6). Administration creates consultations for
 * a physician from planning instead.
 */
export function useMayStartConsultation(): boolean {
  const can = useCan();
  const { state } = useCurrentUser();
  const user = state.status === 'ready' ? state.user : undefined;
  return can('add', 'consultation') && AREA_ROLES.schedule.some((role) => userHasRole(user, role));
}

/**
 * The record header's 'New Consultation' (spec 3 §2 "Consultation creation"): the form in a
 * modal. Beside it, 'Open Consultation' when the patient has one of today not yet treated
 * (`current_consult`, spec 1 §3), so a physician who left it finds it again without a schedule.
 */
export function NewConsultationButton({ patient }: { patient: Patient }) {
  const [open, setOpen] = useState(false);
  const follow = useFollow();
  if (!useMayStartConsultation()) return null;
  const current = patient.current_consult;
  return (
    <SpaceBetween direction="horizontal" size="xs">
      {current && (
        <Button href={consultationPath(current.id)} onFollow={follow} data-testid="open-consultation">
          Open Consultation
        </Button>
      )}
      <Button iconName="add-plus" onClick={() => setOpen(true)} data-testid="new-consultation">
        New Consultation
      </Button>
      {open && <NewConsultationModal patient={patient} onDismiss={() => setOpen(false)} />}
    </SpaceBetween>
  );
}

function NewConsultationModal({ patient, onDismiss }: { patient: Patient; onDismiss(): void }) {
  const options = useConsultationOptions(patient.id);
  return (
    <FocusingModal visible header="New Consultation" onDismiss={onDismiss} closeAriaLabel="Close" size="large" data-testid="new-consultation-modal">
      {options.loading ? <Spinner size="large" /> : <NewConsultationForm patient={patient} options={options} onCancel={onDismiss} />}
    </FocusingModal>
  );
}

/**
 * The form (spec 3 §2, §5, §8): reason type and reason required, walk-in, insurance (the one
 * insurance preselected); it starts locked. Submit creates the consultation, with the patient's
 * token as read (a patient changed since is a 409 in the banner), puts the server's field errors
 * on the fields, and opens the new consultation. A second Submit while the first is on its way
 * waits for the same answer: one consultation, however often it is clicked.
 */
function NewConsultationForm({ patient, options, onCancel }: { patient: Patient; options: ConsultationOptions; onCancel(): void }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const inFlight = useRef<Promise<ConsultationFormValues> | null>(null);
  const initial = useMemo(() => newConsultationValues(options.patientInsurances ?? []), [options.patientInsurances]);

  const submit = useCallback(
    (values: ConsultationFormValues) => {
      inFlight.current ??= (async () => {
        try {
          const token = patient.consistency_token;
          const created = await callApi('createConsultation', {
            params: { id: patient.id },
            body: { ...values, episode: { patient: patient.id, consistency_token: token }, consistency_token: token },
          });
          client.setQueryData(consultationQuery(created.id).queryKey, created);
          for (const key of ['getPatient', 'lastConsultation', 'currentConsultation', 'listLogs'] as const)
            void client.invalidateQueries({ queryKey: queryKeyOf(key, { params: { id: patient.id } }) });
          void navigate(consultationPath(created.id));
          return values;
        } finally {
          inFlight.current = null;
        }
      })();
      return inFlight.current;
    },
    [patient.id, patient.consistency_token, client, navigate],
  );
  const form = useLockedForm({ initial, submit, schema: consultationCreateSchema });

  return (
    <LockedForm
      form={form}
      testId="new-consultation-form"
      secondaryActions={
        <Button formAction="none" variant="link" onClick={onCancel}>
          Cancel
        </Button>
      }
    >
      {options.reasonTypes.length === 0 && (
        <Box color="text-status-inactive">The practice has no reason types yet: add them on the account's Consultations tab.</Box>
      )}
      <ConsultationFields form={form} options={options} />
    </LockedForm>
  );
}
