import { type ResourceName, type RouteDefinition } from './route-types';
import { authRoutes } from './routes/auth';
import { calendarRoutes } from './routes/calendar';
import { catalogueRoutes } from './routes/catalogue';
import { decursusRoutes } from './routes/decursus';
import { episodesRoutes } from './routes/episodes';
import { healthRoutes } from './routes/health';
import { labRoutes } from './routes/lab';
import { lettersRoutes } from './routes/letters';
import { patientsRoutes } from './routes/patients';
import { planningRoutes } from './routes/planning';
import { treatmentsRoutes } from './routes/treatments';
import { usersRoutes } from './routes/users';

export * from './route-types';
export * from './route-paths';

// The REST route table (DESIGN §3): the one place a route is declared, one file per resource in
// routes/. CDK builds API Gateway resources and methods from it, the twin dispatches with it, the
// web client's API functions and the tests use it. A resource Lambda binds only its own resource's
// lists from routes/ (functions/lib/http/resource-handler.ts): importing this table would bundle
// every route's schemas into every function.
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
  ...lettersRoutes,
  ...catalogueRoutes,
] as const satisfies readonly RouteDefinition[];

export type Route = (typeof routes)[number];

export function routesOf(resource: ResourceName): readonly RouteDefinition[] {
  return (routes as readonly RouteDefinition[]).filter((r) => r.resource === resource);
}
