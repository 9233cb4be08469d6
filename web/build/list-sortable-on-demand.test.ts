import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LIST_INTERNAL, listSortableOnDemand, SORTABLE_AREA_IMPORT, sortableAreaFile } from './list-sortable-on-demand';

// The plugin swaps a static import in Cloudscape's List for a lazy one. These tests pin the
// upstream facts that keep that invisible, so a Cloudscape upgrade that changes them fails here.
const require = createRequire(import.meta.url);
const components = dirname(require.resolve('@cloudscape-design/components/package.json'));
const read = (path: string) => readFileSync(join(components, path), 'utf8');

describe('List: the sortable area loads only for a sortable list', () => {
  it('upstream List imports the sortable area as its default and renders it only when sortable', () => {
    const internal = read('list/internal.js');
    expect(internal).toContain(`import SortableArea from '${SORTABLE_AREA_IMPORT}';`);
    expect(internal.match(/SortableArea\b/g)).toHaveLength(2);
    expect(internal).toMatch(/if \(sortable\) \{\s*contents = \(React\.createElement\(SortableArea,/);
    expect(read('internal/components/sortable-area/index.js')).toMatch(/^export default function SortableArea\(/m);
  });

  it('no List in the app is sortable (the lazy path would show a blank moment)', () => {
    expect(webSources().filter((source) => /<List\b[^>]*\bsortable\b/.test(source))).toEqual([]);
  });

  it("redirects only list/internal.js's sortable-area import, to the file that exists", () => {
    const plugin = listSortableOnDemand();
    const internal = join(components, 'list', 'internal.js');
    expect(LIST_INTERNAL.test(internal)).toBe(true);
    const resolveId = plugin.resolveId as (source: string, importer?: string) => string | null;
    const load = plugin.load as (id: string) => string | null;
    expect(resolveId(SORTABLE_AREA_IMPORT, join(components, 'table', 'internal.js'))).toBeNull();
    const id = resolveId(SORTABLE_AREA_IMPORT, internal);
    expect(id).not.toBeNull();
    expect(existsSync(sortableAreaFile(internal))).toBe(true);
    expect(load(id!)).toContain(`import(${JSON.stringify(sortableAreaFile(internal))})`);
  });
});

function webSources(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx$/.test(name)) files.push(readFileSync(path, 'utf8'));
    }
  };
  walk(fileURLToPath(new URL('../src', import.meta.url)));
  return files;
}
