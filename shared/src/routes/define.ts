import { type PermissionAction, type PermissionModel } from '../permissions';
import { type PermissionAccess, type ResourceName, type RouteDefinition } from '../route-types';

// Short forms for declaring a resource's routes: the resource once, the operation's name as the
// key, access as can('view', 'insurance'). The result is the same route objects as written out
// in full, with their literal types, so Extract<Route, { operation: 'x' }> keeps working.
export const can = <A extends PermissionAction, M extends PermissionModel>(action: A, model: M) => ({ kind: 'permission', action, model }) as const;
/** Any of the rules grants access (a route whose fields need different permissions). */
export const anyOf = <const R extends readonly PermissionAccess[]>(...rules: R) => ({ kind: 'anyOf', rules }) as const;
export const signedIn = { kind: 'authenticated' } as const;
export const staffOnly = { kind: 'staff' } as const;
export const open = { kind: 'public' } as const;

type RouteBody = Omit<RouteDefinition, 'resource' | 'operation'>;
type Declared<Res extends ResourceName, T extends Record<string, RouteBody>> = { [Op in keyof T & string]: T[Op] & { resource: Res; operation: Op } }[keyof T &
  string];

/** A resource's routes from { operationName: route }, in declaration order. */
export function defineRoutes<Res extends ResourceName, const T extends Record<string, RouteBody>>(resource: Res, table: T): readonly Declared<Res, T>[] {
  return Object.entries(table).map(([operation, route]) => ({ ...route, resource, operation })) as unknown as readonly Declared<Res, T>[];
}
