import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { type RouteDefinition } from '@praktijk/shared/routes';
import { normalizePath, type Plugin, runnerImport } from 'vite';
import { routeIndexKey } from '../src/api/route-index';

// The web client calls routes by operation name (src/api), and each route carries its zod schemas.
// Imported whole, the route table put every route's schemas in the signed-in chunk, so each route
// added to shared/src/routes/ grew every first screen (issue 7 §5's 400 kB budget). In the build,
// this plugin swaps src/api/route-modules.ts (the whole table as one module) for an index derived
// from the table at build time: per route file the operations and paths of the table it declares,
// and an import() of the file, which the client calls when a screen first calls one of its routes.
// So a route's schemas ship in a chunk of their own or with the screens that use them, and the
// first screens carry only the names. Nothing is written twice: a route the table has and no file
// of shared/src/routes declares (or two do) stops the build, as the route lookup could not find it.

export interface IndexedRouteModule {
  file: string;
  /** The module's exports that list routes of the table. */
  exports: string[];
  operations: string[];
  paths: string[];
}

function isRoute(value: unknown): value is RouteDefinition {
  if (typeof value !== 'object' || value === null) return false;
  const { method, path, operation } = value as Partial<Record<keyof RouteDefinition, unknown>>;
  return typeof method === 'string' && typeof path === 'string' && typeof operation === 'string';
}

const identity = (route: RouteDefinition) => `${routeIndexKey(route.method, route.path)} ${route.operation}`;

/** Which file declares each route of the table: `modules` maps a route file to its exports. */
export function indexRouteModules(table: readonly RouteDefinition[], modules: Readonly<Record<string, Record<string, unknown>>>): IndexedRouteModule[] {
  const declaredIn = new Map<string, string[]>();
  const indexed = Object.entries(modules).flatMap(([file, exports]) => {
    const lists = Object.entries(exports).filter((entry): entry is [string, RouteDefinition[]] => Array.isArray(entry[1]) && entry[1].every(isRoute));
    const declared = new Set(lists.flatMap(([, routes]) => routes.map(identity)));
    // A route file the table does not spread yet (one being written) is left out, as the client cannot call it.
    const held = table.filter((route) => declared.has(identity(route)));
    for (const route of held) declaredIn.set(identity(route), [...(declaredIn.get(identity(route)) ?? []), file]);
    const heldIds = new Set(held.map(identity));
    const exported = lists.filter(([, routes]) => routes.some((route) => heldIds.has(identity(route)))).map(([name]) => name);
    return held.length === 0
      ? []
      : [{ file, exports: exported, operations: held.map((route) => route.operation), paths: held.map((route) => routeIndexKey(route.method, route.path)) }];
  });
  for (const route of table) {
    const files = declaredIn.get(identity(route)) ?? [];
    if (files.length !== 1) {
      throw new Error(
        `The route table's ${identity(route)} is declared in ${files.length === 0 ? 'no route file' : files.join(' and ')}: the client could not load it`,
      );
    }
  }
  return indexed;
}

/** The module that replaces src/api/route-modules.ts in the build: the same export, one entry per route file. */
export function routeModulesSource(indexed: readonly IndexedRouteModule[]): string {
  const entry = (module: IndexedRouteModule) => {
    const routes = module.exports.map((name) => `...m[${JSON.stringify(name)}]`).join(', ');
    const load = `() => import(${JSON.stringify(module.file)}).then((m) => [${routes}])`;
    return `  { operations: ${JSON.stringify(module.operations)}, paths: ${JSON.stringify(module.paths)}, load: ${load} },`;
  };
  return ['// Derived from the route table by build/routes-on-demand.ts.', 'export const routeModules = [', ...indexed.map(entry), '];', ''].join('\n');
}

/** The table (shared/src/routes.ts) and the exports of each file in shared/src/routes, evaluated as the build sees them. */
export async function loadRouteModules(sharedSrc: string): Promise<{ table: readonly RouteDefinition[]; modules: Record<string, Record<string, unknown>> }> {
  const evaluate = async (file: string) => (await runnerImport<Record<string, unknown>>(file, { configFile: false, logLevel: 'silent' })).module;
  const dir = join(sharedSrc, 'routes');
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => normalizePath(join(dir, name)));
  const [tableModule, ...exports] = await Promise.all([evaluate(join(sharedSrc, 'routes.ts')), ...files.map(evaluate)]);
  const table = tableModule?.['routes'];
  if (!Array.isArray(table) || !table.every(isRoute)) throw new Error(`${join(sharedSrc, 'routes.ts')} exports no route table named routes`);
  return { table, modules: Object.fromEntries(files.map((file, i) => [file, exports[i] ?? {}])) };
}

interface ModuleGraph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { importers: readonly string[] } | null;
}

/** Where a module outside them imports the table or a route file of the index statically, rather than through its import(). */
export function staticImportsOfRoutes(graph: ModuleGraph, declarations: ReadonlySet<string>): string[] {
  return [...graph.getModuleIds()]
    .filter((id) => declarations.has(id))
    .flatMap((id) => (graph.getModuleInfo(id)?.importers ?? []).filter((importer) => !declarations.has(importer)).map((by) => `${by} imports ${id}`));
}

export function routesOnDemand(routeModulesFile: string, sharedSrc: string): Plugin {
  const target = normalizePath(routeModulesFile);
  // The table and the route files the index loads, once load() has derived it.
  let declarations: ReadonlySet<string> | undefined;
  return {
    name: 'praktijk:routes-on-demand',
    // The dev server keeps the whole table: always current as routes are edited, and no budget there.
    apply: 'build',
    enforce: 'pre',
    async load(id) {
      if (normalizePath(id.split('?')[0] ?? id) !== target) return null;
      const { table, modules } = await loadRouteModules(sharedSrc);
      for (const file of Object.keys(modules)) this.addWatchFile(file);
      const indexed = indexRouteModules(table, modules);
      declarations = new Set([normalizePath(join(sharedSrc, 'routes.ts')), ...indexed.map((module) => module.file)]);
      return routeModulesSource(indexed);
    },
    buildEnd(error) {
      if (error) return;
      // Renamed or no longer imported, the file would ship the whole table unnoticed: say so instead.
      if (!declarations) this.error(`${target} was not in the build: the route table would not load on demand (build/routes-on-demand.ts)`);
      // So would a static import of the table or a route file from the app (routes.ts's buildPath once did it).
      const misfits = staticImportsOfRoutes(this, declarations);
      if (misfits.length) this.error(`Route declarations load with their importer, not on demand (build/routes-on-demand.ts):\n${misfits.join('\n')}`);
    },
  };
}
