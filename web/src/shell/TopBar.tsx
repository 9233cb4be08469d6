import TopNavigation, { type TopNavigationProps } from '@cloudscape-design/components/top-navigation';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '@/auth/current-user';
import { type SessionIdentity } from '@/auth/identity';
import { HOME_PATH, logoutPath } from '@/auth/redirect';
import { displayName, roleLabels } from '@/auth/user-display';
import { TopBarTools } from './topbar/TopBarTools';

export const TOP_NAVIGATION_ID = 'top-navigation';

/**
 * The notification bell (spec 1 §2, spec 3: unread messages, links to /messaging) belongs here.
 * It comes with messaging; until then the slot stays empty rather than showing a dead control.
 */
function notificationBellSlot(): TopNavigationProps.Utility[] {
  return [];
}

function useUserMenu(identity: SessionIdentity): TopNavigationProps.MenuDropdownUtility {
  const navigate = useNavigate();
  const { state } = useCurrentUser();
  // While the user loads, the token's e-mail stands in for the name.
  const name = state.status === 'ready' ? displayName(state.user) : identity.username;
  const email = state.status === 'ready' ? state.user.email : identity.username;
  return {
    type: 'menu-dropdown',
    text: name,
    // Shown as the dropdown's header: the e-mail the user signs in with.
    description: email,
    iconName: 'user-profile',
    ariaLabel: `User menu: ${name}`,
    items: [
      // The user's roles, for information: what the practice made them here.
      ...(state.status === 'ready' ? [{ id: 'roles', text: `Roles: ${roleLabels(state.user).join(', ')}`, disabled: true }] : []),
      { id: 'account', text: 'Account', href: '/account' },
      { id: 'sign-out', text: 'Sign out' },
    ],
    onItemClick: ({ detail }) => {
      // /logout signs out on this device and goes to /login with the redirect query: one place for that flow.
      if (detail.id === 'sign-out') void navigate(logoutPath(`${window.location.pathname}${window.location.search}`));
    },
    onItemFollow: (event) => {
      event.preventDefault();
      if (event.detail.href) void navigate(event.detail.href);
    },
  };
}

/** The top bar of every signed-in page: product, clock with the on-call toggle (and an open consultation's popover), the bell slot, user menu. */
export function TopBar({ identity }: { identity: SessionIdentity }) {
  const navigate = useNavigate();
  const userMenu = useUserMenu(identity);
  return (
    // Sticky, and named by id so AppLayout can leave room for it (headerSelector). A <div>: the
    // TopNavigation renders the page's <header> landmark itself.
    <div id={TOP_NAVIGATION_ID} data-testid="app-header" style={{ position: 'sticky', top: 0, zIndex: 1002 }}>
      <TopNavigation
        identity={{
          href: HOME_PATH,
          title: 'Praktijk',
          onFollow: (event) => {
            event.preventDefault(); // stay in the single-page app
            void navigate(HOME_PATH);
          },
        }}
        // The search slot is the top bar's only free-content area; Praktijk has no global search.
        search={<TopBarTools />}
        utilities={[...notificationBellSlot(), userMenu]}
        // On narrow screens the search slot (our clock) folds behind an icon: name it for what it holds.
        i18nStrings={{
          searchIconAriaLabel: 'Show the clock',
          searchDismissIconAriaLabel: 'Hide the clock',
          overflowMenuTriggerText: 'More',
          overflowMenuTitleText: 'All',
          overflowMenuBackIconAriaLabel: 'Back',
          overflowMenuDismissIconAriaLabel: 'Close menu',
        }}
      />
    </div>
  );
}
