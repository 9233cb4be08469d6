import SideNavigation, { type SideNavigationProps } from '@cloudscape-design/components/side-navigation';
import { useLocation } from 'react-router';
import { useCurrentUser } from '@/auth/current-user';
import { type SessionIdentity } from '@/auth/identity';
import { activeHrefFor, type NavigationLink, navigationFor } from './navigation-items';
import { useFollow } from './use-follow';

function toItem(link: NavigationLink): SideNavigationProps.Item {
  if (!link.children) return { type: 'link', text: link.text, href: link.href };
  return {
    type: 'expandable-link-group',
    text: link.text,
    href: link.href,
    defaultExpanded: true,
    items: link.children.map((child) => ({ type: 'link', text: child.text, href: child.href })),
  };
}

/** The side navigation by role (spec 1 §2), headed by the practice's name. */
export function SideNav({ identity }: { identity: SessionIdentity }) {
  const { pathname } = useLocation();
  const { state } = useCurrentUser();
  const follow = useFollow();
  const { work, personal } = navigationFor(identity);
  const hrefs = [...work, ...personal].flatMap((link) => [link.href, ...(link.children ?? []).map((child) => child.href)]);
  const items: SideNavigationProps.Item[] = [...work.map(toItem), ...(work.length > 0 ? [{ type: 'divider' as const }] : []), ...personal.map(toItem)];
  return (
    <div data-testid="side-navigation">
      <SideNavigation
        header={{ text: state.status === 'ready' ? state.user.practice.name : 'Praktijk', href: '/' }}
        activeHref={activeHrefFor(pathname, hrefs)}
        items={items}
        onFollow={follow}
      />
    </div>
  );
}
