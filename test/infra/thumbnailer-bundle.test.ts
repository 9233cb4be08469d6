import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { fromRepoRoot } from '../../infra/constructs/paths';
import { copyBundleExtras, esbuildOptions } from '../bench/lambda-bundles';

// The twin makes thumbnails from source; the cloud runs the thumbnailer from its bundle, where sharp
// is not bundled but copied beside it with its native binaries (bundle-extras.ts, issue 25). This
// builds it as CDK does, copies what the bundling copies, and has a fresh Node process in that
// folder alone read an image from one link and write its thumbnail to another.
const ENTRY = 'functions/patients/thumbnails/handler.ts';
const dir = mkdtempSync(join(tmpdir(), 'praktijk-thumbnailer-'));
let server: Server | undefined;
afterAll(() => {
  server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const RUN = `
const { handler } = await import(process.argv[1]);
console.log(JSON.stringify(await handler({ source: process.argv[2], target: process.argv[3] })));
`;

describe('the thumbnailer Lambda', () => {
  it('makes a thumbnail from its bundle, with only the packages its bundling copies beside it', async () => {
    const out = join(dir, 'asset');
    await build({ ...esbuildOptions(ENTRY, join(out, 'index.mjs')), absWorkingDir: fromRepoRoot('.') });
    copyBundleExtras(ENTRY, out);

    const image = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#3366cc' } })
      .jpeg()
      .toBuffer();
    let written: Buffer | undefined;
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        if (req.method === 'PUT') written = Buffer.concat(chunks);
        res.end(req.method === 'GET' ? image : '');
      });
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // Run where no node_modules but the bundle's own can be found: the asset is all Lambda has.
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--input-type=module', '-e', RUN, pathToFileURL(join(out, 'index.mjs')).href, `${base}/image`, `${base}/thumbnail`],
      {
        cwd: out,
        env: { PATH: process.env.PATH },
      },
    );
    expect(JSON.parse(stdout.trim().split('\n').at(-1)!)).toEqual({ made: true });
    const meta = await sharp(written!).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 400, 300]);
  }, 120_000);
});
