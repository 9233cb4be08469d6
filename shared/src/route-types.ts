import { type z } from 'zod';
import { type PermissionAction, type PermissionModel } from './permissions';
import { type Role } from './roles';

// The shape of a route of the REST route table (see routes.ts).
export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

// One Lambda per resource.
export const RESOURCES = ['auth', 'users', 'planning', 'patients', 'health', 'treatments', 'decursus', 'episodes', 'letters', 'catalogue'] as const;
export type ResourceName = (typeof RESOURCES)[number];

export type Access =
  | { kind: 'public' } // no token needed (API Gateway method without the authorizer)
  | { kind: 'authenticated' } // any signed-in user of a practice
  | { kind: 'staff' } // practice superusers only
  | { kind: 'roles'; roles: readonly Role[] }
  | PermissionAccess
  /** Any one of the permissions grants the route; the operation checks which fields each covers. */
  | { kind: 'anyOf'; rules: readonly PermissionAccess[] };

export interface PermissionAccess {
  kind: 'permission';
  action: PermissionAction;
  model: PermissionModel;
}

export interface RouteDefinition {
  method: HttpMethod;
  /** The spec's path under /api, with a trailing slash and {param} slots. */
  path: `/api/${string}/`;
  resource: ResourceName;
  /** Name of the operation in the resource's operations module. */
  operation: string;
  access: Access;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response?: z.ZodType;
  summary: string;
}

/**
 * A kind of file the browser uploads straight to S3 (schemas/uploads.ts): the ticket's policy and
 * the confirmation check it. Errors about the file are keyed by `field`, the form field the spec
 * names for it, so the form shows them under its file input.
 */
export interface FileUploadRule {
  /** The spec's name of the file's form field (errors about the file are keyed by it). */
  field: string;
  /** Accepted file name endings, lower case, with the dot. */
  extensions: readonly string[];
  maxBytes: number;
  /** The message when the file is of another kind (spec 3: import accepts .csv only). */
  wrongTypeMessage: string;
}
