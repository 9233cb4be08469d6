import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { APP_LAYOUT_INDEX, appLayoutRefreshOnly, refreshedLayoutFile } from './app-layout-refresh-only';

// The plugin replaces a Cloudscape file by what it evaluates to in this app. These tests pin the
// facts that make that true, so a Cloudscape upgrade that changes them fails here.
const require = createRequire(import.meta.url);
const components = dirname(require.resolve('@cloudscape-design/components/package.json'));
const read = (path: string) => readFileSync(join(components, path), 'utf8');

describe('AppLayout: only the visual-refresh implementation is bundled', () => {
  it('this Cloudscape build always renders visual refresh', () => {
    expect(read('internal/environment.js')).toMatch(/ALWAYS_VISUAL_REFRESH = true;/);
  });

  it('upstream AppLayoutInternal still picks toolbar only by global flag, else visual refresh', () => {
    const internal = read('app-layout/internal.js');
    expect(internal).toContain("import RefreshedAppLayout from './visual-refresh';");
    const choice = /if \(isRefresh\) \{\s*if \(isToolbar\) \{[\s\S]*ToolbarAppLayout[\s\S]*\}\s*else \{\s*return React\.createElement\(RefreshedAppLayout/;
    expect(internal).toMatch(choice);
    expect(read('app-layout/utils/feature-flags.js')).toMatch(/getGlobalFlag\('appLayoutWidget'\) \|\| getGlobalFlag\('appLayoutToolbar'\)/);
    expect(read('app-layout/index.js')).toContain("import { AppLayoutInternal } from './internal';");
  });

  it('the app never turns the toolbar on', () => {
    expect(webSources().filter((source) => /appLayoutWidget|appLayoutToolbar|app-layout-toolbar/.test(source))).toEqual([]);
  });

  it('redirects only app-layout/index.js’s ./internal, to the visual-refresh file that exists', () => {
    const plugin = appLayoutRefreshOnly();
    const index = join(components, 'app-layout', 'index.js');
    expect(APP_LAYOUT_INDEX.test(index)).toBe(true);
    const resolveId = plugin.resolveId as (source: string, importer?: string) => string | null;
    const load = plugin.load as (id: string) => string | null;
    expect(resolveId('./internal', join(components, 'table', 'index.js'))).toBeNull();
    const id = resolveId('./internal', index);
    expect(id).not.toBeNull();
    expect(load(id!)).toContain(JSON.stringify(refreshedLayoutFile(index)));
    expect(read('app-layout/visual-refresh/index.js')).toMatch(/^export default AppLayoutWithRef;$/m);
  });
});

function webSources(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(ts|tsx)$/.test(name)) files.push(readFileSync(path, 'utf8'));
    }
  };
  walk(fileURLToPath(new URL('../src', import.meta.url)));
  return files;
}
