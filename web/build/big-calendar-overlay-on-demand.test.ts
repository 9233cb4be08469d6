import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ESM_BUILD } from './big-calendar-addon-shares-esm';
import { bigCalendarOverlayOnDemand, OVERLAY_IMPORT, overlayOnDemand, STAND_IN } from './big-calendar-overlay-on-demand';

// The plugin swaps react-big-calendar's static import of react-overlays' Overlay for a lazy one.
// These tests pin the upstream facts that keep that invisible, so an upgrade that changes them fails here.
const require = createRequire(import.meta.url);
const calendar = dirname(require.resolve('react-big-calendar/package.json'));
const esmBuild = join(calendar, 'dist', 'react-big-calendar.esm.js');
const esm = readFileSync(esmBuild, 'utf8');

describe("react-big-calendar's Overlay loads only for a popup", () => {
  it('the ES build imports Overlay once and renders it only in the popup, which shows only with the popup prop', () => {
    expect(esm.split(OVERLAY_IMPORT)).toHaveLength(2);
    // Outside comments, Overlay is used once: CalOverlay renders it (through PopOverlay), without a ref.
    const code = esm.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
    expect(code.match(/\bOverlay\b/g)).toHaveLength(2); // the import and the use
    expect(code).toMatch(/function CalOverlay\([^)]*\) \{[\s\S]*?return React\.createElement\(Overlay, \{\s*rootClose: true,/);
    expect(code.match(/React\.createElement\(PopOverlay,/g)).toHaveLength(2);
    expect(code.match(/this\.props\.popup && this\.renderOverlay\(\)/g)).toHaveLength(2);
  });

  it('no calendar in the app sets popup (the lazy path would show a blank moment)', () => {
    expect(webSources().filter((source) => /\bpopup\b/.test(source))).toEqual([]);
  });

  it('react-overlays exports Overlay by name, as the stand-in reads it', () => {
    const overlays = dirname(createRequire(join(calendar, 'package.json')).resolve('react-overlays/package.json'));
    const manifest = JSON.parse(readFileSync(join(overlays, 'package.json'), 'utf8')) as { module: string };
    expect(readFileSync(join(overlays, manifest.module), 'utf8')).toMatch(/^export \{[^}]*\bOverlay\b[^}]*\};?$/m);
    expect(STAND_IN).toContain("import('react-overlays').then((module) => ({ default: module.Overlay }))");
  });

  it('rewrites only the ES build, and only its Overlay import', () => {
    expect(ESM_BUILD.test(esmBuild)).toBe(true);
    const next = overlayOnDemand(esm)!;
    expect(next).not.toContain(OVERLAY_IMPORT);
    expect(next).toContain(`import Overlay from ${JSON.stringify('\0praktijk:big-calendar-overlay')};`);
    expect(next.length - esm.length).toBeLessThan(100);
    expect(overlayOnDemand('export const x = 1;')).toBeNull();
    const plugin = bigCalendarOverlayOnDemand();
    const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
    expect(transform(esm, join(calendar, 'lib', 'index.js'))).toBeNull();
    expect(transform(esm, esmBuild)?.code).toBe(next);
    const resolveId = plugin.resolveId as (source: string) => string | null;
    const load = plugin.load as (id: string) => string | null;
    expect(load(resolveId('\0praktijk:big-calendar-overlay')!)).toBe(STAND_IN);
    expect(resolveId('react-overlays')).toBeNull();
  });
});

function webSources(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(name) && !name.includes('.test.')) files.push(readFileSync(path, 'utf8'));
    }
  };
  walk(fileURLToPath(new URL('../src', import.meta.url)));
  return files;
}
