import Tabs from '@cloudscape-design/components/tabs';
import { type ComponentType, useEffect, useState } from 'react';
import { useCan } from '../../../../auth/permissions';
import { TabLabel } from '../../../../components/form/TabLabel';
import { useTabStatuses } from '../tabs/common/useTabStatuses';
import { type PatientTabProps } from '../types';
import { AllergiesSection } from './AllergiesSection';
import { AttestsSection } from './AttestsSection';
import { BloodTypeSection } from './BloodTypeSection';
import { HEALTH_SECTIONS, type HealthSectionId, type HealthSectionProps } from './health-section';
import { MeasurementsSection } from './MeasurementsSection';
import { VitalsSection } from './VitalsSection';

const SECTIONS: Record<HealthSectionId, ComponentType<HealthSectionProps>> = {
  bloodtype: BloodTypeSection,
  vitals: VitalsSection,
  measurements: MeasurementsSection,
  attests: AttestsSection,
  allergies: AllergiesSection,
};

const SECTION_IDS = HEALTH_SECTIONS.map((s) => s.id);

/** The record's Health tab (spec 2 §2): sub-tabs Blood Type, Vital Functions, Measurements, Attests, Allergies, each by its view permission. */
export function HealthTab({ patient, onStatusChange }: PatientTabProps) {
  const can = useCan();
  const visible = HEALTH_SECTIONS.filter((s) => can('view', s.model));
  const [active, setActive] = useState<string>(visible[0]?.id ?? '');
  // Opened sub-tabs stay mounted, so each reports its own status; the worst colours "Health".
  const { statusOf, reporterOf, combined } = useTabStatuses(SECTION_IDS);
  useEffect(() => onStatusChange(combined), [combined, onStatusChange]);
  return (
    <Tabs
      ariaLabel="Health"
      activeTabId={active}
      onChange={({ detail }) => setActive(detail.activeTabId)}
      tabs={visible.map(({ id, label }) => {
        const Section = SECTIONS[id];
        return {
          id,
          label: <TabLabel label={label} status={statusOf(id)} testId={`health-tab-${id}`} />,
          content: <Section patientId={patient.id} onStatusChange={reporterOf(id)} />,
          // Kept mounted once opened: switching sub-tabs keeps an open add form and what was typed.
          contentRenderStrategy: 'lazy',
        };
      })}
    />
  );
}

/** Whether the Health tab has a sub-tab for this user. */
export const healthTabVisible = (can: ReturnType<typeof useCan>) => HEALTH_SECTIONS.some((s) => can('view', s.model));
