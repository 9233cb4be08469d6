import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { appLayoutRefreshOnly } from './build/app-layout-refresh-only';
import { bigCalendarAddonSharesEsm } from './build/big-calendar-addon-shares-esm';
import { bigCalendarDayjsUnused } from './build/big-calendar-dayjs-unused';
import { bigCalendarDomHelpers } from './build/big-calendar-dom-helpers';
import { bigCalendarOverlayOnDemand } from './build/big-calendar-overlay-on-demand';
import { dateFnsOneCopy } from './build/date-fns-one-copy';
import { closureGroup } from './build/first-screen-chunks';
import { listSortableOnDemand } from './build/list-sortable-on-demand';
import { routesOnDemand } from './build/routes-on-demand';
import { TINYMCE_SKIN_DIRS, tinymceAssetDir } from './src/features/letters/editor/asset-paths';

// The local twin serves everything on one origin (DESIGN §8). In `npm run -w web dev` the dev
// server stands in for the web part of that origin and forwards the rest to the twin, so the
// browser still sees a single origin (no CORS, the WebSocket and Cognito calls included).
const TWIN = 'http://127.0.0.1:8080';
const webRoot = fileURLToPath(new URL('.', import.meta.url));
const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

/**
 * TinyMCE's skins as files of the site, at /tinymce/<version>/skins/... (issue 24): the letter editor loads
 * them by URL (skin_url, content_css) because the skin modules inject <style> elements, which the
 * CSP's `style-src-elem 'self'` blocks. The style sheets only: the skins' .js/.ts twins are those
 * modules. Emitted into the build, and served from the package by the dev server.
 */
function tinymceSkins(): Plugin {
  const manifest = createRequire(join(webRoot, 'package.json')).resolve('tinymce/package.json');
  const tinymceDir = dirname(manifest);
  const assetDir = tinymceAssetDir((JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version);
  const files = TINYMCE_SKIN_DIRS.flatMap((dir) =>
    readdirSync(join(tinymceDir, dir))
      .filter((name) => name.endsWith('.css'))
      .map((name) => `${dir}/${name}`),
  );
  const prefix = `/${assetDir}/`;
  return {
    name: 'praktijk:tinymce-skins',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const file = req.url?.startsWith(prefix) ? req.url.slice(prefix.length).split('?')[0] : undefined;
        if (!file || !files.includes(file)) return next();
        res.setHeader('Content-Type', 'text/css');
        res.end(readFileSync(join(tinymceDir, file)));
      });
    },
    generateBundle() {
      for (const file of files) this.emitFile({ type: 'asset', fileName: `${assetDir}/${file}`, source: readFileSync(join(tinymceDir, file)) });
    },
  };
}

export default defineConfig({
  root: webRoot,
  plugins: [
    react(),
    appLayoutRefreshOnly(),
    listSortableOnDemand(),
    bigCalendarDayjsUnused(),
    bigCalendarDomHelpers(),
    bigCalendarAddonSharesEsm(),
    bigCalendarOverlayOnDemand(),
    dateFnsOneCopy(webRoot, fileURLToPath(new URL('../shared', import.meta.url))),
    routesOnDemand(src('api/route-modules.ts'), fileURLToPath(new URL('../shared/src', import.meta.url))),
    tinymceSkins(),
  ],
  resolve: {
    alias: {
      // `@/x` is web/src/x (web/tsconfig.json's paths say the same to TypeScript and ESLint): imports
      // that leave their own folder name where they go instead of climbing `../../../`.
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // Cloudscape's messages (i18n/messages/all.en) ship precompiled to ICU syntax trees, so the
      // ICU parser (~10 kB gzip) is dead weight: FormatJS's documented no-parser build keeps the
      // formatter and throws only if an uncompiled string reached it, which no code here passes.
      '@formatjs/icu-messageformat-parser': fileURLToPath(new URL('../node_modules/@formatjs/icu-messageformat-parser/lib/no-parser.js', import.meta.url)),
    },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // Maps are written for debugging a production stack trace but not referenced from the files
    // ('hidden': no sourceMappingURL) and not deployed (infra/stacks/web-stack.ts leaves them out).
    sourcemap: 'hidden',
    // The manifest lets `npm run bench` follow what each route loads (test/bench/bundle.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        // No catch-all vendor chunk: each route loads the library code it uses, so the sign-in
        // page does not carry every Cloudscape component (DESIGN §10). React and the router, which
        // every page needs and which change least, stay in a file of their own for caching. The
        // entry, the sign-in page and the signed-in frame each put what they add in one file
        // (build/first-screen-chunks.ts) instead of dozens of small ones: the same code, fewer files,
        // better gzip (issue 7 §5). The areas' screens keep automatic chunking.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 3 },
            closureGroup('index', [src('main.tsx')], [], 2),
            closureGroup('sign-in', [src('pages/login/LoginPage.tsx')], [src('main.tsx')], 1),
            closureGroup('signed-in', [src('app/SignedInLayout.tsx'), src('app/signed-in-session.ts')], [src('main.tsx'), src('pages/login/LoginPage.tsx')]),
          ],
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': TWIN,
      '/ws': { target: TWIN, ws: true },
      '/config.json': TWIN,
      '/cognito': TWIN,
    },
  },
});
