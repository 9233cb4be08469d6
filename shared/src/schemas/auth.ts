import * as z from 'zod';
import { ROLES } from '../roles';
import { typed, requestToken } from './fields';

export const permissionSchema = z.object({
  id: z.string(),
  name: z.string(),
  codename: z.string(),
  model: z.string(),
  action: z.string(),
});
export type Permission = z.infer<typeof permissionSchema>;

export const roleSchema = z.object({
  id: z.enum(ROLES),
  name: z.string(),
  permissions: z.array(permissionSchema),
  consistency_token: z.string(),
});
export type RoleRecord = z.infer<typeof roleSchema>;

export const tenantSummarySchema = z.object({ id: z.string(), name: z.string() });

export const currentUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  prefix: z.string(),
  email: z.string(),
  identifier: z.string(),
  date_joined: z.string(),
  is_staff: z.boolean(),
  is_active: z.boolean(),
  roles: z.array(roleSchema),
  force_password_change: z.boolean(),
  practice: tenantSummarySchema,
  consistency_token: z.string(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const versionSchema = z.object({ version: z.string() });
export type VersionInfo = z.infer<typeof versionSchema>;

// PUT /api/auth/current/: the General tab of the account screen. The username (the e-mail the
// user signs in with) is shown read-only; prefix and identifier only matter for physicians.
export const profileUpdateSchema = z.object({
  first_name: typed(z.string().trim().min(1, 'This field is required.').max(150, 'Ensure this field has no more than 150 characters.')),
  last_name: typed(z.string().trim().min(1, 'This field is required.').max(150, 'Ensure this field has no more than 150 characters.')),
  email: z.string().trim().toLowerCase().email('Enter a valid email address.').max(254),
  prefix: typed(z.string().trim().max(20, 'Ensure this field has no more than 20 characters.')).default(''),
  identifier: typed(z.string().trim().max(50, 'Ensure this field has no more than 50 characters.')).default(''),
  consistency_token: requestToken,
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const sessionActivitySchema = z.object({ active: z.literal(true), last_active: z.string() });
/** Sign out everywhere: from this moment the API refuses every token of a sign-in made before it. */
export const sessionsEndedSchema = z.object({ sessions_ended_at: z.string() });

export const permissionGroupSchema = z.object({ model: z.string(), label: z.string(), permissions: z.array(permissionSchema) });
export const permissionListSchema = z.array(permissionGroupSchema);
export const roleListSchema = z.array(roleSchema);

export const roleUpdateSchema = z.object({
  permission_ids: z.array(typed(z.string().max(100))).max(1000),
  consistency_token: requestToken,
});
export type RoleUpdate = z.infer<typeof roleUpdateSchema>;
export const roleParamsSchema = z.object({ id: z.enum(ROLES, { message: 'Unknown role.' }) });
