import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { MEDICAL_CARD_DESCRIPTION_MAX, MEDICAL_CARD_TITLE_MAX, type MedicalCard } from '@praktijk/shared/records/medicalcards';
import { useState } from 'react';
import { isApiError } from '@/api';
import { FocusingModal } from '@/components/focus/FocusingModal';
import { useNotifications } from '@/shell/notifications';

/**
 * A card's title and description (can_change), saved on the token the card was read with: a card
 * changed meanwhile by someone else is not overwritten ('Error' and the server's reason).
 */
export function EditCardModal({
  card,
  onSave,
  onClose,
}: {
  card: MedicalCard;
  onSave(change: { title: string; description: string }): Promise<unknown>;
  onClose(): void;
}) {
  const { notify } = useNotifications();
  const [title, setTitle] = useState(card.title);
  const [description, setDescription] = useState(card.description);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const changed = title !== card.title || description !== card.description;

  const save = async () => {
    setBusy(true);
    try {
      await onSave({ title, description });
      notify({ type: 'success', header: 'Card Updated', content: 'Card was updated successfully' });
      onClose();
    } catch (error) {
      if (isApiError(error) && error.redirected) return;
      setErrors(isApiError(error) ? error.fieldErrors : {});
      const reason = isApiError(error) && error.status === 409 ? 'The card was changed by someone else. Close and open it again.' : 'Something went wrong';
      notify({ type: 'error', header: 'Error', content: reason });
    } finally {
      setBusy(false);
    }
  };

  return (
    <FocusingModal
      visible
      onDismiss={() => {
        if (!busy) onClose();
      }}
      header="Edit card"
      closeAriaLabel="Close"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button variant="primary" onClick={() => void save()} loading={busy} disabled={!changed} data-testid="medicalcard-save">
              Save
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (changed) void save();
        }}
      >
        <Form>
          <SpaceBetween size="m">
            <FormField label="Title" errorText={errors.title?.join(' ')}>
              <Input value={title} onChange={({ detail }) => setTitle(detail.value.slice(0, MEDICAL_CARD_TITLE_MAX))} data-testid="medicalcard-title" />
            </FormField>
            <FormField label="Description" errorText={errors.description?.join(' ')}>
              <Textarea
                value={description}
                onChange={({ detail }) => setDescription(detail.value.slice(0, MEDICAL_CARD_DESCRIPTION_MAX))}
                rows={4}
                data-testid="medicalcard-description"
              />
            </FormField>
          </SpaceBetween>
        </Form>
      </form>
    </FocusingModal>
  );
}
