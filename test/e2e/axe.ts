import axe from 'axe-core';
import { type Page } from 'playwright-core';

// Accessibility in every browser test (issue 9): axe-core runs in the page as the user left it at
// the end of each test (browser.ts), and wherever a test calls expectAccessible on a screen on the
// way. Every rule axe runs by default counts, best practices included (landmarks, heading order),
// at impact moderate and above. axe's source goes in through evaluate, which the page's
// Content-Security-Policy does not govern, so the CSP stays as strict as production's.

const COUNTED = new Set(['moderate', 'serious', 'critical']);

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/**
 * The screen at rest: axe reads colours as painted, so a message still fading in reads as low
 * contrast. Finite animations (fades, slides) are awaited; endless ones (spinners) are not.
 */
async function settled(page: Page): Promise<void> {
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity), undefined, {
      timeout: 5_000,
    })
    .catch(() => undefined); // judged as it is then
}

export async function axeFindings(page: Page): Promise<AxeFinding[]> {
  // Motion off while axe reads the page (Cloudscape honours prefers-reduced-motion): a toast that
  // starts to fade out while a slow run is under way would read as low contrast mid-fade (seen on a
  // loaded CI machine). What is judged is the screen as it is painted at rest.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    return await findingsAtRest(page);
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
}

async function findingsAtRest(page: Page): Promise<AxeFinding[]> {
  await settled(page);
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.evaluate(axe.source);
  const results = await page.evaluate(() => window.axe!.run(document, { resultTypes: ['violations'] }));
  return results.violations
    .filter((violation) => COUNTED.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
}

export function describeFindings(where: string, findings: readonly AxeFinding[]): string {
  const lines = findings.map((f) => `  ${f.impact} ${f.rule}: ${f.help}\n    ${f.targets.join('\n    ')}`);
  return `axe found ${findings.length} moderate-or-worse issue(s) on ${where}:\n${lines.join('\n')}`;
}

/** Fails the test when the screen as it is now has a moderate, serious or critical axe finding. */
export async function expectAccessible(page: Page, screen = new URL(page.url()).pathname): Promise<void> {
  const findings = await axeFindings(page);
  if (findings.length > 0) throw new Error(describeFindings(screen, findings));
}
