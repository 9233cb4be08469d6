import Tabs, { type TabsProps } from '@cloudscape-design/components/tabs';
import { type CurrentUser } from '@praktijk/shared/schemas/auth';
import { type Patient } from '@praktijk/shared/schemas/patients';
import { type ComponentType, useState } from 'react';
import { useCurrentUser } from '@/auth/current-user';
import { useCan } from '@/auth/permissions';
import { TabLabel } from '@/components/form/TabLabel';
import { DisabilitiesTab } from './DisabilitiesTab';
import { GeneralTab } from './GeneralTab';
import { InsurancesTab } from './tabs/InsurancesTab';
import { KindTab, kindTabVisible } from './tabs/KindTab';
import { LettersTab, lettersTabVisible } from './tabs/letters/LettersTab';
import { ManageTab } from './tabs/ManageTab';
import { MedicalCardsTab } from './tabs/MedicalCardsTab';
import { MemoTab } from './tabs/MemoTab';
import { PmhTab, visiblePmhSections } from './tabs/PmhTab';
import { PortalTab } from './tabs/PortalTab';
import { ProceduresTab } from './tabs/ProceduresTab';
import { RelationsTab } from './tabs/RelationsTab';
import { useTabStatuses } from './tabs/common/useTabStatuses';
import './record-tabs.css';
import { type SectionedTabId } from '@/features/records/kind-screens';
import { type PatientTabProps } from '@/features/records/types';

// The record's tabs (spec 2 §2, spec 3 §2), each shown with view permission on its area. Tabs
// load on demand, when first opened, and then stay mounted (hidden while another tab shows), so
// typed work and open add forms survive switching tabs; each tells its form's status, which
// colours its title. Hidden tabs' queries and realtime keep running: that keeps them current.
interface TabDefinition {
  id: string;
  label: string;
  Component: ComponentType<PatientTabProps>;
  visible(can: ReturnType<typeof useCan>, user: CurrentUser | undefined): boolean;
}

/** A tab of record-kind sub-tabs (features/records/kind-screens.tsx), shown while one of them is. */
function kindTab(id: SectionedTabId, label: string): TabDefinition {
  const Component = (props: PatientTabProps) => <KindTab {...props} tab={id} label={label} />;
  return { id, label, Component, visible: (can) => kindTabVisible(id, can) };
}

const TABS: readonly TabDefinition[] = [
  { id: 'general', label: 'General', Component: GeneralTab, visible: () => true },
  { id: 'disabilities', label: 'Disabilities', Component: DisabilitiesTab, visible: (can) => can('view', 'disability') },
  { id: 'relations', label: 'Relations', Component: RelationsTab, visible: (can) => can('view', 'relation') },
  { id: 'insurances', label: 'Insurances', Component: InsurancesTab, visible: (can) => can('view', 'insurance') },
  kindTab('treatments', 'Treatments'),
  kindTab('health', 'Health'),
  kindTab('referrals', 'Referrals'),
  { id: 'procedures', label: 'Procedures', Component: ProceduresTab, visible: (can) => can('view', 'procedure') },
  { id: 'medicalcards', label: 'Medical Cards', Component: MedicalCardsTab, visible: (can) => can('view', 'medicalcard') },
  { id: 'memo', label: 'Memo', Component: MemoTab, visible: (can) => can('view', 'memo') },
  { id: 'manage', label: 'Manage', Component: ManageTab, visible: (can) => can('execute', 'patient') || can('view', 'log') },
  { id: 'pmh', label: 'PMH', Component: PmhTab, visible: (_can, user) => visiblePmhSections(user).length > 0 },
  { id: 'letters', label: 'Letters', Component: LettersTab, visible: (can) => lettersTabVisible(can) },
  { id: 'portal', label: 'Patient Portal', Component: PortalTab, visible: () => true },
];
const TAB_IDS = TABS.map((tab) => tab.id);

export function PatientTabs({ patient, mode, onPatientChanged }: { patient: Patient; mode: 'view' | 'edit'; onPatientChanged(patient: Patient): void }) {
  const can = useCan();
  const { state } = useCurrentUser();
  const user = state.status === 'ready' ? state.user : undefined;
  const [active, setActive] = useState('general');
  const { statusOf, reporterOf } = useTabStatuses(TAB_IDS);
  const tabs: TabsProps.Tab[] = TABS.filter((tab) => tab.visible(can, user)).map(({ id, label, Component }) => ({
    id,
    label: <TabLabel label={label} status={statusOf(id)} testId={`tab-${id}`} />,
    content: <Component patient={patient} mode={mode} onPatientChanged={onPatientChanged} onStatusChange={reporterOf(id) ?? (() => undefined)} />,
    contentRenderStrategy: 'lazy',
  }));
  return (
    <div className="praktijk-record-tabs">
      <Tabs tabs={tabs} activeTabId={active} onChange={({ detail }) => setActive(detail.activeTabId)} ariaLabel="Patient record" />
    </div>
  );
}
