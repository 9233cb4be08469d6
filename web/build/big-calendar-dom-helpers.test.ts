import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pointAtEsm, USED_FROM_INDEX } from './big-calendar-dom-helpers';

// The plugin rewrites react-big-calendar's CommonJS requires of dom-helpers. These tests pin the
// shapes it relies on, so an upgrade of either package that changes them fails here.
const require = createRequire(import.meta.url);
const calendar = dirname(require.resolve('react-big-calendar/package.json'));
const helpers = dirname(createRequire(join(calendar, 'package.json')).resolve('dom-helpers/package.json'));
const esm = join(helpers, 'esm');

function libFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.js')) files.push(path);
    }
  };
  walk(join(calendar, 'lib'));
  return files;
}

describe("react-big-calendar's addon shares the ES dom-helpers", () => {
  it('every require of a dom-helpers file goes through Babel interop, to an ES file with what the interop reads', () => {
    for (const file of libFiles()) {
      const code = readFileSync(file, 'utf8');
      const requires = code.match(/require\("dom-helpers\/[^"]*"\)/g) ?? [];
      const wrapped = [...code.matchAll(/var (\w+) = _interopRequire(Default|Wildcard)\(require\("dom-helpers\/(\w+)"\)\);/g)];
      expect(wrapped.length, file).toBe(requires.length);
      for (const [, binding, interop, helper] of wrapped) {
        const es = readFileSync(join(esm, `${helper}.js`), 'utf8');
        // Default: the helper is the ES default export. Wildcard: each property read is a named export.
        if (interop === 'Default') expect(es, helper).toMatch(/^export default /m);
        else
          for (const [, name] of code.matchAll(new RegExp(`${binding}\\.(\\w+)`, 'g')))
            expect(es, `${helper}.${name}`).toMatch(new RegExp(`^export (const|function) ${name}\\b`, 'm'));
      }
    }
  });

  it("the addon's only require of the whole package reads just the helpers the stand-in exports", () => {
    const whole = libFiles().filter((file) => readFileSync(file, 'utf8').includes('require("dom-helpers")'));
    expect(whole.map((file) => file.slice(calendar.length))).toEqual([join('/lib', 'addons', 'dragAndDrop', 'EventContainerWrapper.js')]);
    const code = readFileSync(whole[0]!, 'utf8');
    expect(code).toContain('var _domHelpers = require("dom-helpers");');
    expect([...new Set(code.match(/_domHelpers\.\w+/g))].map((use) => use.slice('_domHelpers.'.length)).sort()).toEqual([...USED_FROM_INDEX].sort());
    for (const name of USED_FROM_INDEX) expect(existsSync(join(esm, `${name}.js`))).toBe(true);
  });

  it('rewrites wrapped requires and the whole-package one, and leaves other files alone', () => {
    const code = [
      'var _interopRequireDefault = require("@babel/runtime/helpers/interopRequireDefault");',
      'var _closest = _interopRequireDefault(require("dom-helpers/closest"));',
      'var _domHelpers = require("dom-helpers");',
    ].join('\n');
    const next = pointAtEsm(code, '/x/esm')!;
    expect(next).toContain('_interopRequireDefault(require("/x/esm/closest.js"))');
    expect(next).not.toContain('require("dom-helpers")');
    expect(pointAtEsm('var React = require("react");', '/x/esm')).toBeNull();
  });
});
