import Tabs from '@cloudscape-design/components/tabs';
import { type PermissionModel } from '@praktijk/shared/permissions';
import { type ComponentType, useState } from 'react';
import { useCan } from '../../../../auth/permissions';
import { type HealthSectionProps } from '../health/health-section';
import { type PatientTabProps } from '../types';
import { DiagnosticsReferralsSection } from './DiagnosticsReferralsSection';

// The record's Referrals tab (spec 2 §2): its sub-tabs, each by its view permission. The spec's
// other sub-tab, Patient Referrals (view on referral), comes with its issue (D6, referrals,
// procedures and medical cards) and is not shown until it is built.
const SECTIONS: readonly { id: string; label: string; model: PermissionModel; Section: ComponentType<HealthSectionProps> }[] = [
  { id: 'diagnostics', label: 'Diagnostics Referrals', model: 'lab', Section: DiagnosticsReferralsSection },
];

/** Whether the Referrals tab has a sub-tab for this user. */
export const referralsTabVisible = (can: ReturnType<typeof useCan>) => SECTIONS.some((s) => can('view', s.model));

export function ReferralsTab({ patient, onStatusChange }: PatientTabProps) {
  const can = useCan();
  const visible = SECTIONS.filter((s) => can('view', s.model));
  const [active, setActive] = useState<string>(visible[0]?.id ?? '');
  return (
    <Tabs
      ariaLabel="Referrals"
      activeTabId={active}
      onChange={({ detail }) => setActive(detail.activeTabId)}
      // Kept mounted once opened: switching sub-tabs keeps an open add form and what was typed.
      tabs={visible.map(({ id, label, Section }) => ({
        id,
        label,
        content: <Section patientId={patient.id} onStatusChange={onStatusChange} />,
        contentRenderStrategy: 'lazy',
      }))}
    />
  );
}
