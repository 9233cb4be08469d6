import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { type Patient } from '@praktijk/shared/schemas/patients';
import { useState } from 'react';
import { callApi, isApiError } from '@/api';
import { useConfirm } from '@/shell/confirm';
import { useNotifications } from '@/shell/notifications';
import { statusChange } from './status-change';

/**
 * Manage > Deactivate Patient (spec 3 §2, §4): after a confirm, the status update with blocked
 * true. A blocked patient gets the opposite action, so a mistake can be undone.
 */
export function DeactivatePatient({ patient, onPatientChanged }: { patient: Patient; onPatientChanged(patient: Patient): void }) {
  const confirm = useConfirm();
  const { notify } = useNotifications();
  const [busy, setBusy] = useState(false);
  const change = statusChange(patient.blocked);

  const run = async () => {
    if (!(await confirm({ title: change.confirmTitle, body: change.confirmBody(patient.name), confirmLabel: change.action }))) return;
    setBusy(true);
    try {
      const saved = await callApi('setPatientStatus', {
        params: { id: patient.id },
        body: { blocked: change.blocked, consistency_token: patient.consistency_token },
      });
      notify({ type: 'success', ...change.toast });
      onPatientChanged(saved);
    } catch (error) {
      if (!(isApiError(error) && error.redirected))
        notify({ type: 'error', header: 'Error', content: isApiError(error) && error.status === 409 ? error.message : 'Something went wrong' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <SpaceBetween size="m">
      <StatusIndicator type={patient.blocked ? 'stopped' : 'success'}>
        {patient.blocked ? 'This patient is deactivated.' : 'This patient is active.'}
      </StatusIndicator>
      <Box>
        <Button variant={patient.blocked ? 'normal' : 'primary'} loading={busy} onClick={() => void run()} data-testid="patient-status-toggle">
          {change.action}
        </Button>
      </Box>
    </SpaceBetween>
  );
}
