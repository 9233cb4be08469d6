import AppLayout from '@cloudscape-design/components/app-layout';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { type SessionIdentity } from '../auth/identity';
import { Breadcrumbs } from './Breadcrumbs';
import { MainContent } from './MainContent';
import { FloatingNotifications } from './notifications';
import { SideNav } from './SideNav';
import { SkipLink } from './SkipLink';
import { TOP_NAVIGATION_ID, TopBar } from './TopBar';
import { UnsavedChangesGuard } from './unsaved/UnsavedChangesGuard';
import './shell.css';

/** The frame of every signed-in page (spec 1 §2 "Global interface elements"). */
export function AppShell({ identity }: { identity: SessionIdentity }) {
  const [navigationOpen, setNavigationOpen] = useState(true);
  return (
    <>
      <SkipLink />
      <TopBar identity={identity} />
      <AppLayout
        headerSelector={`#${TOP_NAVIGATION_ID}`}
        navigation={<SideNav identity={identity} />}
        navigationOpen={navigationOpen}
        onNavigationChange={({ detail }) => setNavigationOpen(detail.open)}
        breadcrumbs={<Breadcrumbs />}
        toolsHide
        content={
          <MainContent>
            <Outlet />
          </MainContent>
        }
        ariaLabels={{ navigation: 'Main navigation', navigationClose: 'Close navigation', navigationToggle: 'Open navigation' }}
      />
      {/* Not in the layout's notifications slot, which pushes the page down while a toast shows. */}
      <FloatingNotifications />
      {/* Asks before a route change drops a form's unsaved work (shell/unsaved). */}
      <UnsavedChangesGuard />
    </>
  );
}
