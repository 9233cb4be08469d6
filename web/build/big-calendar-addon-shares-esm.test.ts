import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ADDON_FILE,
  bigCalendarAddonSharesEsm,
  ESM_BUILD,
  exportShared,
  pointAtShared,
  SHARED,
  sharedExportName,
  sharedModule,
} from './big-calendar-addon-shares-esm';

// The plugin points the drag-and-drop addon's requires of the calendar's lib/ files at the ES
// build's own copies. These tests pin the shapes it relies on, so an upgrade that changes them
// fails here rather than in the build or the calendar.
const require = createRequire(import.meta.url);
const calendar = dirname(require.resolve('react-big-calendar/package.json'));
const esmBuild = join(calendar, 'dist', 'react-big-calendar.esm.js');
const esm = readFileSync(esmBuild, 'utf8');
const addonDir = join(calendar, 'lib', 'addons', 'dragAndDrop');
const addonFiles = readdirSync(addonDir)
  .filter((name) => name.endsWith('.js'))
  .map((name) => join(addonDir, name));

describe("react-big-calendar's addon shares the ES build's parts", () => {
  it('the app imports the calendar as its ES build and the addon from lib/', () => {
    const manifest = JSON.parse(readFileSync(join(calendar, 'package.json'), 'utf8')) as { module: string };
    expect(join(calendar, manifest.module)).toBe(esmBuild);
    expect(ESM_BUILD.test(esmBuild)).toBe(true);
    for (const file of addonFiles) expect(ADDON_FILE.test(file), file).toBe(true);
  });

  it("every require of the calendar's lib/ files goes through Babel interop and reads only what the stand-ins export", () => {
    const seen = new Set<string>();
    for (const file of addonFiles) {
      const code = readFileSync(file, 'utf8');
      const requires = code.match(/require\("\.\.\/\.\.\/[^"]*"\)/g) ?? [];
      const bound = [...code.matchAll(/var (\w+) = (?:_interopRequire(?:Default|Wildcard)\()?require\("(\.\.\/\.\.\/[\w/]+)"\)\)?;/g)];
      expect(bound.length, file).toBe(requires.length);
      for (const [whole, binding, request] of bound) {
        expect(Object.keys(SHARED), `${file}: ${request}`).toContain(request);
        seen.add(request!);
        const read = [...new Set([...code.matchAll(new RegExp(`\\b${binding}\\.(\\w+)`, 'g'))].map((m) => m[1]!))];
        // Without interop the namespace is read by name; with default interop, `.default`.
        if (!whole.includes('_interopRequire')) expect(read).not.toContain('default');
        for (const name of read) expect(Object.keys(SHARED[request!]!), `${file}: ${binding}.${name}`).toContain(name);
      }
    }
    expect([...seen].sort()).toEqual(Object.keys(SHARED).sort());
  });

  it("each shared binding is a top-level declaration of the ES build, the same part as the lib/ file's export", () => {
    for (const [request, names] of Object.entries(SHARED)) {
      const lib = readFileSync(join(addonDir, `${request}.js`), 'utf8');
      for (const [name, binding] of Object.entries(names)) {
        const escaped = binding.replace(/\$/g, '\\$');
        const declaration = new RegExp(`^(var|function|class) ${escaped}(?![\\w$])`, 'gm');
        expect(esm.match(declaration), binding).toHaveLength(1);
        if (name === 'default') expect(lib, request).toMatch(/^var _default = exports\.default = \w+;$/m);
        else expect(lib, `${request}: ${name}`).toMatch(new RegExp(`^exports\\.${name} = |^var ${name} = exports\\.${name} = `, 'm'));
        // The lib/ file's part has the ES build's name (the prop type excepted, renamed by the bundler).
        if (name === 'default') expect(lib, request).toMatch(new RegExp(`exports\\.default = ${binding};`));
      }
    }
    expect(esm).toMatch(/^var accessor\$1 = PropTypes\.oneOfType\(\[PropTypes\.string, PropTypes\.func\]\);$/m);
    expect(readFileSync(join(addonDir, '../../utils/propTypes.js'), 'utf8')).toContain(
      'var accessor = exports.accessor = _propTypes.default.oneOfType([_propTypes.default.string, _propTypes.default.func]);',
    );
    expect(esm).not.toContain(sharedExportName(''));
  });

  it('rewrites the shared requires only, and builds stand-ins that re-export the ES bindings', () => {
    const code = [
      'var _Selection = _interopRequireWildcard(require("../../Selection"));',
      'var _accessors = require("../../utils/accessors");',
      'var _DnDContext = require("./DnDContext");',
      'var _other = require("../../Other");',
    ].join('\n');
    const next = pointAtShared(code)!;
    expect(next).toContain(`_interopRequireWildcard(require(${JSON.stringify('\0praktijk:big-calendar-shared:../../Selection')}))`);
    expect(next).toContain(`require(${JSON.stringify('\0praktijk:big-calendar-shared:../../utils/accessors')})`);
    expect(next).toContain('require("./DnDContext")');
    expect(next).toContain('require("../../Other")');
    expect(pointAtShared('var React = require("react");')).toBeNull();
    expect(sharedModule('../../utils/propTypes', '/x/esm.js')).toBe('export { __praktijkAddon_accessor_1 as accessor } from "/x/esm.js";');
    expect(exportShared('var Selection = 1;')).toContain('Selection as __praktijkAddon_Selection');
    const plugin = bigCalendarAddonSharesEsm();
    const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
    expect(transform(code, join(calendar, 'lib', 'Calendar.js'))).toBeNull();
    expect(transform(code, join(addonDir, 'WeekWrapper.js'))?.code).toBe(next);
    expect(transform(esm, esmBuild)?.code).toBe(exportShared(esm));
  });
});
