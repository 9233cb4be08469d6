import Button from '@cloudscape-design/components/button';
import { type Letter } from '@praktijk/shared/schemas/letters';
import { ChoiceModal } from '@/components/focus/ChoiceModal';
import { PatientLettersTable } from '@/features/letters/patient-letters/PatientLettersTable';
import { usePatientLetterPage } from '@/features/letters/patient-letters/usePatientLetterPage';

interface OpenLetterModalProps {
  visible: boolean;
  patientId: string;
  onOpen(letter: Letter): void;
  onDismiss(): void;
}

/** Open File (spec 3 §2): this patient's letters, newest first, each opened into the editor with its Open button. */
export function OpenLetterModal({ visible, patientId, onOpen, onDismiss }: OpenLetterModalProps) {
  return <ChoiceModal visible={visible} header="Open File" onDismiss={onDismiss} list={() => <LetterChoice patientId={patientId} onOpen={onOpen} />} />;
}

function LetterChoice({ patientId, onOpen }: Pick<OpenLetterModalProps, 'patientId' | 'onOpen'>) {
  const page = usePatientLetterPage(patientId);
  return (
    <PatientLettersTable
      page={page}
      title="Patient Letters"
      testId="open-letter-table"
      headingVariant="h3"
      rowActions={(letter) => (
        <Button variant="inline-link" ariaLabel={`Open ${letter.name}`} onClick={() => onOpen(letter)} data-testid="open-letter">
          Open
        </Button>
      )}
    />
  );
}
