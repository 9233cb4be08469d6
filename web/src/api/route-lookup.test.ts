import { type RouteDefinition, routes } from '@praktijk/shared/routes';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { type RouteIndexEntry, routeIndexKey } from './route-index';
import { createRouteLookup, findRouteByMethodAndPath, findRouteByOperation } from './route-lookup';
import { routeModules } from './route-modules';

// Made-up routes: what is tested is the lookup over modules, not the table's content.
const route = (operation: string, method: RouteDefinition['method'], path: RouteDefinition['path']): RouteDefinition => ({
  operation,
  method,
  path,
  resource: 'auth',
  access: { kind: 'public' },
  summary: operation,
});
const first = [route('getThing', 'GET', '/api/things/'), route('createThing', 'POST', '/api/things/')];
const second = [route('getOther', 'GET', '/api/others/{id}/'), route('createThing', 'POST', '/api/others/')];

function entry(declared: readonly RouteDefinition[]) {
  const load = vi.fn(() => Promise.resolve(declared));
  const indexed: RouteIndexEntry = {
    operations: declared.map((r) => r.operation),
    paths: declared.map((r) => routeIndexKey(r.method, r.path)),
    load,
  };
  return { indexed, load };
}

describe('createRouteLookup', () => {
  it('loads only the module that declares the operation, once', async () => {
    const [a, b] = [entry(first), entry(second)];
    const lookup = createRouteLookup([a.indexed, b.indexed]);
    expect(await lookup.byOperation('getOther')).toBe(second[0]);
    expect(await lookup.byOperation('getOther')).toBe(second[0]);
    expect(b.load).toHaveBeenCalledTimes(1);
    expect(a.load).not.toHaveBeenCalled();
  });

  it('finds a route by method and path in the module that declares it', async () => {
    const [a, b] = [entry(first), entry(second)];
    const lookup = createRouteLookup([a.indexed, b.indexed]);
    expect(await lookup.byMethodAndPath('POST', '/api/things/')).toBe(first[1]);
    expect(b.load).not.toHaveBeenCalled();
    await expect(lookup.byMethodAndPath('DELETE', '/api/things/')).rejects.toThrow('No API route DELETE /api/things/');
  });

  it('refuses an unknown operation, and one two modules declare, as the whole table would', async () => {
    const lookup = createRouteLookup([entry(first).indexed, entry(second).indexed]);
    await expect(lookup.byOperation('dropAllTables')).rejects.toThrow('No API route has operation dropAllTables');
    await expect(lookup.byOperation('createThing')).rejects.toThrow('Operation createThing names 2 routes; call it by method and path');
  });

  it('reports a module that did not load as no answer, and loads it again on the next call', async () => {
    const a = entry(first);
    a.load.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    const lookup = createRouteLookup([a.indexed]);
    const error = await lookup.byOperation('getThing').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'network', status: 0 });
    expect(await lookup.byOperation('getThing')).toBe(first[0]);
    expect(a.load).toHaveBeenCalledTimes(2);
  });
});

describe('the route modules the client looks up', () => {
  const table = routes as readonly RouteDefinition[];

  it('name every route of the table once, by operation and by method and path', () => {
    expect(routeModules.flatMap((module) => module.operations).sort()).toEqual(table.map((r) => r.operation).sort());
    expect(routeModules.flatMap((module) => module.paths).sort()).toEqual(table.map((r) => routeIndexKey(r.method, r.path)).sort());
  });

  it('resolve every operation and every method and path to its route of the table', async () => {
    for (const expected of table) {
      if (table.filter((r) => r.operation === expected.operation).length === 1) expect(await findRouteByOperation(expected.operation)).toBe(expected);
      expect(await findRouteByMethodAndPath(expected.method, expected.path)).toBe(expected);
    }
  });
});
