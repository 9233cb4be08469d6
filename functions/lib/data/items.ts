import { isCodename, ROLES } from '@praktijk/shared';
import * as z from 'zod';

// Item shapes of the records the platform itself keeps (practices, users, roles), as schemas: the
// readers parse what they read with them (read-item.ts), and the writers type-check against the
// same shapes (the types are the schemas' outputs).
//
// The schemas read loosely: attributes they do not name (keys, index attributes, a field a later
// version adds) are kept, so an item read, changed and written back whole never loses one. The
// types are the strict shapes, so a writer's excess or missing field still fails the typecheck.

const practiceFields = z.object({
  entity: z.literal('practice'),
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  is_active: z.boolean(),
  // Written on creation, read by no code: a read does not depend on it.
  created: z.string().optional(),
  consistency_token: z.string(),
});
export const practiceItemSchema = practiceFields.loose();
export type PracticeItem = z.output<typeof practiceFields>;

const userProfileFields = z.object({
  entity: z.literal('user'),
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  prefix: z.string(),
  identifier: z.string(),
  date_joined: z.string(),
  is_active: z.boolean(),
  is_staff: z.boolean(),
  roles: z.array(z.enum(ROLES)),
  consistency_token: z.string(),
});
export const userProfileItemSchema = userProfileFields.loose();
export type UserProfileItem = z.output<typeof userProfileFields>;

/** Sign out everywhere's mark: sign-ins at or before `ended_at` (epoch seconds) are over. */
const sessionsEndedFields = z.object({
  entity: z.literal('sessions-ended'),
  user_id: z.string(),
  ended_at: z.number(),
});
export const sessionsEndedItemSchema = sessionsEndedFields.loose();
export type SessionsEndedItem = z.output<typeof sessionsEndedFields>;

const roleFields = z.object({
  entity: z.literal('role'),
  id: z.enum(ROLES),
  name: z.string(),
  // A permission the code no longer knows grants nothing: it is dropped on read rather than
  // failing the read (the role was saved by the app when that permission existed).
  permission_ids: z.array(z.string()).transform((ids) => ids.filter(isCodename)),
  consistency_token: z.string(),
});
export const roleItemSchema = roleFields.loose();
export type RoleItem = z.output<typeof roleFields>;

/** A practice code's directory entry: the code names the practice's id. */
export const practiceSlugItemSchema = z.object({ tenant_id: z.string() }).loose();

/** When a user last used the app (written on their requests, read by the users list). */
export const userActivityItemSchema = z.object({ user_id: z.string(), last_active: z.string() }).loose();

/** Key and index attributes, never part of a record as the code and the API see it. */
export const STORAGE_ATTRIBUTES: ReadonlySet<string> = new Set(['PK', 'SK', 'GSI1PK', 'GSI1SK', 'GSI2PK', 'GSI2SK', 'entity']);

/** The one place an item read from the table loses its storage attributes. */
export function stripStorage<T>(item: Record<string, unknown>): T {
  return Object.fromEntries(Object.entries(item).filter(([name]) => !STORAGE_ATTRIBUTES.has(name))) as T;
}
