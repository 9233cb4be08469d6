import { type HttpMethod, type RouteDefinition } from '../route-types';

// Finds the route a call refers to among the routes given. Apart from route-lookup.ts, which
// defaults them to the whole table, so that the web client, which loads a resource's routes when a
// screen first calls one (web/src/api/route-lookup.ts), does not carry the table into its first screen.

export function routeWithOperation(operation: string, candidates: readonly RouteDefinition[]): RouteDefinition {
  const found = candidates.filter((route) => route.operation === operation);
  if (found.length !== 1) {
    throw new Error(
      found.length === 0 ? `No API route has operation ${operation}` : `Operation ${operation} names ${found.length} routes; call it by method and path`,
    );
  }
  return found[0] as RouteDefinition;
}

export function routeAtMethodAndPath(method: HttpMethod, path: string, candidates: readonly RouteDefinition[]): RouteDefinition {
  const route = candidates.find((candidate) => candidate.method === method && candidate.path === path);
  if (!route) throw new Error(`No API route ${method} ${path}`);
  return route;
}
