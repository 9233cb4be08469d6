import ExpandableSection from '@cloudscape-design/components/expandable-section';
import { useCan } from '@/auth/permissions';
import { MedicalCardsSection } from '@/features/medicalcards/MedicalCardsSection';

/**
 * The consultation screen's Medical Cards card (spec 3 §2, first of the record cards): the newest
 * cards with their thumbnails, and the upload for a physician who scans a document mid-consultation.
 * Without can_view on medicalcard the card says so instead of asking for what the server would refuse.
 */
export function MedicalCardsCard({ title, patientId }: { title: string; patientId: string }) {
  const can = useCan();
  const mayView = can('view', 'medicalcard');
  return (
    <ExpandableSection variant="container" headerText={title} headingTagOverride="h2" defaultExpanded={mayView}>
      {mayView ? (
        <MedicalCardsSection patientId={patientId} headingVariant="h3" testId="card-medicalcards" />
      ) : (
        <span>You do not have permission to view medical cards.</span>
      )}
    </ExpandableSection>
  );
}
