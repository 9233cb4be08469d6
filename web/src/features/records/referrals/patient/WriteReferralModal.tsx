import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { Suspense, useState } from 'react';
import { callSecondaryApi, isApiError } from '@/api';
import { FocusingModal } from '@/components/focus/FocusingModal';
import { LetterEditor } from '@/features/letters/editor';
import { LetterTemplatePicker, type PickedTemplate } from '@/features/letters/LetterTemplatePicker';

interface WriteReferralModalProps {
  visible: boolean;
  patientId: string;
  decursusId: string | null;
  /** The reason as the form holds it. */
  reason: string;
  onDone(html: string): void;
  onDismiss(): void;
}

export const TEMPLATE_FILL_FAILED = 'The template could not be filled. Try again.';

/**
 * The 'Write Referral' editor (spec 3 §2): the letters' rich-text editor over the reason, with a
 * picker of the practice's templates of category 'referrals' that fills the chosen one for this
 * patient (and note) on the server. Done hands the text to the form; Dismiss leaves it as it was.
 */
export function WriteReferralModal({ visible, patientId, decursusId, reason, onDone, onDismiss }: WriteReferralModalProps) {
  const [html, setHtml] = useState(reason);
  const [picking, setPicking] = useState(false);
  const [filling, setFilling] = useState(false);
  const [failed, setFailed] = useState(false);
  const [opened, setOpened] = useState(visible);
  // Each opening starts from the form's reason.
  if (visible !== opened) {
    setOpened(visible);
    if (visible) setHtml(reason);
  }

  const fill = async (template: PickedTemplate) => {
    setPicking(false);
    setFilling(true);
    setFailed(false);
    try {
      const query = decursusId ? { patient: patientId, decursus: decursusId } : { patient: patientId };
      setHtml((await callSecondaryApi('letterTemplateToHtml', { params: { id: template.id }, query })).html);
    } catch (error) {
      if (!(isApiError(error) && error.redirected)) setFailed(true);
    } finally {
      setFilling(false);
    }
  };

  return (
    <>
      <FocusingModal
        visible={visible && !picking}
        onDismiss={onDismiss}
        header="Write Referral"
        size="large"
        closeAriaLabel="Close"
        footer={
          <Box float="right">
            <SpaceBetween direction="horizontal" size="xs">
              <Button onClick={onDismiss} data-testid="write-referral-dismiss">
                Dismiss
              </Button>
              <Button variant="primary" onClick={() => onDone(html)} disabled={filling} data-testid="write-referral-done">
                Done
              </Button>
            </SpaceBetween>
          </Box>
        }
      >
        <SpaceBetween size="s">
          <Button onClick={() => setPicking(true)} disabled={filling} data-testid="write-referral-templates">
            Templates
          </Button>
          {failed && <Alert type="error">{TEMPLATE_FILL_FAILED}</Alert>}
          {filling ? (
            <Spinner size="large" />
          ) : (
            <Suspense fallback={<Spinner size="large" />}>
              <LetterEditor value={html} onChange={setHtml} ariaLabel="Reason" height={420} />
            </Suspense>
          )}
        </SpaceBetween>
      </FocusingModal>
      <LetterTemplatePicker visible={picking} category="referrals" onPick={(template) => void fill(template)} onDismiss={() => setPicking(false)} />
    </>
  );
}
