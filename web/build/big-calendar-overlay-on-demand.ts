import { type Plugin } from 'vite';
import { ESM_BUILD } from './big-calendar-addon-shares-esm';

// react-big-calendar's ES build imports react-overlays' Overlay (with Popper.js: ~7 kB gzip) at its
// top, though it renders it only for the "+N more" popup of the month and all-day rows, which it
// shows only with the `popup` prop. Praktijk's calendars do not set it, yet the Team day paid for
// it. This plugin gives the calendar a stand-in that loads Overlay when one is first rendered
// (React.lazy), so a calendar with `popup` would still work, with a blank moment on first show.
// big-calendar-overlay-on-demand.test.ts pins the upstream import this replaces and its use.

export const OVERLAY_IMPORT = "import { Overlay } from 'react-overlays';";
const VIRTUAL_ID = '\0praktijk:big-calendar-overlay';

/** The ES build's code with its Overlay import pointed at the stand-in; null when the import is not there. */
export function overlayOnDemand(code: string): string | null {
  if (!code.includes(OVERLAY_IMPORT)) return null;
  return code.replace(OVERLAY_IMPORT, `import Overlay from ${JSON.stringify(VIRTUAL_ID)};`);
}

/** The stand-in: the same props (the calendar passes no ref), rendered once react-overlays is in. */
export const STAND_IN = [
  `import { createElement, lazy, Suspense } from 'react';`,
  `const LazyOverlay = lazy(() => import('react-overlays').then((module) => ({ default: module.Overlay })));`,
  `export default function Overlay(props) {`,
  `  return createElement(Suspense, { fallback: null }, createElement(LazyOverlay, props));`,
  `}`,
].join('\n');

export function bigCalendarOverlayOnDemand(): Plugin {
  return {
    name: 'praktijk:big-calendar-overlay-on-demand',
    enforce: 'pre',
    resolveId(source) {
      return source === VIRTUAL_ID ? VIRTUAL_ID : null;
    },
    load(id) {
      return id === VIRTUAL_ID ? STAND_IN : null;
    },
    transform(code, id) {
      if (!ESM_BUILD.test(id)) return null;
      const next = overlayOnDemand(code);
      return next === null ? null : { code: next, map: null };
    },
  };
}
