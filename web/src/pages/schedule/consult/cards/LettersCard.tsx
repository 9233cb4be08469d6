import ExpandableSection from '@cloudscape-design/components/expandable-section';
import { useCan } from '@/auth/permissions';
import { LetterRowActions } from '@/features/letters/patient-letters/LetterRowActions';
import { PatientLettersTable } from '@/features/letters/patient-letters/PatientLettersTable';
import { useLetterFiles } from '@/features/letters/patient-letters/useLetterFiles';
import { usePatientLetterPage } from '@/features/letters/patient-letters/usePatientLetterPage';

/**
 * The consultation screen's Letters card (spec 3 §2, last of the record cards): the patient's
 * letters, 5 a page, with print, PDF and Word (can_execute), the Patient Letters table of the
 * record's Letters tab. Letters are written in that tab; the card reads them. Without can_view on
 * letter the card says so instead of asking for what the server would refuse (as the other cards).
 */
export function LettersCard({ title, patientId }: { title: string; patientId: string }) {
  const can = useCan();
  const mayView = can('view', 'letter');
  return (
    <ExpandableSection variant="container" headerText={title} headingTagOverride="h2" defaultExpanded={mayView}>
      {mayView ? <CardLetters patientId={patientId} mayExecute={can('execute', 'letter')} /> : <span>You do not have permission to view letters.</span>}
    </ExpandableSection>
  );
}

function CardLetters({ patientId, mayExecute }: { patientId: string; mayExecute: boolean }) {
  const page = usePatientLetterPage(patientId);
  const files = useLetterFiles();
  return (
    <PatientLettersTable
      page={page}
      title="Patient Letters"
      testId="card-patient-letters"
      headingVariant="h3"
      rowActions={mayExecute ? (letter) => <LetterRowActions letter={letter} files={files} /> : undefined}
    />
  );
}
