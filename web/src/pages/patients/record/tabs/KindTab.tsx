import Tabs from '@cloudscape-design/components/tabs';
import { useEffect, useState } from 'react';
import { useCan } from '@/auth/permissions';
import { TabLabel } from '@/components/form/TabLabel';
import { sectionsOf, type SectionedTabId } from '@/features/records/kind-screens';
import { type PatientTabProps } from '@/features/records/types';
import { useTabStatuses } from './common/useTabStatuses';

/** Whether a tab of record kinds has a sub-tab for this user (each shows with view on its kind). */
export const kindTabVisible = (tab: SectionedTabId, can: ReturnType<typeof useCan>) => sectionsOf(tab).some((s) => can('view', s.model));

/**
 * A record tab made of the kinds placed in it (features/records/kind-screens.tsx): Treatments,
 * Health and Referrals (spec 2 §2), one sub-tab a section, each by its view permission.
 */
export function KindTab({ tab, label, patient, onStatusChange }: PatientTabProps & { tab: SectionedTabId; label: string }) {
  const can = useCan();
  const sections = sectionsOf(tab);
  const visible = sections.filter((s) => can('view', s.model));
  const [active, setActive] = useState<string>(visible[0]?.id ?? '');
  // Opened sub-tabs stay mounted, so each reports its own status; the worst colours the tab's title.
  const { statusOf, reporterOf, combined } = useTabStatuses(sections.map((s) => s.id));
  useEffect(() => onStatusChange(combined), [combined, onStatusChange]);
  return (
    <Tabs
      ariaLabel={label}
      activeTabId={active}
      onChange={({ detail }) => setActive(detail.activeTabId)}
      tabs={visible.map(({ id, label: sectionLabel, Section }) => ({
        id,
        label: <TabLabel label={sectionLabel} status={statusOf(id)} testId={`${tab}-tab-${id}`} />,
        content: <Section patientId={patient.id} onStatusChange={reporterOf(id)} />,
        // Kept mounted once opened: switching sub-tabs keeps an open add form and what was typed.
        contentRenderStrategy: 'lazy',
      }))}
    />
  );
}
