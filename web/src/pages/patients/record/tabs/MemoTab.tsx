import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import { MemoForm } from '@/features/memo/MemoForm';
import { type PatientTabProps } from '@/features/records/types';

/** Memo tab (spec 3 §2): the patient's memo on a tab of its own. */
export function MemoTab({ patient, onStatusChange }: PatientTabProps) {
  return (
    <Container header={<Header variant="h2">Memo</Header>}>
      <MemoForm patientId={patient.id} onStatusChange={onStatusChange} />
    </Container>
  );
}
