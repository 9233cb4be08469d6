import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, onTestFailed } from 'vitest';
import { type TestUser } from '../support/practice';
import { axeFindings, describeFindings } from './axe';
import { recordToasts } from './toast-recorder';

export { toast } from './toast-recorder';

// Debian's Chromium driven by playwright-core (no browser download here). One browser per test
// file, a fresh context (no shared storage) per test, and a screenshot when a test fails.
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

export interface BrowserFixture {
  page: () => Page;
  newPage: (options?: { storageState?: StorageState }) => Promise<Page>;
  /** A page signed in as the user at `path`: the form once per user and file, then the saved session. */
  signedInPage: (url: string, user: Pick<TestUser, 'email' | 'password'>, path: string) => Promise<Page>;
}

export function useBrowser(): BrowserFixture {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let current: Page | undefined;

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });
  });
  afterEach(async (context) => {
    // A test that passed is also held to axe on every page it left open (a failed one keeps its own error).
    const passed = context.task.result?.state !== 'fail';
    const inaccessible = passed ? await findingsOnOpenPages(contexts) : [];
    const violations = contexts.flatMap((c) => cspViolations.get(c) ?? []);
    await keepRotatedSessions();
    await Promise.all(contexts.splice(0).map((c) => c.close()));
    current = undefined;
    if (violations.length > 0) throw new Error(`Content-Security-Policy violations:\n${violations.map((v) => JSON.stringify(v)).join('\n')}`);
    if (inaccessible.length > 0) throw new Error(inaccessible.join('\n'));
  });
  afterAll(async () => {
    await browser?.close();
  });

  const newPage = async (options: { storageState?: StorageState } = {}) => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      locale: 'nl-NL',
      timezoneId: 'America/Paramaribo',
      storageState: options.storageState,
    });
    contexts.push(context);
    await listenForCspViolations(context);
    await recordToasts(context);
    const page = await context.newPage();
    current ??= page;
    onTestFailed(async ({ task }) => {
      mkdirSync('test-results/screenshots', { recursive: true });
      await page.screenshot({ path: `test-results/screenshots/${task.name.replace(/[^\w-]+/g, '_')}.png` }).catch(() => undefined);
    });
    return page;
  };
  // Amplify keeps the tokens in sessionStorage (the tab's, spec 1 §4), which playwright's
  // storageState does not carry: the sign-in saves the tab's sessionStorage beside the storage
  // state, and a later page gets it back before any script of the app runs. Only the identity and
  // sign-in tests go through the form each time.
  const sessions = new Map<string, SavedSession>();
  // A page refreshes its tokens (the session check every 5 minutes, an expired ID token) and
  // Cognito rotates the refresh token: the saved copy takes the newest one when the test ends,
  // else the next page would offer a replaced refresh token and be signed out.
  const signedInPages: { email: string; page: Page }[] = [];
  const keepRotatedSessions = async () => {
    for (const { email, page } of signedInPages.splice(0)) {
      const saved = sessions.get(email);
      if (!saved || page.isClosed() || !page.url().startsWith(saved.sessionStorage.origin)) continue;
      const entries = await page.evaluate(() => Object.entries(window.sessionStorage)).catch(() => []);
      if (entries.some(([key]) => key.endsWith('.refreshToken'))) saved.sessionStorage = { ...saved.sessionStorage, entries };
    }
  };
  const signedInPage = async (url: string, user: Pick<TestUser, 'email' | 'password'>, path: string) => {
    const saved = sessions.get(user.email);
    if (!saved) {
      const page = await newPage();
      await signIn(page, url, user, path);
      sessions.set(user.email, await saveSession(page));
      signedInPages.push({ email: user.email, page });
      return page;
    }
    const page = await newPage({ storageState: saved.storageState });
    await restoreSessionStorage(page.context(), saved.sessionStorage);
    await page.goto(`${url}${path}`);
    await page.getByTestId('side-navigation').waitFor(); // the signed-in shell, not /login
    signedInPages.push({ email: user.email, page });
    return page;
  };
  return { page: () => current!, newPage, signedInPage };
}

interface SavedSession {
  storageState: StorageState;
  /** The app origin's sessionStorage after sign-in. */
  sessionStorage: { origin: string; entries: [string, string][] };
}

/** The page's cookies and localStorage (storageState) and its tab's sessionStorage. */
export async function saveSession(page: Page): Promise<SavedSession> {
  const sessionStorage = await page.evaluate(() => ({ origin: window.location.origin, entries: Object.entries(window.sessionStorage) }));
  return { storageState: await page.context().storageState(), sessionStorage };
}

const RESTORED_MARK = 'e2e.sessionRestored';

/**
 * Puts the saved sessionStorage into each new tab of the context before the app's scripts run,
 * once per tab: a test that signs out and reloads stays signed out, as a real tab would.
 */
export async function restoreSessionStorage(context: BrowserContext, saved: SavedSession['sessionStorage']): Promise<void> {
  await context.addInitScript(
    ({ origin, entries, mark }) => {
      if (window.location.origin !== origin || window.sessionStorage.getItem(mark)) return;
      for (const [key, value] of entries) window.sessionStorage.setItem(key, value);
      window.sessionStorage.setItem(mark, '1');
    },
    { ...saved, mark: RESTORED_MARK },
  );
}

/** axe's findings on each app page still open at the end of a test, described per page. */
async function findingsOnOpenPages(contexts: readonly BrowserContext[]): Promise<string[]> {
  const reports: string[] = [];
  for (const page of contexts.flatMap((c) => c.pages())) {
    if (page.isClosed() || !page.url().startsWith('http')) continue;
    const findings = await axeFindings(page).catch(() => []); // a page mid-navigation is skipped, not failed
    if (findings.length > 0) reports.push(describeFindings(new URL(page.url()).pathname, findings));
  }
  return reports;
}

/** Opens `path` signed out, signs in through /login and waits until the app has left it. */
export async function signIn(page: Page, url: string, user: Pick<TestUser, 'email' | 'password'>, path: string): Promise<void> {
  await page.goto(`${url}${path}`);
  await page.waitForURL(/\/login/);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
}

/**
 * A screenshot to look at (issue 9: screens at 1440 and 1024 px looked at), kept only when asked
 * for with SCREENSHOTS=1, in test-results/screenshots/ beside the failure shots.
 */
export async function lookAt(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (!process.env.SCREENSHOTS) return;
  mkdirSync('test-results/screenshots', { recursive: true });
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: options.fullPage });
}

// Every page fails its test on a Content-Security-Policy violation (issue 8.8): the page reports
// each `securitypolicyviolation` event through a binding; csp.test.ts takes the ones it provokes.
export interface CspViolation {
  directive: string;
  blockedURI: string;
  sourceFile: string;
  line: number;
}

// The binding exposed below, as the init script sees it on the page's window.
declare global {
  interface Window {
    reportCspViolation: (violation: CspViolation) => Promise<void>;
  }
}

const cspViolations = new WeakMap<BrowserContext, CspViolation[]>();

async function listenForCspViolations(context: BrowserContext): Promise<void> {
  const found: CspViolation[] = [];
  cspViolations.set(context, found);
  await context.exposeBinding('reportCspViolation', (_source, violation: CspViolation) => void found.push(violation));
  await context.addInitScript(() => {
    const report = window.reportCspViolation;
    document.addEventListener('securitypolicyviolation', (event) => {
      void report({ directive: event.effectiveDirective, blockedURI: event.blockedURI, sourceFile: event.sourceFile, line: event.lineNumber });
    });
  });
}

/** The violations reported so far in the page's context, which are then no longer held against the test. */
export function takeCspViolations(page: Page): CspViolation[] {
  return cspViolations.get(page.context())?.splice(0) ?? [];
}
