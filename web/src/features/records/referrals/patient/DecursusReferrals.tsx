import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import { useState } from 'react';
import { FocusingModal } from '@/components/focus/FocusingModal';
import { PatientReferralsSection } from './PatientReferralsSection';

/**
 * The decursus's Referral sub-panel (spec 3 §2): the patient's newest 5 referrals, Add writing one
 * in this note ('CREATE REFERRAL ?', Save and Generate), and the Referrals modal with all of them
 * (date/time, referrer, type, priority, receiving, consulting, print and details; newest first).
 */
export function DecursusReferrals({ patientId, decursusId }: { patientId: string; decursusId: string }) {
  const [all, setAll] = useState(false);
  return (
    <>
      <PatientReferralsSection
        patientId={patientId}
        decursusId={decursusId}
        title="Referral"
        firstPageOnly
        actions={
          <Button onClick={() => setAll(true)} data-testid="decursus-referrals-open">
            Referrals
          </Button>
        }
      />
      <FocusingModal
        visible={all}
        onDismiss={() => setAll(false)}
        header="Referrals"
        size="max"
        closeAriaLabel="Close"
        footer={
          <Box float="right">
            <Button onClick={() => setAll(false)}>Dismiss</Button>
          </Box>
        }
      >
        {all && <PatientReferralsSection patientId={patientId} headingVariant="h3" title="All referrals" readOnly />}
      </FocusingModal>
    </>
  );
}
