import { describe, expect, it } from 'vitest';
import { closureGroup, isBarrel, staticClosure } from './first-screen-chunks';

const graph = (edges: Record<string, string[]>, code: Record<string, string> = {}) => ({
  getModuleInfo: (id: string) => (id in edges ? { importedIds: edges[id]!, code: code[id] ?? 'export const x = 1;' } : null),
});

describe('first-screen chunks', () => {
  it('knows a module that only re-exports', () => {
    expect(isBarrel('export * from "./add.js";\nexport * from "./sub.js";\n//# sourceMappingURL=x')).toBe(true);
    expect(isBarrel("export { a, b as c } from './a.js';")).toBe(true);
    expect(isBarrel('export * from "./add.js"; export const y = 2;')).toBe(false);
    expect(isBarrel(null)).toBe(false);
  });

  it('follows static imports, not through a barrel', () => {
    const g = graph({ a: ['b', 'idx'], b: ['c'], c: [], idx: ['f1', 'f2'], f1: [], f2: [] }, { idx: 'export * from "./f1.js"; export * from "./f2.js";' });
    expect([...staticClosure(g, ['a'])].sort()).toEqual(['a', 'b', 'c', 'idx']);
  });

  it('captures what the roots add to what loads before them, the roots apart', () => {
    const g = graph({ main: ['shared'], shared: [], layout: ['shared', 'shell'], shell: ['lib'], lib: [] });
    const group = closureGroup('signed-in', ['layout'], ['main']);
    const name = group.name as (id: string, ctx: ReturnType<typeof graph>) => string | null;
    expect(['main', 'shared', 'layout', 'shell', 'lib'].map((id) => name(id, g))).toEqual([null, null, null, 'signed-in', 'signed-in']);
  });
});
