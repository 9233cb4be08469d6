import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// ACCESS-PATTERNS.md names the function behind each access pattern as `file: export`. This test
// keeps the table true: every named file must exist and export the named function.
const here = dirname(fileURLToPath(import.meta.url));
const functionsRoot = join(here, '..', '..');
const table = readFileSync(join(here, 'ACCESS-PATTERNS.md'), 'utf8');
const named = [...table.matchAll(/`([\w/.-]+\.ts): (\w+)`/g)].map((m) => ({ file: m[1]!, name: m[2]! }));

describe('ACCESS-PATTERNS.md', () => {
  it('names functions for its access patterns', () => {
    expect(named.length).toBeGreaterThan(30);
  });
  it.each(named.map((n) => [`${n.file}: ${n.name}`, n] as const))('%s exists', async (_label, { file, name }) => {
    const module = (await import(join(functionsRoot, file))) as Record<string, unknown>;
    expect(typeof module[name]).toBe('function');
  });
});
