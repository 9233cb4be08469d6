import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { PmhSections } from '@/features/pmh/PmhSections';
import { type PatientTabProps } from '@/features/records/types';

export { visiblePmhSections } from '@/features/pmh/PmhSections';

/** The PMH tab (spec 3 §2): the patient's history sections under the tab's heading. */
export function PmhTab({ patient }: PatientTabProps) {
  return (
    <SpaceBetween size="l">
      <Header variant="h2">PMH</Header>
      <PmhSections patientId={patient.id} />
    </SpaceBetween>
  );
}
