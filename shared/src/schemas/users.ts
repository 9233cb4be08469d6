import * as z from 'zod';
import { ROLES } from '../roles';
import { ulid } from './common';
import { typed, requestToken } from './fields';

// Practice users, managed by the practice's staff (beyond the spec: a SaaS practice must add,
// change and disable its own users). Ids are Cognito subs (UUIDs).
export const userIdParams = z.object({ id: z.string().uuid('Enter a valid id.') });

export const practiceUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  prefix: z.string(),
  identifier: z.string(),
  roles: z.array(z.enum(ROLES)),
  is_staff: z.boolean(),
  is_active: z.boolean(),
  date_joined: z.string(),
  last_active: z.string().nullable(),
  consistency_token: z.string(),
});
export type PracticeUser = z.infer<typeof practiceUserSchema>;
export const practiceUserListSchema = z.array(practiceUserSchema);

const roles = z
  .array(z.enum(ROLES))
  .min(1, 'Choose at least one role.')
  .max(ROLES.length, 'Choose each role once.')
  .refine((r) => new Set(r).size === r.length, 'Choose each role once.');

export const inviteUserSchema = z.object({
  email: z.string().trim().toLowerCase().email('Enter a valid email address.').max(254),
  first_name: typed(z.string().trim().min(1, 'This field is required.').max(150)),
  last_name: typed(z.string().trim().min(1, 'This field is required.').max(150)),
  prefix: typed(z.string().trim().max(20)).default(''),
  identifier: typed(z.string().trim().max(50)).default(''),
  roles,
  is_staff: z.boolean().default(false),
});
export type InviteUser = z.infer<typeof inviteUserSchema>;

export const updateUserSchema = z.object({
  roles,
  is_staff: z.boolean(),
  is_active: z.boolean(),
  consistency_token: requestToken,
});
export type UpdateUser = z.infer<typeof updateUserSchema>;

export { ulid };
