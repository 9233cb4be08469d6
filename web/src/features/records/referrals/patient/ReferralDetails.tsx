import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { formatDate } from '@praktijk/shared/dates';
import { REFERRAL_TEXT_MAX, type Referral } from '@praktijk/shared/records/referrals';
import { useState } from 'react';
import { callApi, isApiError } from '@/api';
import { useCan } from '@/auth/permissions';
import { FocusingModal } from '@/components/focus/FocusingModal';
import { HtmlFrame } from '@/features/letters/patient-letters/HtmlFrame';
import { useNotifications } from '@/shell/notifications';

interface ReferralDetailsProps {
  referral: Referral;
  onChanged(referral: Referral): void;
  onDismiss(): void;
}

export const referralStatus = (referral: Pick<Referral, 'processed_date'>) =>
  referral.processed_date ? `Processed on ${formatDate(referral.processed_date)}` : 'Unprocessed';

/**
 * A referral's details (spec 3 §2 "details showing the reason as HTML"): the reason in a sandboxed
 * frame, and with can_change the two changes the spec names (spec 1 §3): marking it processed
 * (today) or unprocessed again, and naming the consulting doctor. Each goes on the referral's token.
 */
export function ReferralDetails({ referral, onChanged, onDismiss }: ReferralDetailsProps) {
  const can = useCan();
  const { notify } = useNotifications();
  const [doctor, setDoctor] = useState(referral.consulting_doctor);
  const [busy, setBusy] = useState(false);
  const canChange = can('change', 'referral');

  const change = async (write: () => Promise<Referral>) => {
    setBusy(true);
    try {
      onChanged(await write());
    } catch (error) {
      if (!(isApiError(error) && error.redirected)) notify({ type: 'error', header: 'Error', content: 'Something went wrong' });
    } finally {
      setBusy(false);
    }
  };
  const token = referral.consistency_token;
  const process = (processed_date?: null) =>
    change(() =>
      callApi('processReferral', { params: { id: referral.id }, body: { consistency_token: token, ...(processed_date === null ? { processed_date } : {}) } }),
    );
  const saveDoctor = () =>
    change(() => callApi('updateReferralDoctor', { params: { id: referral.id }, body: { consulting_doctor: doctor, consistency_token: token } }));

  return (
    <FocusingModal
      visible
      onDismiss={onDismiss}
      header={`Referral of ${formatDate(referral.created)}`}
      size="large"
      closeAriaLabel="Close"
      footer={
        <Box float="right">
          <Button onClick={onDismiss}>Close</Button>
        </Box>
      }
    >
      <SpaceBetween size="m">
        <ColumnLayout columns={3} variant="text-grid">
          <Box>
            <Box variant="awsui-key-label">Status</Box>
            <span data-testid="referral-status">{referralStatus(referral)}</span>
          </Box>
          <Box>
            <Box variant="awsui-key-label">Consults</Box>
            {referral.consults}
          </Box>
          <Box>
            <Box variant="awsui-key-label">Receiving provider</Box>
            {referral.receiving || 'n/a'}
          </Box>
        </ColumnLayout>
        {canChange && (
          <SpaceBetween direction="horizontal" size="xs" alignItems="end">
            {referral.processed_date ? (
              <Button onClick={() => void process(null)} loading={busy} data-testid="referral-unprocess">
                Mark unprocessed
              </Button>
            ) : (
              <Button onClick={() => void process()} loading={busy} data-testid="referral-process">
                Mark processed
              </Button>
            )}
            <FormField label="Consulting doctor">
              <Input
                value={doctor}
                onChange={({ detail }) => setDoctor(detail.value.slice(0, REFERRAL_TEXT_MAX))}
                ariaLabel="Consulting doctor"
                data-testid="referral-doctor"
              />
            </FormField>
            <Button onClick={() => void saveDoctor()} disabled={busy || doctor === referral.consulting_doctor} data-testid="referral-doctor-save">
              Save doctor
            </Button>
          </SpaceBetween>
        )}
        {referral.reason ? (
          <HtmlFrame html={referral.reason} title="Reason" height={360} testId="referral-reason" />
        ) : (
          <Box color="text-status-inactive">n/a</Box>
        )}
      </SpaceBetween>
    </FocusingModal>
  );
}
