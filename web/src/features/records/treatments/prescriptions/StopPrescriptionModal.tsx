import { prescriptionKind } from '@praktijk/shared/record-kinds';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { prescriptionStopSchema } from '@praktijk/shared/records/prescriptions';
import { useState } from 'react';
import { isApiError } from '@/api/errors';
import { DELETE_FAILED_TOAST } from '@/components/confirm/delete-title';
import { FocusingModal } from '@/components/focus/FocusingModal';
import { FieldLabel } from '@/components/form/FieldLabel';
import { useNotifications } from '@/shell/notifications';
import { type Prescription, STOPPED_TOAST, stopTitle } from './prescription-columns';

const REASON = prescriptionKind.labels.stoppage_reason.label;

export interface StopPrescriptionModalProps {
  /** The prescription to stop; none hides the overlay. */
  prescription: Prescription | undefined;
  /** Sends the stop (PATCH prescriptions/{id}/ with the reason and the row's token). */
  stop(prescription: Prescription, reason: string): Promise<unknown>;
  onClose(): void;
}

/**
 * The stop overlay of spec 2 §2, §4: 'STOP PRESCRIPTION ON {date}' asking for the stoppage reason
 * (required, spec 2 §5). The server's messages land under the reason or above it; any other
 * failure closes the overlay with the danger notice 'Error' / 'Something went wrong' (spec 2 §8).
 */
export function StopPrescriptionModal({ prescription, stop, onClose }: StopPrescriptionModalProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const { notify } = useNotifications();

  const close = () => {
    setReason('');
    setError(undefined);
    setProblem(undefined);
    onClose();
  };
  const confirm = async () => {
    if (!prescription || busy) return;
    const checked = prescriptionStopSchema.shape.stoppage_reason.safeParse(reason);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setBusy(true);
    try {
      await stop(prescription, checked.data);
      notify({ type: 'success', ...STOPPED_TOAST });
      close();
    } catch (failure) {
      if (isApiError(failure) && failure.redirected) return close();
      if (isApiError(failure) && failure.status === 400 && (failure.fieldError('stoppage_reason') || failure.nonFieldErrors.length)) {
        setError(failure.fieldError('stoppage_reason'));
        setProblem(failure.nonFieldErrors.join(' ') || undefined);
        return;
      }
      notify({ ...DELETE_FAILED_TOAST });
      close();
    } finally {
      setBusy(false);
    }
  };

  return (
    <FocusingModal
      visible={prescription !== undefined}
      onDismiss={() => {
        if (!busy) close();
      }}
      header={prescription ? stopTitle(prescription) : ''}
      closeAriaLabel="Close"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={close} disabled={busy} data-testid="confirm-stop-cancel">
              Cancel
            </Button>
            <Button variant="primary" onClick={() => void confirm()} loading={busy} data-testid="confirm-stop-confirm">
              Stop
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">
        {prescription && <Box variant="p">{prescription.full_medication}</Box>}
        {problem && (
          <Alert type="error" header="The prescription was not stopped">
            {problem}
          </Alert>
        )}
        <FormField label={<FieldLabel text={REASON} required />} errorText={error} stretch>
          <Textarea
            value={reason}
            onChange={({ detail }) => {
              setReason(detail.value);
              setError(undefined);
            }}
            ariaLabel={REASON}
            ariaRequired
            invalid={Boolean(error)}
            rows={3}
            data-testid="field-stoppage_reason"
          />
        </FormField>
      </SpaceBetween>
    </FocusingModal>
  );
}
