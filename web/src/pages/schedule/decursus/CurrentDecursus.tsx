import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { formatDate } from '@praktijk/shared/dates';
import { DECURSUS_TEXT_FIELDS, type DecursusTextField } from '@praktijk/shared/schemas/decursus';
import { type ReactNode, useState } from 'react';
import { FocusingModal } from '@/components/focus/FocusingModal';
import { DecursusConflict } from './DecursusConflict';
import { DECURSUS_FIELD_LABELS, type IcpcSlot } from './decursus-form';
import { IcpcSlotField } from './IcpcSlotField';
import { type DecursusForm } from './useDecursusForm';

interface CurrentDecursusProps {
  form: DecursusForm;
  date: string;
  canChange: boolean;
  /** Header actions beside Save Decursus (Browse Revisions). */
  actions?: ReactNode;
}

const ICPC_AFTER: Partial<Record<DecursusTextField, IcpcSlot>> = { subjective: 'subjective', evaluation: 'evaluation' };

/** The current decursus (spec 3 §2 right panel): date, the SOEP fields and Comments, ICPC codes, Save Decursus. */
export function CurrentDecursus({ form, date, canChange, actions }: CurrentDecursusProps) {
  const [confirming, setConfirming] = useState(false);
  const { state } = form;
  const readOnly = !canChange;

  const confirm = async () => {
    // The overlay closes either way; a failure shows on the form (spec 3 §8).
    setConfirming(false);
    await form.save();
  };
  // Spec 3 §4: "Dirty and error enable Reset"; "Dirty shows Reset and Save controls".
  const hasErrors = state.nonFieldErrors.length > 0 || Object.values(state.errors).some(Boolean);
  const resettable = form.dirty || hasErrors;

  return (
    <Container
      header={
        <Header
          variant="h2"
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              {actions}
              {canChange && resettable && (
                <Button onClick={form.reset} disabled={form.saving} data-testid="decursus-reset">
                  Reset
                </Button>
              )}
              {canChange && (
                <Button
                  variant="primary"
                  onClick={() => form.validate() && setConfirming(true)}
                  disabled={!form.dirty || form.saving}
                  loading={form.saving}
                  data-testid="decursus-save"
                >
                  Save Decursus
                </Button>
              )}
            </SpaceBetween>
          }
        >
          Decursus
        </Header>
      }
      data-testid="current-decursus"
    >
      <SpaceBetween size="m">
        {state.conflict && (
          <DecursusConflict
            state={state}
            current={state.conflict}
            saving={form.saving}
            onSaveOnTop={() => void form.saveOnTop()}
            onTakeTheirs={() => form.replace(state.conflict!)}
          />
        )}
        {state.nonFieldErrors.length > 0 && !state.conflict && (
          <Alert type="error" data-testid="decursus-errors">
            {state.nonFieldErrors.map((message) => (
              <div key={message}>{message}</div>
            ))}
          </Alert>
        )}
        <FormField label="Date">
          <Input value={formatDate(date)} readOnly data-testid="decursus-date" />
        </FormField>
        {DECURSUS_TEXT_FIELDS.map((field) => {
          const slot = ICPC_AFTER[field];
          const icpcField = slot === 'subjective' ? 'icpc_subjective' : 'icpc_evaluation';
          return (
            <SpaceBetween size="xs" key={field}>
              <FormField label={DECURSUS_FIELD_LABELS[field]} errorText={state.errors[field]} stretch data-testid={`decursus-field-${field}`}>
                <Textarea
                  value={state.values[field]}
                  onChange={({ detail }) => form.edit(field, detail.value)}
                  readOnly={readOnly}
                  rows={field === 'comments' ? 2 : 3}
                  invalid={Boolean(state.errors[field])}
                  data-testid={`decursus-${field}`}
                />
              </FormField>
              {slot && (
                <IcpcSlotField
                  label={DECURSUS_FIELD_LABELS[field]}
                  value={state.values[icpcField]}
                  error={state.errors[`${icpcField}_id`]}
                  disabled={readOnly || form.saving}
                  onChange={(code) => form.pickIcpc(slot, code)}
                  testId={`decursus-icpc-${slot}`}
                />
              )}
            </SpaceBetween>
          );
        })}
      </SpaceBetween>
      <FocusingModal
        visible={confirming}
        // The second click of a double click on Save Decursus lands on the overlay that the first
        // opened: an overlay click does not dismiss this confirmation (Cancel, Close and Escape do).
        onDismiss={({ detail }) => detail.reason !== 'overlay' && setConfirming(false)}
        header="UPDATE DECURSUS ?"
        closeAriaLabel="Close"
        data-testid="decursus-confirm"
        footer={
          <Box float="right">
            <SpaceBetween direction="horizontal" size="xs">
              <Button variant="link" onClick={() => setConfirming(false)}>
                Cancel
              </Button>
              <Button variant="primary" onClick={() => void confirm()} data-testid="decursus-confirm-button">
                Confirm
              </Button>
            </SpaceBetween>
          </Box>
        }
      >
        The changes to this consultation&apos;s decursus are saved as a new version.
      </FocusingModal>
    </Container>
  );
}
