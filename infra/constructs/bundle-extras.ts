// What a function's bundle needs beyond its code (issue 24): files its dependencies read at run
// time from beside themselves, the CommonJS globals they name, and native packages that cannot be
// bundled. Only the letter renderer and the thumbnailer have any. CDK's bundling (app-function.ts)
// and the bundle bench and tests (test/bench/lambda-bundles.ts) read this one list, so what is
// deployed is what is tested.
export interface BundleExtras {
  /** Code put before the bundle after the shared banner. */
  banner?: string;
  /** Copied from the repository into the bundle's folder, beside index.mjs. */
  files?: readonly { from: string; to: string }[];
  /** Packages left out of the bundle (native code) and copied into its node_modules instead (`files`). */
  external?: readonly string[];
}

/** A package copied whole into the bundle's node_modules. */
const nodeModule = (name: string) => ({ from: `node_modules/${name}`, to: `node_modules/${name}` });

export const BUNDLE_EXTRAS: Readonly<Record<string, BundleExtras>> = {
  'functions/letters/render/handler.ts': {
    // pdfkit (pdfmake's engine) reads its standard fonts' metrics from __dirname/data whenever a
    // document starts, even one that uses only embedded fonts; an ES module has no __dirname.
    banner: 'const __filename = import.meta.filename; const __dirname = import.meta.dirname;',
    files: [
      { from: 'node_modules/pdfkit/js/data', to: 'data' },
      // jsdom resolves its synchronous-XHR worker when it loads (it never runs one: letters load nothing).
      { from: 'node_modules/jsdom/lib/jsdom/living/xhr/xhr-sync-worker.js', to: 'xhr-sync-worker.js' },
    ],
    // The Word writer tries `require('sharp')` when it loads (for SVG images, which the letters'
    // sanitiser never lets through) and goes on without it; bundled, sharp's native code would fail the build.
    external: ['sharp'],
  },
  // The thumbnailer (issue 25) runs sharp, whose libvips is native code: sharp stays out of the
  // bundle and goes beside it with its dependencies and the linux-x64 binaries npm installed here
  // (the function runs on x86_64 for that reason: api-stack.ts). Deploy from an x64 Linux build
  // machine, or install those two @img packages for linux-x64 first.
  'functions/patients/thumbnails/handler.ts': {
    external: ['sharp'],
    files: ['sharp', 'detect-libc', 'semver', '@img/colour', '@img/sharp-linux-x64', '@img/sharp-libvips-linux-x64'].map(nodeModule),
  },
};

export const bundleExtrasOf = (entry: string): BundleExtras => BUNDLE_EXTRAS[entry] ?? {};
