import { type Role } from '@praktijk/shared/roles';

// The demo practices and logins of the fixed interface (README, DESIGN §8).
export const DEMO_PASSWORD = 'Praktijk-Demo-1';
export const DEMO_TEMPORARY_PASSWORD = 'Praktijk-Temp-1';

export interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  prefix?: string;
  identifier?: string;
  roles: Role[];
  isStaff?: boolean;
  /** Must change the temporary password at first sign-in. */
  temporary?: boolean;
}

export interface DemoPractice {
  slug: string;
  name: string;
  users: DemoUser[];
  /** Demo patients with relations, insurances and memos. */
  patients: number;
}

export const DEMO_PRACTICES: DemoPractice[] = [
  {
    slug: 'demo',
    name: 'Huisartsenpraktijk Demo, Paramaribo',
    patients: 200,
    users: [
      { email: 'physician@demo.test', firstName: 'Anand', lastName: 'Ramdin', prefix: 'Dr.', identifier: 'AR-0417', roles: ['physician'] },
      { email: 'admin@demo.test', firstName: 'Sharon', lastName: 'Kartosen', roles: ['administration'] },
      { email: 'nurse@demo.test', firstName: 'Esther', lastName: 'Pinas', roles: ['nurse'] },
      { email: 'staff@demo.test', firstName: 'Marco', lastName: 'Tjon A Fong', roles: ['administration'], isStaff: true },
      { email: 'newuser@demo.test', firstName: 'Wendy', lastName: 'Amatstam', roles: ['administration'], temporary: true },
    ],
  },
  {
    slug: 'other',
    name: 'Gezondheidscentrum Other, Nieuw Nickerie',
    patients: 20,
    users: [{ email: 'physician@other.test', firstName: 'Kenneth', lastName: 'Lie', prefix: 'Dr.', identifier: 'KL-0211', roles: ['physician'] }],
  },
];
