import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { builtinModules } from 'node:module';
import { RESOURCES, type ResourceName, type RouteDefinition } from '@praktijk/shared/routes';
import { NODE_BUILTINS_AS_COMMONJS } from '../../infra/constructs/app-function';
import { fromRepoRoot } from '../../infra/constructs/paths';
import { bundleExtrasOf } from '../../infra/constructs/bundle-extras';
import { esbuildOptions, lambdaEntries } from '../bench/lambda-bundles';

// Each resource Lambda bundles only its own resource's routes (issue 23 §7): the route lists of
// shared/src/routes/ in a function's bundle are exactly those declaring its resource's routes, so
// no other resource's schemas travel with it. Built as CDK builds them (one esbuild run, ~5 s).
const ROUTES_DIR = 'shared/src/routes';

/** Route list file (repository path) -> the resources its routes belong to. */
async function routeListResources(): Promise<Map<string, Set<ResourceName>>> {
  const files = new Map<string, Set<ResourceName>>();
  for (const name of readdirSync(fromRepoRoot(ROUTES_DIR)).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const module = (await import(fromRepoRoot(join(ROUTES_DIR, name)))) as Record<string, unknown>;
    const lists = Object.values(module).filter((value): value is RouteDefinition[] => Array.isArray(value));
    if (lists.length) files.set(`${ROUTES_DIR}/${name}`, new Set(lists.flat().map((route) => route.resource)));
  }
  return files;
}

async function bundledInputs(entries: string[]): Promise<Map<string, string[]>> {
  return inputsByEntry(await bundlesMetafile(entries));
}

async function bundlesMetafile(entries: string[]): Promise<Metafile> {
  const options = esbuildOptions(entries[0]!, 'unused');
  const { metafile } = await build({
    ...options,
    entryPoints: entries.map((entry) => fromRepoRoot(entry)),
    outfile: undefined,
    outdir: '/bundles',
    // Each bundle leaves out its own native packages (bundle-extras.ts); built together, all of them.
    external: [...new Set(entries.flatMap((entry) => bundleExtrasOf(entry).external ?? []))],
    write: false,
    metafile: true,
    absWorkingDir: fromRepoRoot('.'),
  });
  return metafile;
}

function inputsByEntry(metafile: Metafile): Map<string, string[]> {
  const byEntry = new Map<string, string[]>();
  for (const output of Object.values(metafile.outputs)) {
    if (output.entryPoint) byEntry.set(output.entryPoint, Object.keys(output.inputs));
  }
  return byEntry;
}

describe('the resource Lambdas’ bundles', () => {
  it('hold the route lists of their own resource only', async () => {
    const resourceOf = (entry: string) => RESOURCES.find((resource) => entry === `functions/${resource}/handler.ts`);
    const entries = [...lambdaEntries().keys()].filter((entry) => resourceOf(entry));
    expect(entries).toHaveLength(RESOURCES.length);
    const lists = await routeListResources();
    const inputs = await bundledInputs(entries);
    for (const entry of entries) {
      const resource = resourceOf(entry)!;
      const bundled = inputs.get(entry)!.filter((input) => lists.has(input));
      const own = [...lists].filter(([, resources]) => resources.has(resource)).map(([file]) => file);
      expect(bundled.sort(), entry).toEqual(own.sort());
    }
  }, 120_000);
});

const NODE_BUILTINS = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));
let everyBundle: Promise<Metafile> | undefined;
/** All the app's bundles, built once for the tests below. */
const everyBundleMetafile = () => (everyBundle ??= bundlesMetafile([...lambdaEntries().keys()]));

describe('the Lambdas’ bundles', () => {
  // Each ESM import of a built-in makes Node read all its exports at load (node:http's load undici):
  // app-function.ts aliases them to CommonJS shims, and a built-in new to the code needs its own.
  it('import no Node built-in as an ES module', async () => {
    const metafile = await everyBundleMetafile();
    const esmBuiltins = Object.values(metafile.outputs).flatMap((output) =>
      output.imports.filter((i) => i.kind !== 'require-call' && NODE_BUILTINS.has(i.path)).map((i) => `${output.entryPoint}: ${i.path}`),
    );
    expect(esmBuiltins, `add these to NODE_BUILTINS_AS_COMMONJS (${NODE_BUILTINS_AS_COMMONJS.length} now)`).toEqual([]);
  }, 120_000);

  // The lock holds one @aws-sdk/client-s3 (the presigned POST's exact version): a second copy nested
  // under a presigner would double the S3 client in the bundles that use S3.
  it('hold one copy of @aws-sdk/client-s3', async () => {
    const inputs = inputsByEntry(await everyBundleMetafile());
    const copiesByEntry = [...inputs].map(([entry, files]) => {
      const copies = new Set(files.flatMap((file) => file.match(/^(?:.*\/)?node_modules\/@aws-sdk\/client-s3\//)?.[0] ?? []));
      return [entry, [...copies]] as const;
    });
    const usingS3 = copiesByEntry.filter(([, copies]) => copies.length > 0);
    expect(usingS3.length).toBeGreaterThan(0);
    for (const [entry, copies] of usingS3) expect(copies, entry).toEqual(['node_modules/@aws-sdk/client-s3/']);
  }, 120_000);

  // Lambda gives a function its credentials in the environment: the SDK's default chain (SSO, ini
  // files, processes, web identity, metadata and the nested clients they use) is aliased away.
  it('take the SDK’s credentials from the environment only', async () => {
    const inputs = inputsByEntry(await everyBundleMetafile());
    const chain = /node_modules\/@aws-sdk\/(credential-provider-(?!env\/)[\w-]+|nested-clients)\//;
    const carried = [...inputs].flatMap(([entry, files]) =>
      [...new Set(files.flatMap((file) => file.match(chain)?.[1] ?? []))].map((pkg) => `${entry}: ${pkg}`),
    );
    expect(carried).toEqual([]);
  }, 120_000);

  // zod's messages in every language but English are ~260 kB. A namespace read as a value (`z.core`,
  // `const core = z.core`) makes esbuild keep all of it, locales included: import such names
  // from 'zod/v4/core' by name instead.
  it('hold zod’s English messages only', async () => {
    const inputs = inputsByEntry(await everyBundleMetafile());
    const locales = [...inputs].flatMap(([entry, files]) =>
      files.filter((file) => /zod\/v4\/locales\/(?!en\.js$)/.test(file)).map((file) => `${entry}: ${file}`),
    );
    expect(locales.slice(0, 3), `${locales.length} files of other locales`).toEqual([]);
  }, 120_000);

  // What only a few requests use loads with the first of them (await import()), not at a cold start.
  it('load pdf-lib only when a prescription prints, the SQS client when a job is sent', async () => {
    const metafile = await everyBundleMetafile();
    const entries = Object.values(metafile.outputs).flatMap((output) => output.entryPoint ?? []);
    const lazy = /node_modules\/(@?pdf-lib|@aws-sdk\/client-sqs)\//;
    const eager = entries.flatMap((entry) => [...staticallyReached(metafile, entry)].filter((input) => lazy.test(input)).map((input) => `${entry}: ${input}`));
    expect(eager).toEqual([]);
    const treatments = Object.values(metafile.outputs).find((output) => output.entryPoint === 'functions/treatments/handler.ts')!;
    expect(Object.keys(treatments.inputs).some((input) => input.includes('node_modules/pdf-lib/'))).toBe(true);
  }, 120_000);
});

describe('the letter renderers', () => {
  // pdfmake with its fonts, jsdom and the Word writer are some 9 MB: they are the renderer
  // Lambda's alone, and the letters function (every template and letter call) carries none of them.
  it('are bundled in the renderer Lambda only', async () => {
    const inputs = inputsByEntry(await everyBundleMetafile());
    const renderers = /node_modules\/(pdfmake|jsdom|@turbodocx\/html-to-docx|html-to-pdfmake)\//;
    const carrying = [...inputs].filter(([, files]) => files.some((file) => renderers.test(file))).map(([entry]) => entry);
    expect(carrying).toEqual(['functions/letters/render/handler.ts']);
  }, 120_000);
});

/** The inputs a bundle's module top level runs: reached from its entry by static imports and require() calls. */
function staticallyReached(metafile: Metafile, entry: string): Set<string> {
  const reached = new Set([entry]);
  for (const input of reached) {
    for (const edge of metafile.inputs[input]?.imports ?? []) if (!edge.external && edge.kind !== 'dynamic-import') reached.add(edge.path);
  }
  return reached;
}
