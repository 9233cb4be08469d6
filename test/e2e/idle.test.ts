import { type Page, type Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestPractice, type TestPractice, type TestUser } from '../support/practice';
import { twin } from '../support/twin-env';
import { useBrowser, lookAt } from './browser';

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

async function pageWithIdleTimers(timers: { checkEveryMs: number; logoutAfterS: number; warnUnderS: number }): Promise<{ page: Page; pings: Request[] }> {
  const page = await browser.newPage();
  await page.addInitScript((value) => window.localStorage.setItem('praktijk.idle', value), JSON.stringify(timers));
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
    expect(pings[0]!.method()).toBe('GET');

    await warnings(page).waitFor({ timeout: 10_000 });
    await page.getByText(WARNING_TEXT, { exact: true }).waitFor();
    await lookAt(page, 'shell-idle-warning');
    await page.waitForTimeout(1200); // a few more checks: the toast is replaced, never stacked
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
    const began = Date.now();
    while (Date.now() - began < 3500) {
      await page.keyboard.press('Shift');
      await page.waitForTimeout(100);
    }
    const sent = pings.length - start;
    expect(sent).toBeGreaterThanOrEqual(2);
    expect(sent).toBeLessThanOrEqual(4);
  });

  it('leaves the anonymous pages alone', async () => {
    const { page, pings } = await pageWithIdleTimers({ checkEveryMs: 300, logoutAfterS: 1, warnUnderS: 1 });
    await page.goto(`${url}/forgot-password`);
    await page.waitForTimeout(2000);
    expect(new URL(page.url()).pathname).toBe('/forgot-password');
    expect(pings).toHaveLength(0);
    expect(await warnings(page).count()).toBe(0);
  });
});
