import { beforeAll, describe, expect, it } from 'vitest';
import { twin } from '../support/twin-env';

// The built web client as the twin serves it (the production build, as deployed): no file points
// at a source map, since maps are not deployed (web/vite.config.ts 'hidden', infra/stacks/web-stack.ts
// leaves *.map out of the site), so browsers and their dev tools never ask for one that 404s.
let url: string;

beforeAll(() => {
  url = twin().url;
});

interface ManifestChunk {
  file: string;
  css?: string[];
}

async function text(path: string): Promise<string> {
  const res = await fetch(`${url}${path}`);
  expect(res.status, path).toBe(200);
  return res.text();
}

describe('the served web client', () => {
  it('carries no sourceMappingURL in any script or style sheet it can load', async () => {
    const manifest = JSON.parse(await text('/.vite/manifest.json')) as Record<string, ManifestChunk>;
    const files = [...new Set(Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]))];
    expect(files.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(10); // every lazy chunk, not only the entry
    // The page's own scripts and styles are among them: the manifest describes this very build.
    const referenced = [...(await text('/')).matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!);
    expect(referenced.length).toBeGreaterThan(0);
    for (const file of referenced) expect(files).toContain(file);
    const mapped: string[] = [];
    for (const file of files) if ((await text(`/${file}`)).includes('sourceMappingURL')) mapped.push(file);
    expect(mapped).toEqual([]);
  });
});
