import Alert from '@cloudscape-design/components/alert';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Tabs from '@cloudscape-design/components/tabs';
import { type CurrentUser } from '@praktijk/shared/schemas/auth';
import { type ReactNode, useCallback, useState } from 'react';
import { FullPageSpinner } from '@/components/FullPageSpinner';
import { type FormStatus } from '@/components/form/locked-form-state';
import { TabLabel } from '@/components/form/TabLabel';
import { ACCOUNT_TAB_LABELS, type AccountTabId, accountTabs } from './account-tabs';
import { useCan } from '@/auth/permissions';
import { ConsultationsTab } from './consultations/ConsultationsTab';
import { LetterheadTab } from './letterhead/LetterheadTab';
import { ProfileTab } from './general/ProfileTab';
import { PermissionsTab } from './permissions/PermissionsTab';
import { SecurityTab } from './security/SecurityTab';
import { useLastKnownUser } from './useLastKnownUser';

type Statuses = Partial<Record<AccountTabId, FormStatus>>;

function AccountTabs({ user, reload }: { user: CurrentUser; reload(): void }) {
  const [active, setActive] = useState<AccountTabId>('general');
  const [statuses, setStatuses] = useState<Statuses>({});
  const report = useCallback((tab: AccountTabId) => (status: FormStatus) => setStatuses((all) => (all[tab] === status ? all : { ...all, [tab]: status })), []);
  const [reporters] = useState(() => ({ general: report('general'), security: report('security'), permissions: report('permissions') }));

  const content: Record<AccountTabId, ReactNode> = {
    general: <ProfileTab user={user} onSaved={reload} onStatusChange={reporters.general} />,
    security: <SecurityTab user={user} onStatusChange={reporters.security} />,
    permissions: <PermissionsTab user={user} onStatusChange={reporters.permissions} />,
    consultations: <ConsultationsTab user={user} />,
    letterhead: <LetterheadTab />,
  };
  const can = useCan();
  return (
    <Tabs
      ariaLabel="User Account"
      activeTabId={active}
      onChange={({ detail }) => setActive(detail.activeTabId as AccountTabId)}
      tabs={accountTabs(user, can('change', 'lettertemplate')).map((id) => ({
        id,
        label: <TabLabel label={ACCOUNT_TAB_LABELS[id]} status={statuses[id] ?? 'clean'} testId={`account-tab-${id}`} />,
        content: content[id],
        // 'lazy': a tab is built when first opened and then kept, so unsaved changes survive a tab switch.
        contentRenderStrategy: 'lazy',
      }))}
    />
  );
}

/** /account: 'User Account' with the tabs General, Security, Permissions, Consultations and Letterhead. */
export function AccountPage() {
  const { user, failed, reload } = useLastKnownUser();
  return (
    <ContentLayout header={<Header variant="h1">User Account</Header>}>
      {user ? (
        <AccountTabs user={user} reload={reload} />
      ) : failed ? (
        <Alert type="error" header="Your account could not be loaded">
          {failed}
        </Alert>
      ) : (
        <FullPageSpinner text="Loading your account…" place="section" />
      )}
    </ContentLayout>
  );
}
