// The JavaScript a browser loads for the first pages (issue 7 §5, DESIGN §10), from web/dist:
// index.html's entry with its static imports, plus the lazy chunks of the route shown and their
// static imports, each file counted once, gzip-compressed as the twin and CloudFront serve it.
// Needs `npm run build:web` first (the build writes dist/.vite/manifest.json).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const ENTRY = 'index.html';
// The signed-in branch: its layout and the session starter the guard loads beside it (app/router.tsx).
const SIGNED_IN = ['src/app/SignedInLayout.tsx', 'src/app/signed-in-session.ts'];
const LOGIN = 'src/pages/login/LoginPage.tsx';
const KB = 1000;

/** A screen: the lazy route modules it needs beside the entry. */
interface Screen {
  name: string;
  modules: string[];
  /** Issue 7 §5's budget; screens without one are printed for comparison. */
  budgetKb?: number;
}

// The landing of each role (web/src/navigation/route-access.ts homePathFor): a physician lands on their
// Schedule, administration on the Team day of /planning, a nurse on All Patients. The patient
// record and a practitioner's calendar are printed too, for comparison.
const AFTER_SIGN_IN = 400;
export const SCREENS: Screen[] = [
  { name: 'sign-in page (/login)', modules: [LOGIN], budgetKb: 250 },
  {
    name: 'after sign-in: physician landing, Schedule (/schedule)',
    // The top bar's on-call toggle loads on demand, but for every physician at sign-in: it counts.
    modules: [LOGIN, ...SIGNED_IN, 'src/pages/schedule/SchedulePage.tsx', 'src/shell/topbar/OnCallButton.tsx'],
    budgetKb: AFTER_SIGN_IN,
  },
  {
    name: 'after sign-in: administration landing, Team day (/planning)',
    modules: [LOGIN, ...SIGNED_IN, 'src/pages/planning/page/PlanningHomePage.tsx'],
    budgetKb: AFTER_SIGN_IN,
  },
  {
    name: 'after sign-in: nurse landing, All Patients (/patients)',
    modules: [LOGIN, ...SIGNED_IN, 'src/pages/patients/list/AllPatientsPage.tsx'],
    budgetKb: AFTER_SIGN_IN,
  },
  { name: 'after sign-in: a patient record (/patients/:id/view)', modules: [LOGIN, ...SIGNED_IN, 'src/pages/patients/record/PatientRecordPage.tsx'] },
  { name: "after sign-in: a practitioner's calendar", modules: [LOGIN, ...SIGNED_IN, 'src/pages/planning/page/PractitionerCalendarPage.tsx'] },
];

/** Every manifest key a module needs before it runs: itself and its static imports, recursively. */
export function staticClosure(manifest: Manifest, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest: was the route renamed? (test/bench/bundle.ts)`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  roots.forEach(visit);
  return seen;
}

function gzipBytes(dist: string, file: string, cache: Map<string, number>): number {
  let size = cache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(dist, file))).length;
    cache.set(file, size);
  }
  return size;
}

export interface ScreenFigure extends Screen {
  jsKb: number;
  cssKb: number;
  files: number;
}

export function bundleFigures(dist: string): ScreenFigure[] {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const cache = new Map<string, number>();
  return SCREENS.map((screen) => {
    const chunks = [...staticClosure(manifest, [ENTRY, ...screen.modules])].map((key) => manifest[key]!);
    const js = chunks.filter((chunk) => chunk.file.endsWith('.js')).map((chunk) => chunk.file);
    const css = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))];
    const sum = (files: string[]) => files.reduce((total, file) => total + gzipBytes(dist, file, cache), 0) / KB;
    return { ...screen, jsKb: sum(js), cssKb: sum(css), files: js.length };
  });
}

export function printBundleFigures(dist: string): void {
  console.log('\nJavaScript loaded by the first pages (gzip, kB = 1000 bytes; after sign-in includes the sign-in page):');
  for (const figure of bundleFigures(dist)) {
    const verdict =
      figure.budgetKb === undefined ? 'no budget' : `budget ${figure.budgetKb} kB: ${figure.jsKb <= figure.budgetKb ? 'within budget' : 'BUDGET MISSED'}`;
    console.log(
      `  ${figure.name.padEnd(56)} ${figure.jsKb.toFixed(1).padStart(6)} kB in ${String(figure.files).padStart(3)} files` +
        `   ${verdict}   (CSS ${figure.cssKb.toFixed(1)} kB)`,
    );
  }
}
