import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type RouteDefinition } from '@praktijk/shared/routes';
import { describe, expect, it } from 'vitest';
import { type RouteIndexEntry, routeIndexKey } from '../src/api/route-index';
import { createRouteLookup } from '../src/api/route-lookup';
import { indexRouteModules, loadRouteModules, routeModulesSource, routesOnDemand, staticImportsOfRoutes } from './routes-on-demand';

const sharedSrc = fileURLToPath(new URL('../../shared/src', import.meta.url));
const routeModulesFile = fileURLToPath(new URL('../src/api/route-modules.ts', import.meta.url));

// Made-up routes for the cases the real table does not have.
const route = (operation: string, path: RouteDefinition['path']): RouteDefinition => ({
  operation,
  method: 'GET',
  path,
  resource: 'auth',
  access: { kind: 'public' },
  summary: operation,
});

describe('the route index the build derives', () => {
  it('names each route of the table once, under the file that declares it', async () => {
    const { table, modules } = await loadRouteModules(sharedSrc);
    const indexed = indexRouteModules(table, modules);
    expect(indexed.flatMap((module) => module.operations).sort()).toEqual(table.map((r) => r.operation).sort());
    expect(indexed.flatMap((module) => module.paths).sort()).toEqual(table.map((r) => routeIndexKey(r.method, r.path)).sort());
    for (const module of indexed) {
      const declared = module.exports.flatMap((name) => modules[module.file]?.[name] as RouteDefinition[]);
      expect(module.operations).toEqual(declared.filter((r) => module.paths.includes(routeIndexKey(r.method, r.path))).map((r) => r.operation));
    }
  });

  it('loads, in the module it generates, every route of the table with its schemas', async () => {
    const { table, modules } = await loadRouteModules(sharedSrc);
    const file = join(mkdtempSync(join(tmpdir(), 'route-modules-')), 'route-modules.mjs');
    writeFileSync(file, routeModulesSource(indexRouteModules(table, modules)));
    const generated = (await import(/* @vite-ignore */ file)) as { routeModules: RouteIndexEntry[] };
    expect(generated.routeModules.length).toBeGreaterThan(1);
    const lookup = createRouteLookup(generated.routeModules);
    const facts = (r: RouteDefinition) => [r.operation, r.method, r.path, r.access, Boolean(r.response), Boolean(r.body), Boolean(r.query)];
    for (const expected of table) {
      const found = await lookup.byMethodAndPath(expected.method, expected.path);
      expect(facts(found)).toEqual(facts(expected));
      const unique = table.filter((r) => r.operation === expected.operation).length === 1;
      if (unique) expect(facts(await lookup.byOperation(expected.operation))).toEqual(facts(expected));
    }
  });

  it('leaves out a route file the table does not spread yet', () => {
    const known = route('getKnown', '/api/known/');
    const indexed = indexRouteModules([known], { '/r/known.ts': { knownRoutes: [known] }, '/r/new.ts': { newRoutes: [route('getNew', '/api/new/')] } });
    expect(indexed).toEqual([{ file: '/r/known.ts', exports: ['knownRoutes'], operations: ['getKnown'], paths: ['GET /api/known/'] }]);
  });

  it('stops the build for a route of the table that no file, or two files, declare', () => {
    const known = route('getKnown', '/api/known/');
    expect(() => indexRouteModules([known], { '/r/other.ts': { otherRoutes: [] } })).toThrow(/getKnown is declared in no route file/);
    expect(() => indexRouteModules([known], { '/r/a.ts': { aRoutes: [known] }, '/r/b.ts': { bRoutes: [known] } })).toThrow(
      /declared in \/r\/a\.ts and \/r\/b\.ts/,
    );
  });
});

describe('routesOnDemand', () => {
  it('replaces src/api/route-modules.ts only, with the derived index', async () => {
    const plugin = routesOnDemand(routeModulesFile, sharedSrc);
    const watched: string[] = [];
    const load = plugin.load as (this: { addWatchFile(file: string): void }, id: string) => Promise<string | null>;
    const context = { addWatchFile: (file: string) => void watched.push(file) };
    expect(await load.call(context, join(sharedSrc, 'routes.ts'))).toBeNull();
    const source = await load.call(context, routeModulesFile);
    expect(source).toContain('export const routeModules = [');
    expect(source).toContain(`import(${JSON.stringify(join(sharedSrc, 'routes', 'auth.ts'))})`);
    expect(watched).toContain(join(sharedSrc, 'routes', 'auth.ts'));
  });

  it('names an app module that imports the table or a route file statically', () => {
    const table = join(sharedSrc, 'routes.ts');
    const auth = join(sharedSrc, 'routes', 'auth.ts');
    const helper = join(sharedSrc, 'routes', 'define.ts');
    const importers: Record<string, string[]> = { [table]: [], [auth]: [table], [helper]: [auth, join(sharedSrc, 'records', 'allergies.ts')] };
    const graph = { getModuleIds: () => Object.keys(importers).values(), getModuleInfo: (id: string) => ({ importers: importers[id] ?? [] }) };
    const declarations = new Set([table, auth]);
    expect(staticImportsOfRoutes(graph, declarations)).toEqual([]);
    importers[table] = ['/web/src/api/client.ts'];
    expect(staticImportsOfRoutes(graph, declarations)).toEqual([`/web/src/api/client.ts imports ${table}`]);
  });

  it('stops a build that did not go through route-modules.ts', () => {
    const plugin = routesOnDemand(routeModulesFile, sharedSrc);
    const buildEnd = plugin.buildEnd as (this: { error(message: string): never }, error?: Error) => void;
    expect(() =>
      buildEnd.call({
        error: (message: string) => {
          throw new Error(message);
        },
      }),
    ).toThrow(/route-modules\.ts was not in the build/);
  });
});
