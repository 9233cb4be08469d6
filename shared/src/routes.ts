import { type z } from 'zod';
import { type PermissionAction, type PermissionModel } from './permissions';
import { type Role } from './roles';
import { currentUserSchema, versionSchema } from './schemas/auth';

// The REST route table (DESIGN §3): the one place a route is declared. CDK builds API Gateway
// resources and methods from it, each resource Lambda builds its router from it, the twin
// dispatches with it, the web client's API functions and the tests use it.

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

// One Lambda per resource.
export const RESOURCES = ['auth'] as const;
export type ResourceName = (typeof RESOURCES)[number];

export type Access =
  | { kind: 'public' } // no token needed (API Gateway method without the authorizer)
  | { kind: 'authenticated' } // any signed-in user of a practice
  | { kind: 'staff' } // practice superusers only
  | { kind: 'roles'; roles: readonly Role[] }
  | { kind: 'permission'; action: PermissionAction; model: PermissionModel };

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

export const routes = [
  {
    method: 'GET',
    path: '/api/auth/version/',
    resource: 'auth',
    operation: 'getVersion',
    access: { kind: 'public' },
    response: versionSchema,
    summary: 'The version the server runs; the client compares it with its own to offer a reload.',
  },
  {
    method: 'GET',
    path: '/api/auth/current/',
    resource: 'auth',
    operation: 'getCurrentUser',
    access: { kind: 'authenticated' },
    response: currentUserSchema,
    summary: 'The signed-in user with roles and their permissions.',
  },
] as const satisfies readonly RouteDefinition[];

export type Route = (typeof routes)[number];

/** The API Gateway resource path for a route: no trailing slash, as API Gateway resources are written. */
export function resourcePath(route: { path: string }): string {
  return route.path.replace(/\/$/, '');
}

export function routeKey(method: string, resourcePathOrPath: string): string {
  return `${method.toUpperCase()} ${resourcePathOrPath.replace(/\/$/, '')}`;
}

export function routesOf(resource: ResourceName): readonly RouteDefinition[] {
  return (routes as readonly RouteDefinition[]).filter((r) => r.resource === resource);
}

/** Fills {param} slots; the web client and the tests build URLs with it. */
export function buildPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}
