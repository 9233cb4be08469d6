import { type Page, type Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestPractice, type TestPractice, type TestUser } from '../support/practice';
import { twin } from '../support/twin-env';
import { useBrowser, lookAt } from './browser';
import { nextPaint, requestsInFlight } from './conditions';

// Idle logout (spec 3 §4, §8, §9) with timers shortened through localStorage 'praktijk.idle'.
let url: string;
let practice: TestPractice;
const browser = useBrowser();

// Spec 3 §8, character for character.
const WARNING_HEADER = 'Inactive Warning';
const WARNING_TEXT = 'Your will be logged out shortly. Move the mouse to prevent from logging out.';
const PING_PATH = '/api/auth/session/user/active/';

beforeAll(async () => {
  url = twin().url;
  practice = await createTestPractice();
});

type IdleProbe = Window & { e2eIdleChecks?: number; e2eIdleStarts?: number };

/**
 * Counts, in the page, the idle logout's starts and checks in its own terms: it stores the moment
 * of the last activity when it starts, and reads it back at every check (activity-tracker.ts).
 * Waiting for N checks replaces waiting for N intervals of the clock (issue 22 §8).
 */
function countIdleChecks(key: string): void {
  const probe = window as IdleProbe;
  probe.e2eIdleChecks = 0;
  probe.e2eIdleStarts = 0;
  const { getItem, setItem } = Storage.prototype;
  Storage.prototype.getItem = function (this: Storage, name: string) {
    if (name === key) probe.e2eIdleChecks = (probe.e2eIdleChecks ?? 0) + 1;
    return getItem.call(this, name);
  };
  Storage.prototype.setItem = function (this: Storage, name: string, value: string) {
    if (name === key && probe.e2eIdleStarts === 0) probe.e2eIdleStarts = 1;
    setItem.call(this, name, value);
  };
}

const idleChecks = (page: Page) => page.evaluate(() => (window as IdleProbe).e2eIdleChecks ?? 0);

async function pageWithIdleTimers(timers: { checkEveryMs: number; logoutAfterS: number; warnUnderS: number }): Promise<{ page: Page; pings: Request[] }> {
  const page = await browser.newPage();
  await page.addInitScript((value) => window.localStorage.setItem('praktijk.idle', value), JSON.stringify(timers));
  await page.addInitScript(countIdleChecks, 'praktijk.lastActivity');
  const pings: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === PING_PATH) pings.push(request);
  });
  return { page, pings };
}

async function signIn(page: Page, user: TestUser): Promise<void> {
  await page.goto(`${url}/login`);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // Signed in once the shell names the practice (nurses land on All Patients, others on a Welcome page).
  await page.getByTestId('side-navigation').getByText(practice.name).waitFor();
}

const warnings = (page: Page) => page.getByText(WARNING_HEADER, { exact: true });

describe('idle logout', () => {
  it("warns once with the spec's text, pings while active, then logs out to /login", async () => {
    const { page, pings } = await pageWithIdleTimers({ checkEveryMs: 500, logoutAfterS: 8, warnUnderS: 5 });
    await signIn(page, practice.users.physician);
    await expect.poll(() => pings.length, { timeout: 5000 }).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as IdleProbe).e2eIdleStarts)).toBe(1); // the probe sees it start
    expect(pings[0]!.method()).toBe('GET');

    await warnings(page).waitFor({ timeout: 10_000 });
    await page.getByText(WARNING_TEXT, { exact: true }).waitFor();
    await lookAt(page, 'shell-idle-warning');
    // Two more checks (each would warn again if it stacked): the toast is replaced, never stacked.
    const checksAtWarning = await idleChecks(page);
    await expect.poll(() => idleChecks(page), { timeout: 5000 }).toBeGreaterThanOrEqual(checksAtWarning + 2);
    await nextPaint(page);
    expect(await warnings(page).count()).toBe(1);
    const pingsWhileIdle = pings.length;

    await page.waitForURL('**/login?redirect=%2Fschedule', { timeout: 15_000 });
    expect(pings.length).toBe(pingsWhileIdle); // no activity, no ping
    await page.goto(`${url}/schedule`);
    await page.waitForURL('**/login?redirect=%2Fschedule'); // signed out, not just sent away
  });

  it('starts the countdown again on activity and removes the warning', async () => {
    const { page, pings } = await pageWithIdleTimers({ checkEveryMs: 500, logoutAfterS: 6, warnUnderS: 4 });
    await signIn(page, practice.users.nurse);
    await warnings(page).waitFor({ timeout: 10_000 });
    const pingsBefore = pings.length;
    for (let step = 0; step < 5; step++) await page.mouse.move(100 + step * 20, 300);
    await warnings(page).waitFor({ state: 'detached', timeout: 3000 });
    expect(new URL(page.url()).pathname).toBe('/patients');
    await expect.poll(() => pings.length, { timeout: 3000 }).toBeGreaterThan(pingsBefore);
  });

  it('pings at most once per check while the user keeps working', async () => {
    const { page, pings } = await pageWithIdleTimers({ checkEveryMs: 1000, logoutAfterS: 60, warnUnderS: 5 });
    await signIn(page, practice.users.administration);
    const start = pings.length;
    // Working through three checks of the app (counted, not timed): a key at every paint, so many
    // keys fall between two checks.
    const checksAtStart = await idleChecks(page);
    while ((await idleChecks(page)) < checksAtStart + 3) {
      await page.keyboard.press('Shift');
      await nextPaint(page);
    }
    const sent = pings.length - start;
    expect(sent).toBeGreaterThanOrEqual(2);
    expect(sent).toBeLessThanOrEqual(4);
  });

  it('leaves the anonymous pages alone', async () => {
    const { page, pings } = await pageWithIdleTimers({ checkEveryMs: 300, logoutAfterS: 1, warnUnderS: 1 });
    const requests = requestsInFlight(page);
    await page.goto(`${url}/forgot-password`);
    // The idle logout starts by storing the moment of the last activity (countIdleChecks): once the
    // page has started (its form shown, every request answered, painted) and it has not, it never
    // runs here, so nothing can ping, warn or log out later. The other tests see it start.
    await page.getByRole('button', { name: 'Send code' }).waitFor();
    await requests.idle();
    expect(await page.evaluate(() => (window as IdleProbe).e2eIdleStarts)).toBe(0);
    expect(await idleChecks(page)).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/forgot-password');
    expect(pings).toHaveLength(0);
    expect(await warnings(page).count()).toBe(0);
  });
});
