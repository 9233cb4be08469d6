import { type RouteDefinition, routes } from '@praktijk/shared/routes';
import { type RouteIndexEntry, routeIndexKey } from './route-index';

// The route modules the client loads on demand. The build replaces this file with the index it
// derives from shared/src/routes/*.ts (build/routes-on-demand.ts): one entry per route file, which
// import() loads when a screen first calls one of its routes, so no screen carries the table's
// schemas for routes it does not call. Here, where there is no build (unit tests, the dev server,
// the type checks), the whole table is one entry: the lookup works the same over one as over many,
// and the build's index is tested against this one.

const table = routes as readonly RouteDefinition[];

export const routeModules: readonly RouteIndexEntry[] = [
  {
    operations: table.map((route) => route.operation),
    paths: table.map((route) => routeIndexKey(route.method, route.path)),
    load: () => Promise.resolve(table),
  },
];
