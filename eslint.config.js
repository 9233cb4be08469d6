// One lint configuration for every workspace. Type-aware rules catch floating promises,
// which in Lambda handlers silently drop writes.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { existsSync, readdirSync } from 'node:fs';

// The web's lowest layer (see the web/src/** block below) and its page or feature folders.
const WEB_FOUNDATION = ['api', 'auth', 'catalogue', 'components', 'navigation', 'query', 'realtime', 'shell'];
const folders = (parent) =>
  readdirSync(`${import.meta.dirname}/${parent}`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules')
    .map((entry) => entry.name);
const webFolders = (parent) => folders(`web/src/${parent}`);
const foldersWith = (parent, child) => folders(parent).filter((folder) => existsSync(`${import.meta.dirname}/${parent}/${folder}/${child}`));

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'cdk.out/**', '.local/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Node 24 parses date-fns's 199 KB package.json again for every module it loads: the barrel's
      // ~250 modules cost seconds per test file and twin start. Import each function's own entry point.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'date-fns', allowTypeImports: true, message: "Import from 'date-fns/<function>' (the barrel is slow to load on Node 24)." }],
        },
      ],
      // esbuild cannot tree-shake zod's `z` object: `import { z }` put all of zod (472 KB) in every Lambda bundle.
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value=/^zod(\\/mini)?$/][importKind='value'] > ImportSpecifier[imported.name='z'][importKind='value']",
          message: "Write `import * as z from 'zod'`, which esbuild tree-shakes.",
        },
      ],
      'no-console': 'off',
      // Prettier formats (npm run lint checks it); this catches what it cannot wrap: long strings and comments.
      'max-len': ['error', { code: 160 }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // One home per domain (functions/README.md): lib/ is technology only (http, data, auth, files,
    // jobs engine, realtime, logging) and never reaches into a domain; domains build on lib/. A
    // domain's operations/ are its Lambda's own: another folder builds on its domain/, never on its
    // operations. Tests may wire lib/ to a real handler and call operations directly.
    files: ['functions/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })] },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './functions/lib', from: './functions', except: ['./lib'], message: 'lib/ is technology only: move the domain piece to its domain.' },
            // One zone per folder with operations, read from disk, so a new domain is covered without an edit here.
            ...foldersWith('functions', 'operations').map((domain) => ({
              target: folders('functions')
                .filter((other) => other !== domain)
                .map((other) => `./functions/${other}`),
              from: `./functions/${domain}/operations`,
              message: `${domain}/operations/ belongs to its Lambda: build on ${domain}/domain/ (move the piece there).`,
            })),
          ],
        },
      ],
    },
  },
  {
    // The web's layers (web/src/README.md): app/ (boot, routing) imports pages; a page folder imports
    // its own folder, features/ and the foundation; a feature imports other features and the
    // foundation; the foundation (api, auth, catalogue, components, navigation, query, realtime,
    // shell) imports only itself. Imports that leave their folder use `@/`, not `../../../`.
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'web/tsconfig.json' })] },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: `${import.meta.dirname}/web/src`,
          zones: [
            // One zone per page folder, read from disk, so a new page is covered without an edit here.
            ...webFolders('pages').map((page) => ({
              target: `./pages/${page}`,
              from: './pages',
              except: [`./${page}`],
              message: 'Pages never import other pages: move what two pages share to features/ or components/.',
            })),
            { target: './pages', from: './app', message: 'Only main.tsx imports app/ (the routing imports the pages).' },
            { target: './features', from: ['./pages', './app'], message: 'A feature never imports a page or app/: move the piece into the feature.' },
            {
              target: WEB_FOUNDATION.map((folder) => `./${folder}`),
              from: ['./features', './pages', './app'],
              message: 'The foundation never imports features, pages or app/: move the piece down.',
            },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(\\.\\./){3}', message: "Import through the '@/' alias instead of climbing three folders." }] },
      ],
    },
  },
  { files: ['**/*.js'], languageOptions: { globals: { ...globals.node } } },
);
