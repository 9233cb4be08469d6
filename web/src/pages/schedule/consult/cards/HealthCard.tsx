import ExpandableSection from '@cloudscape-design/components/expandable-section';
import { type ComponentType } from 'react';
import { useCan } from '@/auth/permissions';
import { type HealthSectionProps } from '@/features/records/health-section';
import { type PermissionModel } from '@praktijk/shared/permissions';

interface HealthCardProps {
  title: string;
  patientId: string;
  decursusId: string;
  model: PermissionModel;
  Section: ComponentType<HealthSectionProps>;
}

/**
 * A Health record as a card of the consultation screen (spec 3 §2): the patient record's sub-tab,
 * collapsible, its records written with this consultation's decursus (spec 1 §3). Without view
 * permission on its model the card says so instead of loading what the server would refuse.
 */
export function HealthCard({ title, patientId, decursusId, model, Section }: HealthCardProps) {
  const can = useCan();
  return (
    <ExpandableSection variant="container" headerText={title} headingTagOverride="h2" defaultExpanded={can('view', model)}>
      {can('view', model) ? (
        <Section patientId={patientId} decursusId={decursusId} headingVariant="h3" />
      ) : (
        <span>You do not have permission to view {title.toLowerCase()}.</span>
      )}
    </ExpandableSection>
  );
}
