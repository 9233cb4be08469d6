import { type HttpMethod, type RouteDefinition, routes } from '../routes';

// Finds the route-table entry a call refers to. The types already restrict the names to existing
// routes; the runtime checks keep a stale bundle from silently calling the wrong path.

const table = routes as readonly RouteDefinition[];

export function findRouteByOperation(operation: string, candidates: readonly RouteDefinition[] = table): RouteDefinition {
  const found = candidates.filter((route) => route.operation === operation);
  if (found.length !== 1) {
    throw new Error(
      found.length === 0 ? `No API route has operation ${operation}` : `Operation ${operation} names ${found.length} routes; call it by method and path`,
    );
  }
  return found[0] as RouteDefinition;
}

export function findRouteByMethodAndPath(method: HttpMethod, path: string, candidates: readonly RouteDefinition[] = table): RouteDefinition {
  const route = candidates.find((candidate) => candidate.method === method && candidate.path === path);
  if (!route) throw new Error(`No API route ${method} ${path}`);
  return route;
}
