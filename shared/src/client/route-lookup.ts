import { type HttpMethod, type RouteDefinition, routes } from '../routes';
import { routeAtMethodAndPath, routeWithOperation } from './route-match';

// Finds the route-table entry a call refers to. The types already restrict the names to existing
// routes; the runtime checks keep a stale bundle from silently calling the wrong path.

const table = routes as readonly RouteDefinition[];

export function findRouteByOperation(operation: string, candidates: readonly RouteDefinition[] = table): RouteDefinition {
  return routeWithOperation(operation, candidates);
}

export function findRouteByMethodAndPath(method: HttpMethod, path: string, candidates: readonly RouteDefinition[] = table): RouteDefinition {
  return routeAtMethodAndPath(method, path, candidates);
}
