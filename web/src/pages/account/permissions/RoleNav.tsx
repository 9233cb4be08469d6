import SideNavigation from '@cloudscape-design/components/side-navigation';
import { type Role } from '@praktijk/shared/roles';
import { type RoleRecord } from '@praktijk/shared/schemas/auth';

export interface RoleNavProps {
  roles: RoleRecord[];
  active: Role;
  /** Roles with unsaved changes, marked in the list. */
  changed: ReadonlySet<Role>;
  onSelect(role: Role): void;
}

/**
 * The spec's "one vertical tab per role". Cloudscape's Tabs are horizontal only, so the roles are
 * a side navigation: links, reachable with Tab and opened with Enter.
 */
export function RoleNav({ roles, active, changed, onSelect }: RoleNavProps) {
  const href = (id: Role) => `#role-${id}`;
  return (
    <nav aria-label="Roles" data-testid="role-nav">
      <SideNavigation
        header={{ text: 'Roles', href: href(active) }}
        activeHref={href(active)}
        items={roles.map((role) => ({ type: 'link', text: changed.has(role.id) ? `${role.name} (unsaved)` : role.name, href: href(role.id) }))}
        onFollow={(event) => {
          event.preventDefault();
          const id = roles.find((role) => href(role.id) === event.detail.href)?.id;
          if (id) onSelect(id);
        }}
      />
    </nav>
  );
}
