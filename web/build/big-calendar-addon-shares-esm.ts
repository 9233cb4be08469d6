import { type Plugin } from 'vite';

// react-big-calendar's drag-and-drop addon ships only as CommonJS (lib/addons/dragAndDrop), and it
// requires the calendar's parts from lib/ (Selection, EventRow with its cells, TimeGridEvent, the
// event-level, selection and accessor helpers): a second, CommonJS copy beside the one inside the
// ES build the calendar itself comes from (dist/react-big-calendar.esm.js), with its own Babel
// helpers (~6 kB gzip on the planning screens). Both are built from the same sources of the same
// version. This plugin lets the addon use the ES build's copy:
// - the ES build also exports, under reserved names, the top-level bindings the addon reads;
// - the addon's requires of those lib/ files become modules that re-export them by the names the
//   addon reads (`_interopRequireDefault`/`_interopRequireWildcard` take an ES module's namespace
//   as Babel expects: its default export is `.default`).
// big-calendar-addon-shares-esm.test.ts pins every require and binding this relies on, so an
// upgrade that changes them fails a test instead of the build or the calendar.

export const ESM_BUILD = /[\\/]node_modules[\\/]react-big-calendar[\\/]dist[\\/]react-big-calendar\.esm\.js$/;
export const ADDON_FILE = /[\\/]node_modules[\\/]react-big-calendar[\\/]lib[\\/]addons[\\/]dragAndDrop[\\/]\w+\.js$/;

/** What the addon reads from each lib/ file it requires: the name it reads -> the ES build's top-level binding. */
export const SHARED: Record<string, Record<string, string>> = {
  '../../Selection': { default: 'Selection', getBoundsForNode: 'getBoundsForNode', getEventNodeFromPoint: 'getEventNodeFromPoint' },
  '../../TimeGridEvent': { default: 'TimeGridEvent' },
  '../../EventRow': { default: 'EventRow' },
  '../../utils/eventLevels': { eventSegments: 'eventSegments' },
  '../../utils/selection': { getSlotAtX: 'getSlotAtX', pointInBox: 'pointInBox' },
  '../../utils/accessors': { accessor: 'accessor', wrapAccessor: 'wrapAccessor' },
  // The accessor prop type (utils/propTypes.js `accessor`), renamed by the ES build's bundler.
  '../../utils/propTypes': { accessor: 'accessor$1' },
};

const VIRTUAL_PREFIX = '\0praktijk:big-calendar-shared:';

/** The name under which the ES build exports one of its bindings for the addon. */
export function sharedExportName(binding: string): string {
  return `__praktijkAddon_${binding.replace(/\$/g, '_')}`;
}

/** The ES build's code with the bindings the addon reads exported as well. */
export function exportShared(code: string): string {
  const bindings = [...new Set(Object.values(SHARED).flatMap((names) => Object.values(names)))];
  return `${code}\nexport { ${bindings.map((b) => `${b} as ${sharedExportName(b)}`).join(', ')} };\n`;
}

/** An addon file's requires of shared lib/ files pointed at the re-exporting modules; null when it has none. */
export function pointAtShared(code: string): string | null {
  let changed = false;
  const next = code.replace(/require\("(\.\.\/\.\.\/[\w/]+)"\)/g, (whole, request: string) => {
    if (!(request in SHARED)) return whole;
    changed = true;
    return `require(${JSON.stringify(VIRTUAL_PREFIX + request)})`;
  });
  return changed ? next : null;
}

/** The module standing in for one lib/ file: the ES build's bindings, by the names the addon reads. */
export function sharedModule(request: string, esmBuild: string): string {
  const names = SHARED[request]!;
  const list = Object.entries(names).map(([name, binding]) => `${sharedExportName(binding)} as ${name}`);
  return `export { ${list.join(', ')} } from ${JSON.stringify(esmBuild)};`;
}

export function bigCalendarAddonSharesEsm(): Plugin {
  let esmBuild: string | undefined;
  return {
    name: 'praktijk:big-calendar-addon-shares-esm',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source.startsWith(VIRTUAL_PREFIX)) {
        if (!esmBuild) {
          // The ES build as the app's own import of react-big-calendar resolves it.
          const resolved = await this.resolve('react-big-calendar', importer, { ...options, skipSelf: true });
          if (!resolved || !ESM_BUILD.test(resolved.id)) this.error(`react-big-calendar did not resolve to its ES build (${resolved?.id})`);
          esmBuild = resolved.id;
        }
        return source;
      }
      return null;
    },
    load(id) {
      if (!id.startsWith(VIRTUAL_PREFIX) || !esmBuild) return null;
      return sharedModule(id.slice(VIRTUAL_PREFIX.length), esmBuild);
    },
    transform(code, id) {
      if (ESM_BUILD.test(id)) return { code: exportShared(code), map: null };
      if (!ADDON_FILE.test(id)) return null;
      const next = pointAtShared(code);
      return next === null ? null : { code: next, map: null };
    },
  };
}
