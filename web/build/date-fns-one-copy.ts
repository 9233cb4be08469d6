import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { type Plugin } from 'vite';

// web and shared both depend on date-fns 4, and npm installs it twice (web/node_modules and
// shared/node_modules) because the root holds Cloudscape's date-fns 2. The bundler would ship both
// 4.x copies, each with the nl locale (~5 kB gzip on the planning screens). When the two copies
// are the same version, this plugin resolves the app's own date-fns imports (from shared's
// sources, outside any node_modules) as web's, so one copy is bundled. Libraries in node_modules
// (Cloudscape's date-fns 2) resolve as before. A version mismatch turns the plugin off.

const DATE_FNS = /^date-fns(\/|$)/;
const IN_NODE_MODULES = /[\\/]node_modules[\\/]/;

/** The version of date-fns a package directory resolves, or undefined when it has none. */
export function dateFnsVersion(packageDir: string): string | undefined {
  try {
    const require = createRequire(join(packageDir, 'package.json'));
    const manifest = require.resolve('date-fns/package.json');
    return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
  } catch {
    return undefined;
  }
}

/** webDir: the package whose copy is kept; sharedDir: the workspace package whose imports follow it. */
export function dateFnsOneCopy(webDir: string, sharedDir: string): Plugin {
  const webVersion = dateFnsVersion(webDir);
  const same = webVersion !== undefined && webVersion === dateFnsVersion(sharedDir);
  // Any file of web's serves as the importer: resolution starts from web/node_modules.
  const webImporter = join(webDir, 'src', 'main.tsx');
  return {
    name: 'praktijk:date-fns-one-copy',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!same || !DATE_FNS.test(source) || !importer || IN_NODE_MODULES.test(importer) || importer.startsWith(webDir)) return null;
      return this.resolve(source, webImporter, { ...options, skipSelf: true });
    },
  };
}
