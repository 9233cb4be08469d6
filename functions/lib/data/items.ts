import { type Codename, type Role } from '@praktijk/shared';

// Item shapes of the records the platform itself keeps (practices, users, roles).
export interface PracticeItem {
  entity: 'practice';
  id: string;
  slug: string;
  name: string;
  is_active: boolean;
  created: string;
  consistency_token: string;
}

export interface UserProfileItem {
  entity: 'user';
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  prefix: string;
  identifier: string;
  date_joined: string;
  is_active: boolean;
  is_staff: boolean;
  roles: Role[];
  consistency_token: string;
}

export interface RoleItem {
  entity: 'role';
  id: Role;
  name: string;
  permission_ids: Codename[];
  consistency_token: string;
}
