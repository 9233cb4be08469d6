import { dirname, join } from 'node:path';
import { type Plugin } from 'vite';

// Cloudscape's AppLayout chooses at run time between three implementations (app-layout/internal.js):
// classic, visual refresh, and the console-only toolbar. This package build always uses visual
// refresh (internal/environment.js: ALWAYS_VISUAL_REFRESH = true) and Praktijk never sets the
// toolbar's global flags, so only the visual-refresh layout can ever render. The bundler cannot see
// that, and the two dead ones weigh ~25 kB gzip on every signed-in page (the toolbar's drawer alone
// drags in @dnd-kit). This plugin points app-layout/index.js's './internal' at the one that runs.
// app-layout-refresh-only.test.ts pins the upstream file this replaces, so an upgrade that changes
// the choice fails a test instead of silently changing the layout.

export const APP_LAYOUT_INDEX = /[\\/]@cloudscape-design[\\/]components[\\/]app-layout[\\/]index\.js$/;
/** The package's own files, by path: its `exports` map does not open app-layout's folders. */
export function refreshedLayoutFile(appLayoutIndex: string): string {
  return join(dirname(appLayoutIndex), 'visual-refresh', 'index.js');
}

const VIRTUAL_ID = '\0praktijk:app-layout-internal';

export function appLayoutRefreshOnly(): Plugin {
  let refreshed: string | undefined;
  return {
    name: 'praktijk:app-layout-refresh-only',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== './internal' || !importer || !APP_LAYOUT_INDEX.test(importer)) return null;
      refreshed = refreshedLayoutFile(importer);
      return VIRTUAL_ID;
    },
    load(id) {
      if (id !== VIRTUAL_ID || !refreshed) return null;
      // The same export name and ref forwarding as upstream's AppLayoutInternal.
      return `export { default as AppLayoutInternal } from ${JSON.stringify(refreshed)};`;
    },
  };
}
