import { dirname, join } from 'node:path';
import { type Plugin } from 'vite';

// react-big-calendar's drag-and-drop addon ships only as CommonJS (lib/), and its files require
// dom-helpers' CommonJS build: one copy of each helper beside the ES copy its ES build imports,
// and in EventContainerWrapper.js the whole of dom-helpers (require("dom-helpers"), ~4 kB gzip)
// for two helpers. This plugin points those requires at the ES files of the same dom-helpers
// (the one react-big-calendar resolves), so the calendar and its addon share one copy:
// - `_interopRequireDefault(require("dom-helpers/x"))` / `_interopRequireWildcard(...)` take an
//   ES module as Babel's interop expects (its default export is the helper);
// - EventContainerWrapper's `require("dom-helpers")` becomes a module with just the helpers it
//   reads (USED_FROM_INDEX; big-calendar-dom-helpers.test.ts pins the list to the file).

export const BIG_CALENDAR_LIB = /[\\/]node_modules[\\/]react-big-calendar[\\/]lib[\\/].*\.js$/;
const WRAPPED_HELPER = /(_interopRequire(?:Default|Wildcard))\(require\("dom-helpers\/(\w+)"\)\)/g;
const WHOLE_INDEX = 'var _domHelpers = require("dom-helpers");';
export const USED_FROM_INDEX = ['scrollParent', 'scrollTop'] as const;
const VIRTUAL_ID = '\0praktijk:big-calendar-dom-helpers';

/** The file's requires of dom-helpers pointed at `esmDir` (dom-helpers/esm); null when it has none. */
export function pointAtEsm(code: string, esmDir: string): string | null {
  let changed = false;
  let next = code.replace(WRAPPED_HELPER, (_, interop: string, helper: string) => {
    changed = true;
    return `${interop}(require(${JSON.stringify(join(esmDir, `${helper}.js`))}))`;
  });
  if (next.includes(WHOLE_INDEX)) {
    next = next.replace(WHOLE_INDEX, `var _domHelpers = require(${JSON.stringify(VIRTUAL_ID)});`);
    changed = true;
  }
  return changed ? next : null;
}

export function bigCalendarDomHelpers(): Plugin {
  let esmDir: string | undefined;
  let root = process.cwd();
  return {
    name: 'praktijk:big-calendar-dom-helpers',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      // dom-helpers as react-big-calendar resolves it (its own nested copy), by its package file.
      const calendar = await this.resolve('react-big-calendar/package.json', join(root, 'index.html'));
      if (!calendar) return;
      const helpers = await this.resolve('dom-helpers/package.json', calendar.id);
      esmDir = helpers ? join(dirname(helpers.id), 'esm') : undefined;
    },
    resolveId(source) {
      return source === VIRTUAL_ID ? VIRTUAL_ID : null;
    },
    load(id) {
      if (id !== VIRTUAL_ID || !esmDir) return null;
      return USED_FROM_INDEX.map((name) => `export { default as ${name} } from ${JSON.stringify(join(esmDir!, `${name}.js`))};`).join('\n');
    },
    transform(code, id) {
      if (!esmDir || !BIG_CALENDAR_LIB.test(id)) return null;
      const next = pointAtEsm(code, esmDir);
      return next === null ? null : { code: next, map: null };
    },
  };
}
