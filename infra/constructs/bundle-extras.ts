// What a function's bundle needs beyond its code (issue 24): files its dependencies read at run
// time from beside themselves, and the CommonJS globals they name. Only the letter renderer has
// any. CDK's bundling (app-function.ts) and the bundle bench and tests
// (test/bench/lambda-bundles.ts) read this one list, so what is deployed is what is tested.
export interface BundleExtras {
  /** Code put before the bundle after the shared banner. */
  banner?: string;
  /** Copied from the repository into the bundle's folder, beside index.mjs. */
  files?: readonly { from: string; to: string }[];
}

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
  },
};

export const bundleExtrasOf = (entry: string): BundleExtras => BUNDLE_EXTRAS[entry] ?? {};
