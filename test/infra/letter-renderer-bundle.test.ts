import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { fromRepoRoot } from '../../infra/constructs/paths';
import { copyBundleExtras, esbuildOptions } from '../bench/lambda-bundles';

// The twin renders letters from source; the cloud runs the renderer from its bundle, where its
// dependencies find no node_modules and an ES module has no __dirname (issue 24). This builds the
// renderer as CDK does, puts the files bundle-extras.ts names beside it, and renders both files
// in a fresh Node process from that folder alone.
const ENTRY = 'functions/letters/render/handler.ts';
const dir = mkdtempSync(join(tmpdir(), 'praktijk-letter-renderer-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const RENDER_BOTH = `
const { handler } = await import(process.argv[1]);
const html = '<p>Geachte collega, ĳverig €</p><table style="width: 100%"><tbody><tr><td style="width: 30%">a</td><td>b</td></tr></tbody></table>';
const input = { html, title: 'Brief', letterhead: { practiceName: 'Huisartsenpraktijk', lines: ['Kerkstraat 1'] } };
const pdf = Buffer.from((await handler({ type: 'pdf', input })).content, 'base64');
const docx = Buffer.from((await handler({ type: 'docx', input })).content, 'base64');
console.log(JSON.stringify({ pdf: pdf.subarray(0, 5).toString(), docx: docx.subarray(0, 2).toString() }));
`;

describe('the letter renderer Lambda', () => {
  it('renders PDF and Word from its bundle, with only the files its bundling copies beside it', async () => {
    const out = join(dir, 'asset');
    await build({ ...esbuildOptions(ENTRY, join(out, 'index.mjs')), absWorkingDir: fromRepoRoot('.') });
    copyBundleExtras(ENTRY, out);
    // Run where no node_modules can be found: the asset is all Lambda has.
    const answer = execFileSync(process.execPath, ['--input-type=module', '-e', RENDER_BOTH, pathToFileURL(join(out, 'index.mjs')).href], {
      cwd: out,
      env: { PATH: process.env.PATH },
      encoding: 'utf8',
    });
    expect(JSON.parse(answer.trim().split('\n').at(-1)!)).toEqual({ pdf: '%PDF-', docx: 'PK' });
  }, 120_000);
});
