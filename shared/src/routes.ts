import { type ResourceName, type RouteDefinition } from './route-types';
import { authRoutes } from './routes/auth';
import { calendarRoutes } from './routes/calendar';
import { catalogueRoutes } from './routes/catalogue';
import { decursusRoutes } from './routes/decursus';
import { episodesRoutes } from './routes/episodes';
import { healthRoutes } from './routes/health';
import { labRoutes } from './routes/lab';
import { patientsRoutes } from './routes/patients';
import { planningRoutes } from './routes/planning';
import { treatmentsRoutes } from './routes/treatments';
import { usersRoutes } from './routes/users';

export * from './route-types';

// The REST route table (DESIGN §3): the one place a route is declared, one file per resource in
// routes/. CDK builds API Gateway resources and methods from it, each resource Lambda builds its
// router from it, the twin dispatches with it, the web client's API functions and the tests use it.
export const routes = [
  ...authRoutes,
  ...usersRoutes,
  ...planningRoutes,
  ...calendarRoutes,
  ...patientsRoutes,
  ...healthRoutes,
  ...treatmentsRoutes,
  ...labRoutes,
  ...decursusRoutes,
  ...episodesRoutes,
  ...catalogueRoutes,
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
