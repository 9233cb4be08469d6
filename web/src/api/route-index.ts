import { type HttpMethod, type RouteDefinition } from '@praktijk/shared/routes';

// What the client knows of a route module before loading it: the names it answers to. The build
// derives the entries from the route table (build/routes-on-demand.ts); route-lookup.ts loads a
// module when a screen first calls one of its routes.

export interface RouteIndexEntry {
  /** The operation names of the table's routes this module declares. */
  operations: readonly string[];
  /** The same routes as routeIndexKey(method, path). */
  paths: readonly string[];
  /** The module's routes, with their schemas. */
  load(): Promise<readonly RouteDefinition[]>;
}

export function routeIndexKey(method: HttpMethod, path: string): string {
  return `${method} ${path}`;
}
