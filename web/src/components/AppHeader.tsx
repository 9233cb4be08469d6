import TopNavigation from '@cloudscape-design/components/top-navigation';
import { useNavigate } from 'react-router';
import { HOME_PATH, LOGOUT_PATH } from '../auth/redirect';

export interface AppHeaderUser {
  name: string;
  email: string;
}

/** The top bar of every signed-in page: product name and the user menu with 'Sign out'. */
export function AppHeader({ user }: { user: AppHeaderUser | undefined }) {
  const navigate = useNavigate();
  return (
    <header id="top-navigation" data-testid="app-header">
      <TopNavigation
        identity={{
          href: HOME_PATH,
          title: 'Praktijk',
          onFollow: (event) => {
            event.preventDefault(); // stay in the single-page app
            void navigate(HOME_PATH);
          },
        }}
        utilities={[
          {
            type: 'menu-dropdown',
            text: user?.name ?? 'Account',
            description: user?.email,
            iconName: 'user-profile',
            ariaLabel: 'User menu',
            items: [{ id: 'sign-out', text: 'Sign out' }],
            onItemClick: ({ detail }) => {
              // /logout signs out globally and then goes to /login: one place for that flow.
              if (detail.id === 'sign-out') void navigate(LOGOUT_PATH);
            },
          },
        ]}
        i18nStrings={{ overflowMenuTriggerText: 'More', overflowMenuTitleText: 'All', overflowMenuBackIconAriaLabel: 'Back', overflowMenuDismissIconAriaLabel: 'Close menu' }}
      />
    </header>
  );
}
