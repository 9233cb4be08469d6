import { dirname, join } from 'node:path';
import { type Plugin } from 'vite';

// Cloudscape's List (list/internal.js) imports its sortable variant (internal/components/
// sortable-area, built on @dnd-kit: ~18 kB gzip) statically, though it renders it only with
// `sortable`. No List in Praktijk is sortable, yet the physician's Schedule (its day lists) paid for
// it. This plugin gives list/internal.js a stand-in that loads the sortable area when one is first
// rendered (React.lazy), so a sortable List would still work, with a blank moment on first show.
// list-sortable-on-demand.test.ts pins the upstream import this replaces.

export const LIST_INTERNAL = /[\\/]@cloudscape-design[\\/]components[\\/]list[\\/]internal\.js$/;
export const SORTABLE_AREA_IMPORT = '../internal/components/sortable-area';
/** The sortable area's file, by path: the package's `exports` map does not open its internals. */
export function sortableAreaFile(listInternal: string): string {
  return join(dirname(listInternal), '..', 'internal', 'components', 'sortable-area', 'index.js');
}

const VIRTUAL_ID = '\0praktijk:list-sortable-area';

export function listSortableOnDemand(): Plugin {
  let sortableArea: string | undefined;
  return {
    name: 'praktijk:list-sortable-on-demand',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== SORTABLE_AREA_IMPORT || !importer || !LIST_INTERNAL.test(importer)) return null;
      sortableArea = sortableAreaFile(importer);
      return VIRTUAL_ID;
    },
    load(id) {
      if (id !== VIRTUAL_ID || !sortableArea) return null;
      // The same default export (a function component taking the sortable area's props).
      return [
        `import { createElement, lazy, Suspense } from 'react';`,
        `const LazySortableArea = lazy(() => import(${JSON.stringify(sortableArea)}));`,
        `export default function SortableArea(props) {`,
        `  return createElement(Suspense, { fallback: null }, createElement(LazySortableArea, props));`,
        `}`,
      ].join('\n');
    },
  };
}
