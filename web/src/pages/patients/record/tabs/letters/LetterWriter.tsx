import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { Suspense, useState } from 'react';
import { LetterEditor } from '@/features/letters/editor';
import { LetterTemplatePicker } from '@/features/letters/LetterTemplatePicker';
import { OpenLetterModal } from './OpenLetterModal';
import { type useLetterSave } from './useLetterSave';
import { type LetterWriter as Writer } from './useLetterWriter';
import { SAVE_FAILED_HEADER } from './writer-texts';

export interface LetterPermissions {
  add: boolean;
  change: boolean;
  view: boolean;
}

interface LetterWriterProps {
  patientId: string;
  writer: Writer;
  saver: ReturnType<typeof useLetterSave>;
  may: LetterPermissions;
  onClose(): void;
}

/**
 * The letter editor (spec 3 §2 "Editor", §4 "Letter"): the letter's name, the rich-text editor, Save
 * for an opened letter, Save as, Open File and Templates. A failed save keeps the text and says so,
 * with Retry where trying again can help (issue 24, over spec 3 §8's "only logged").
 */
export function LetterWriter({ patientId, writer, saver, may, onClose }: LetterWriterProps) {
  const [picking, setPicking] = useState<'letter' | 'template'>();
  const { state } = writer;
  const busy = saver.saving || writer.loading;
  const heading = state.letter ? `Letter: ${state.letter.name}` : 'New letter';

  return (
    <Container
      data-testid="letter-writer"
      header={
        <Header
          variant="h2"
          description={writer.dirty ? 'Unsaved changes' : undefined}
          actions={
            <Button onClick={onClose} iconName="close" disabled={saver.saving} data-testid="letter-writer-close">
              Close
            </Button>
          }
        >
          {heading}
        </Header>
      }
    >
      <SpaceBetween size="m">
        {saver.failure && (
          <Alert
            type="error"
            header={SAVE_FAILED_HEADER}
            data-testid="letter-save-failed"
            action={saver.failure.retry && <Button onClick={saver.failure.retry}>Retry</Button>}
            dismissible
            onDismiss={saver.clearErrors}
          >
            {saver.failure.message}
          </Alert>
        )}
        <FormField label="Name" errorText={saver.nameError} data-testid="letter-name">
          <Input value={state.name} onChange={({ detail }) => writer.rename(detail.value)} ariaRequired invalid={Boolean(saver.nameError)} disabled={busy} />
        </FormField>
        <Suspense fallback={<Spinner size="large" />}>
          <LetterEditor value={state.content} onChange={writer.edit} ariaLabel="Letter" height={480} disabled={busy} />
        </Suspense>
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            {may.view && (
              <Button onClick={() => setPicking('letter')} disabled={busy} data-testid="letter-open-file">
                Open File
              </Button>
            )}
            {may.add && (
              <Button onClick={() => setPicking('template')} disabled={busy} data-testid="letter-templates">
                Templates
              </Button>
            )}
            {may.add && (
              <Button onClick={() => void saver.saveAs()} loading={saver.saving} disabled={writer.loading} data-testid="letter-save-as">
                Save as
              </Button>
            )}
            {may.change && state.letter && (
              <Button variant="primary" onClick={() => void saver.save()} loading={saver.saving} disabled={writer.loading} data-testid="letter-save">
                Save
              </Button>
            )}
          </SpaceBetween>
        </Box>
      </SpaceBetween>
      <OpenLetterModal
        visible={picking === 'letter'}
        patientId={patientId}
        onDismiss={() => setPicking(undefined)}
        onOpen={(letter) => {
          setPicking(undefined);
          void writer.openLetter(letter);
        }}
      />
      <LetterTemplatePicker
        visible={picking === 'template'}
        onDismiss={() => setPicking(undefined)}
        onPick={(template) => {
          setPicking(undefined);
          void writer.openTemplate(template);
        }}
      />
    </Container>
  );
}
