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

/** Sign out everywhere's mark: sign-ins at or before `ended_at` (epoch seconds) are over. */
export interface SessionsEndedItem {
  entity: 'sessions-ended';
  user_id: string;
  ended_at: number;
}

export interface RoleItem {
  entity: 'role';
  id: Role;
  name: string;
  permission_ids: Codename[];
  consistency_token: string;
}

/** Key and index attributes, never part of a record as the code and the API see it. */
export const STORAGE_ATTRIBUTES: ReadonlySet<string> = new Set(['PK', 'SK', 'GSI1PK', 'GSI1SK', 'GSI2PK', 'GSI2SK', 'entity']);

/** The one place an item read from the table loses its storage attributes. */
export function stripStorage<T>(item: Record<string, unknown>): T {
  return Object.fromEntries(Object.entries(item).filter(([name]) => !STORAGE_ATTRIBUTES.has(name))) as T;
}
