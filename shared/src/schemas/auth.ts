import { z } from 'zod';
import { ROLES } from '../roles';

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
