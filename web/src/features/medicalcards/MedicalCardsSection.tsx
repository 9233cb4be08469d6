import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useCan } from '@/auth/permissions';
import { MedicalCardsGrid } from './MedicalCardsGrid';
import { MedicalCardUpload } from './MedicalCardUpload';
import { useMedicalCards } from './useMedicalCards';

/**
 * The patient's medical cards (spec 3 §2): the upload (can_add) above the grid, newest first.
 * The record's Medical Cards tab and the consultation's Medical Cards card both show it.
 */
export function MedicalCardsSection({
  patientId,
  headingVariant = 'h2',
  testId = 'medicalcards',
}: {
  patientId: string;
  headingVariant?: 'h2' | 'h3';
  testId?: string;
}) {
  const can = useCan();
  const list = useMedicalCards(patientId);
  return (
    <Container
      header={
        <Header variant={headingVariant} counter={list.loading ? undefined : `(${list.count})`}>
          Medical Cards
        </Header>
      }
    >
      <SpaceBetween size="m">
        {can('add', 'medicalcard') && <MedicalCardUpload patientId={patientId} onUploaded={list.refresh} />}
        <MedicalCardsGrid list={list} canChange={can('change', 'medicalcard')} canDelete={can('delete', 'medicalcard')} testId={testId} />
      </SpaceBetween>
    </Container>
  );
}
