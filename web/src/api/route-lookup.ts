import { routeAtMethodAndPath, routeWithOperation } from '@praktijk/shared/client/route-match';
import { type HttpMethod, type RouteDefinition } from '@praktijk/shared/routes';
import { networkError } from './errors';
import { type RouteIndexEntry, routeIndexKey } from './route-index';
import { routeModules } from './route-modules';

// Finds the route a call refers to, loading the module that declares it on the first call (the
// call is async anyway). The types already restrict the names to existing routes; the runtime
// checks keep a stale bundle from silently calling the wrong path.

export interface RouteLookup {
  byOperation(operation: string): Promise<RouteDefinition>;
  byMethodAndPath(method: HttpMethod, path: string): Promise<RouteDefinition>;
}

export function createRouteLookup(entries: readonly RouteIndexEntry[]): RouteLookup {
  const loading = new Map<RouteIndexEntry, Promise<readonly RouteDefinition[]>>();

  function load(entry: RouteIndexEntry): Promise<readonly RouteDefinition[]> {
    let routes = loading.get(entry);
    if (!routes) {
      routes = entry.load().catch(() => {
        // Not kept: offline for a moment should not break the module's routes for the session.
        loading.delete(entry);
        // The route's code did not arrive, so neither can its answer: to the screen, no answer at all.
        throw networkError();
      });
      loading.set(entry, routes);
    }
    return routes;
  }

  /** The routes of every module that declares the name: one, unless the table names it twice. */
  async function routesNamed(matches: (entry: RouteIndexEntry) => boolean): Promise<RouteDefinition[]> {
    return (await Promise.all(entries.filter(matches).map(load))).flat();
  }

  return {
    byOperation: async (operation) => routeWithOperation(operation, await routesNamed((entry) => entry.operations.includes(operation))),
    byMethodAndPath: async (method, path) =>
      routeAtMethodAndPath(method, path, await routesNamed((entry) => entry.paths.includes(routeIndexKey(method, path)))),
  };
}

const lookup = createRouteLookup(routeModules);
export const findRouteByOperation = lookup.byOperation;
export const findRouteByMethodAndPath = lookup.byMethodAndPath;
