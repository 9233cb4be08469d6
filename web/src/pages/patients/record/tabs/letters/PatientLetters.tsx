import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { type Letter } from '@praktijk/shared/schemas/letters';
import { useState } from 'react';
import { useCan } from '@/auth/permissions';
import { ConfirmDeleteModal } from '@/components/confirm/ConfirmDeleteModal';
import { LetterRowActions } from '@/features/letters/patient-letters/LetterRowActions';
import { PatientLettersTable } from '@/features/letters/patient-letters/PatientLettersTable';
import { useLetterFiles } from '@/features/letters/patient-letters/useLetterFiles';
import { usePatientLetterPage } from '@/features/letters/patient-letters/usePatientLetterPage';
import { type TabStatus } from '@/features/records/types';
import { useReportStatus } from '@/features/records/useReportStatus';
import { useNotifications } from '@/shell/notifications';
import { successToast } from '@/shell/success-toast';
import { LetterWriter } from './LetterWriter';
import { useLetterSave } from './useLetterSave';
import { useLetterWriter } from './useLetterWriter';

/**
 * Patient Letters (spec 3 §2): the patient's letters with edit (can_change), print, PDF and Word
 * (can_execute) and delete (can_delete), and Add (can_add), which opens the letter editor. The
 * editor's unsaved work colours the Letters tab's title and stays while other tabs are shown.
 */
export function PatientLetters({ patientId, onStatusChange }: { patientId: string; onStatusChange(status: TabStatus): void }) {
  const can = useCan();
  const may = { add: can('add', 'letter'), change: can('change', 'letter'), view: can('view', 'letter') };
  const page = usePatientLetterPage(patientId, may.view);
  const files = useLetterFiles();
  const writer = useLetterWriter(patientId);
  const saver = useLetterSave(patientId, writer, may);
  const { notify } = useNotifications();
  const [writing, setWriting] = useState(false);
  const [removing, setRemoving] = useState<Letter>();
  useReportStatus(saver.failure || saver.nameError ? 'error' : writer.dirty ? 'dirty' : 'clean', onStatusChange);

  const add = async () => {
    if (await writer.startBlank()) setWriting(true);
  };
  const edit = async (letter: Letter) => {
    if (await writer.openLetter(letter)) setWriting(true);
  };
  const close = async () => {
    if (!(await writer.mayClose())) return;
    writer.reset();
    saver.clearErrors();
    setWriting(false);
  };
  const remove = async (letter: Letter) => {
    await page.remove(letter);
    // The editor keeps a deleted letter's text, as a new letter.
    if (writer.state.letter?.id === letter.id) writer.dispatch({ type: 'detach' });
    notify({ type: 'success', ...successToast('Patient letter', 'removed') });
  };

  const addButton = may.add && (
    <Button iconName="add-plus" onClick={() => void add()} data-testid="patient-letters-add">
      Add
    </Button>
  );

  return (
    <SpaceBetween size="m">
      {may.view ? (
        <PatientLettersTable
          page={page}
          title="Patient Letters"
          testId="patient-letters"
          actions={addButton}
          rowActions={(letter) => (
            <LetterRowActions
              letter={letter}
              files={can('execute', 'letter') ? files : undefined}
              onEdit={may.change ? (l) => void edit(l) : undefined}
              onDelete={can('delete', 'letter') ? setRemoving : undefined}
            />
          )}
        />
      ) : (
        // Writing letters without seeing the patient's letters (a role given add but not view).
        <Header variant="h2" actions={addButton}>
          Patient Letters
        </Header>
      )}
      {writing && <LetterWriter patientId={patientId} writer={writer} saver={saver} may={may} onClose={() => void close()} />}
      <ConfirmDeleteModal
        visible={removing !== undefined}
        thing="letter"
        date={removing?.created ?? null}
        onConfirm={() => (removing ? remove(removing) : Promise.resolve())}
        onClose={() => setRemoving(undefined)}
      >
        {removing && <Box variant="p">{`'${removing.name}' is removed. This cannot be undone.`}</Box>}
      </ConfirmDeleteModal>
    </SpaceBetween>
  );
}
