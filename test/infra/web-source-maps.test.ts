import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resourcesOfType, synthPraktijk } from './synth';

// Source maps (the whole client source, ~7 MB) are built but never deployed with the site: the
// web asset the BucketDeployments copy into the web bucket holds none (issue 9.10).
const webDist = mkdtempSync(join(tmpdir(), 'praktijk-web-dist-maps-'));
mkdirSync(join(webDist, 'assets'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Praktijk</title><script type="module" src="/assets/index-3f2a.js"></script>');
writeFileSync(join(webDist, 'assets', 'index-3f2a.js'), 'console.log(1);');
writeFileSync(join(webDist, 'assets', 'index-3f2a.js.map'), '{"version":3}');
writeFileSync(join(webDist, 'assets', 'index-9b1c.css'), 'body{}');
writeFileSync(join(webDist, 'assets', 'index-9b1c.css.map'), '{"version":3}');
const praktijk = synthPraktijk({ webDist });
afterAll(() => {
  praktijk.cleanup();
  rmSync(webDist, { recursive: true, force: true });
});

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1));
}

describe('the web client deployment', () => {
  it('copies the built files into the web bucket without their source maps', () => {
    const deployments = Object.values(resourcesOfType(praktijk.template('web'), 'Custom::CDKBucketDeployment'));
    const keys = deployments.flatMap((d) => (d.Properties!.SourceObjectKeys as unknown[]).filter((key): key is string => typeof key === 'string'));
    const staged = [...new Set(keys.map((key) => join(praktijk.app.outdir, `asset.${key.replace(/\.zip$/, '')}`)))];
    // The built client's asset (WebAssets and WebIndex share it), besides the generated config.json.
    const client = staged.filter((dir) => existsSync(join(dir, 'index.html')));
    expect(client).toHaveLength(1);
    const files = filesUnder(client[0]!).sort();
    expect(files).toEqual(['assets/index-3f2a.js', 'assets/index-9b1c.css', 'index.html']);
  });
});
