import Tabs from '@cloudscape-design/components/tabs';
import { type PermissionModel } from '@praktijk/shared/permissions';
import { type ComponentType, useState } from 'react';
import { useCan } from '../../../../auth/permissions';
import { type HealthSectionProps } from '../health/health-section';
import { type PatientTabProps } from '../types';
import { ChronicPrescriptionsSection, PrescriptionsSection } from './PrescriptionsSection';
import { VaccinationsSection } from './VaccinationsSection';

// The record's Treatments tab (spec 2 §2): sub-tabs Prescriptions, Chronic Prescriptions and
// Vaccinations, each by its view permission.
const SECTIONS: readonly { id: string; label: string; model: PermissionModel; Section: ComponentType<HealthSectionProps> }[] = [
  { id: 'prescriptions', label: 'Prescriptions', model: 'prescription', Section: PrescriptionsSection },
  { id: 'chronic', label: 'Chronic Prescriptions', model: 'prescription', Section: ChronicPrescriptionsSection },
  { id: 'vaccinations', label: 'Vaccinations', model: 'vaccination', Section: VaccinationsSection },
];

/** Whether the Treatments tab has a sub-tab for this user. */
export const treatmentsTabVisible = (can: ReturnType<typeof useCan>) => SECTIONS.some((s) => can('view', s.model));

export function TreatmentsTab({ patient, onStatusChange }: PatientTabProps) {
  const can = useCan();
  const visible = SECTIONS.filter((s) => can('view', s.model));
  const [active, setActive] = useState<string>(visible[0]?.id ?? '');
  return (
    <Tabs
      ariaLabel="Treatments"
      activeTabId={active}
      onChange={({ detail }) => setActive(detail.activeTabId)}
      tabs={visible.map(({ id, label, Section }) => ({ id, label, content: <Section patientId={patient.id} onStatusChange={onStatusChange} /> }))}
    />
  );
}
