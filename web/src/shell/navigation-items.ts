import { type SessionIdentity } from '@/auth/identity';
import { type Area, areaAccess, mayOpen, type RouteAccess, SIGNED_IN, STAFF_ONLY } from '@/navigation/route-access';

// The side navigation (spec 1 §2 labels), filtered with the same rules the guard applies, so
// nobody is shown a link that would end on /404.

export interface NavigationLink {
  text: string;
  href: string;
  access: RouteAccess;
  children?: { text: string; href: string }[];
}

const area = (text: string, href: string, name: Area, children?: NavigationLink['children']): NavigationLink => ({
  text,
  href,
  access: areaAccess(name),
  children,
});

const WORK_AREAS: NavigationLink[] = [
  area('Patients', '/patients', 'patients'),
  area('Planning', '/planning', 'planning'),
  area('Schedule', '/schedule', 'schedule'),
  area('Reports', '/reports', 'reports', [
    { text: 'Dashboard', href: '/reports' },
    { text: 'Diabetes', href: '/reports/diabetes' },
    { text: 'Procedures', href: '/reports/procedures' },
    { text: 'Attests', href: '/reports/attests' },
  ]),
  area('Notification Center', '/messaging', 'messaging'),
];

const PERSONAL: NavigationLink[] = [
  { text: 'Account', href: '/account', access: SIGNED_IN },
  // Beyond the spec: the practice's user management, for staff.
  { text: 'Users', href: '/users', access: STAFF_ONLY },
];

export function navigationFor(identity: SessionIdentity): { work: NavigationLink[]; personal: NavigationLink[] } {
  const allowed = (link: NavigationLink) => mayOpen(link.access, identity);
  return { work: WORK_AREAS.filter(allowed), personal: PERSONAL.filter(allowed) };
}

/** The link to mark as current: the longest href that the path starts with. */
export function activeHrefFor(pathname: string, hrefs: string[]): string | undefined {
  const matching = hrefs.filter((href) => pathname === href || pathname.startsWith(`${href}/`));
  return matching.sort((a, b) => b.length - a.length)[0];
}
