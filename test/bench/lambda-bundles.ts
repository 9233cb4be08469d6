// Each Lambda's bundle (issue 23 §7): minified code size and how long a fresh Node process takes to
// import it (the module top level a cold start runs before the first request), against the
// budgets. The functions are the ones the stacks define (each AppFunction of the synthesized app),
// bundled with the options app-function.ts gives CDK. It prints figures; nothing here fails.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type BuildOptions } from 'esbuild';
import { AppFunction, LAMBDA_BUNDLING, LAMBDA_RUNTIME, LAMBDA_ALIASES } from '../../infra/constructs/app-function';
import { bundleExtrasOf } from '../../infra/constructs/bundle-extras';
import { fromRepoRoot } from '../../infra/constructs/paths';
import { ENV } from '@praktijk/functions/lib/env';
import { synthPraktijk } from '../infra/synth';
import { summarize } from './stats';

const BUDGET_KB = 600;
const BUDGET_IMPORT_MS = 60;
const IMPORTS = 5;
const KB = 1000;

export interface LambdaBundleFigure {
  entry: string;
  /** The construct paths of the functions built from this entry. */
  functions: string[];
  codeKb: number;
  /** Wall time of the import, what the budget is about. */
  importMs: number;
  /** CPU time the import took (all threads): steadier than wall time on a busy machine. */
  importCpuMs: number;
}

/** Each distinct entry of the app's functions, with the functions that use it. */
export function lambdaEntries(): Map<string, string[]> {
  const praktijk = synthPraktijk();
  try {
    const entries = new Map<string, string[]>();
    for (const node of praktijk.app.node.findAll()) {
      if (node instanceof AppFunction) entries.set(node.entry, [...(entries.get(node.entry) ?? []), node.node.path]);
    }
    return entries;
  } finally {
    praktijk.cleanup();
  }
}

/** Copies beside a bundle in `dir` what CDK's bundling copies (bundle-extras.ts `files`), so it loads there as in Lambda. */
export function copyBundleExtras(entry: string, dir: string): void {
  for (const { from, to } of bundleExtrasOf(entry).files ?? []) cpSync(fromRepoRoot(from), join(dir, to), { recursive: true });
}

/** CDK's NodejsFunction bundling options as esbuild's own (what CDK passes to the esbuild it runs). */
export function esbuildOptions(entry: string, outfile: string): BuildOptions {
  return {
    entryPoints: [fromRepoRoot(entry)],
    outfile,
    bundle: true,
    platform: 'node',
    target: LAMBDA_RUNTIME.name.replace(/^nodejs(\d+).*$/, 'node$1'),
    format: LAMBDA_BUNDLING.format,
    mainFields: [...LAMBDA_BUNDLING.mainFields],
    banner: { js: [LAMBDA_BUNDLING.banner, bundleExtrasOf(entry).banner].filter(Boolean).join(' ') },
    alias: { ...LAMBDA_ALIASES },
    external: [...(bundleExtrasOf(entry).external ?? [])],
    minify: LAMBDA_BUNDLING.minify,
    sourcemap: LAMBDA_BUNDLING.sourceMap ? 'external' : false,
    sourcesContent: LAMBDA_BUNDLING.sourcesContent,
    logLevel: 'error',
  };
}

// What the twin gives its handlers (infra/local/twin.ts): loopback endpoints, no cloud, no tracing.
const TWIN_LIKE_ENV: Record<string, string> = {
  AWS_REGION: 'eu-west-1',
  AWS_ACCESS_KEY_ID: 'bench',
  AWS_SECRET_ACCESS_KEY: 'bench',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  [ENV.table]: 'bench',
  [ENV.documentsBucket]: 'bench-documents',
  [ENV.exportsBucket]: 'bench-exports',
  [ENV.importsBucket]: 'bench-imports',
  [ENV.userPoolId]: 'eu-west-1_bench',
  [ENV.userPoolClientId]: 'bench',
  [ENV.wsManagementEndpoint]: 'http://127.0.0.1:9',
  [ENV.dynamoEndpoint]: 'http://127.0.0.1:9',
  [ENV.s3Endpoint]: 'http://127.0.0.1:9',
  [ENV.cognitoEndpoint]: 'http://127.0.0.1:9',
  [ENV.jobsQueueUrl]: 'twin://in-process',
};

// Times the import inside the child, so Node's own start-up is not counted.
const IMPORT_SCRIPT =
  'const c = process.cpuUsage(); const t = performance.now(); await import(process.argv[1]); const u = process.cpuUsage(c);' +
  'console.log(JSON.stringify({ ms: performance.now() - t, cpuMs: (u.user + u.system) / 1000 }));';

function importTimes(file: string): { importMs: number; importCpuMs: number } {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, ...TWIN_LIKE_ENV, NODE_OPTIONS: process.env.BENCH_NODE_OPTIONS ?? '' };
  const samples = Array.from(
    { length: IMPORTS },
    () =>
      JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', IMPORT_SCRIPT, pathToFileURL(file).href], { env, encoding: 'utf8' })) as {
        ms: number;
        cpuMs: number;
      },
  );
  return { importMs: summarize(samples.map((s) => s.ms)).median, importCpuMs: summarize(samples.map((s) => s.cpuMs)).median };
}

export async function lambdaBundleFigures(): Promise<LambdaBundleFigure[]> {
  const dir = mkdtempSync(join(tmpdir(), 'praktijk-lambda-bundles-'));
  try {
    const figures: LambdaBundleFigure[] = [];
    for (const [entry, functions] of lambdaEntries()) {
      const outfile = join(dir, entry.replace(/[/.]/g, '_'), 'index.mjs');
      await build(esbuildOptions(entry, outfile));
      // What its bundling copies beside the code (the thumbnailer's sharp) is there when it loads, as in Lambda.
      copyBundleExtras(entry, dirname(outfile));
      figures.push({ entry, functions, codeKb: statSync(outfile).size / KB, ...importTimes(outfile) });
    }
    return figures;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function printLambdaBundleFigures(figures: LambdaBundleFigure[]): void {
  console.log(`\nLambda bundles (minified code, without source maps; import: median of ${IMPORTS} fresh node processes, ${process.version}):`);
  console.log(`  budget: at most ${BUDGET_KB} KB and ${BUDGET_IMPORT_MS} ms per function`);
  // Import times grow with whatever else runs: a load above the core count makes them read high.
  console.log(`  machine load (1 min) ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`);
  for (const f of figures) {
    const misses = [f.codeKb > BUDGET_KB ? 'size' : '', f.importMs > BUDGET_IMPORT_MS ? 'import time' : ''].filter(Boolean);
    const verdict = misses.length ? `MISSES the budget (${misses.join(' and ')})` : 'within budget';
    const times = `${f.importMs.toFixed(1).padStart(7)} ms (CPU ${f.importCpuMs.toFixed(0).padStart(4)} ms)`;
    console.log(`  ${f.entry.padEnd(36)} ${f.codeKb.toFixed(0).padStart(6)} KB ${times}   ${verdict}`);
  }
  const missing = figures.filter((f) => f.codeKb > BUDGET_KB || f.importMs > BUDGET_IMPORT_MS).length;
  console.log(missing ? `  ${missing} of ${figures.length} functions miss the budget.` : `  All ${figures.length} functions are within the budget.`);
}

/** Builds, times and prints; `npm run bench` calls this, `npx tsx test/bench/lambda-bundles.ts` runs only this. */
export async function printLambdaBundles(): Promise<void> {
  printLambdaBundleFigures(await lambdaBundleFigures());
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await printLambdaBundles();
