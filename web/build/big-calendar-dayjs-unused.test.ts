import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bigCalendarDayjsUnused } from './big-calendar-dayjs-unused';

const require = createRequire(import.meta.url);
const calendar = dirname(require.resolve('react-big-calendar/package.json'));

describe("react-big-calendar's dayjs plugins are dropped", () => {
  it('each dayjs plugin the calendar imports only defines its plugin (a UMD wrapper, no other side effect)', () => {
    const esm = readFileSync(join(calendar, 'dist', 'react-big-calendar.esm.js'), 'utf8');
    const plugins = [...esm.matchAll(/from '(dayjs\/plugin\/\w+)'/g)].map((m) => m[1]!);
    expect(plugins.length).toBeGreaterThan(0);
    const resolveFromCalendar = createRequire(join(calendar, 'package.json'));
    for (const plugin of plugins) {
      expect(readFileSync(resolveFromCalendar.resolve(plugin), 'utf8'), plugin).toMatch(
        /^!function\(\w,\w\)\{"object"==typeof exports&&"undefined"!=typeof module\?module\.exports=\w\(\)/,
      );
    }
  });

  it('the app uses the date-fns localizer, never dayjs', () => {
    const sources: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.tsx?$/.test(name)) sources.push(readFileSync(path, 'utf8'));
      }
    };
    walk(fileURLToPath(new URL('../src', import.meta.url)));
    expect(sources.filter((source) => /dayjs/i.test(source))).toEqual([]);
    expect(sources.some((source) => source.includes('dateFnsLocalizer('))).toBe(true);
  });

  it('marks only dayjs plugins imported by react-big-calendar', async () => {
    const plugin = bigCalendarDayjsUnused();
    const resolveId = plugin.resolveId as (this: unknown, source: string, importer?: string, options?: object) => Promise<unknown>;
    const context = { resolve: (source: string) => Promise.resolve({ id: `/resolved/${source}` }) };
    const importer = join(calendar, 'dist', 'react-big-calendar.esm.js');
    expect(await resolveId.call(context, 'dayjs/plugin/utc', importer, {})).toEqual({ id: '/resolved/dayjs/plugin/utc', moduleSideEffects: false });
    expect(await resolveId.call(context, 'dayjs/plugin/utc', '/app/src/x.ts', {})).toBeNull();
    expect(await resolveId.call(context, 'lodash/chunk', importer, {})).toBeNull();
  });
});
