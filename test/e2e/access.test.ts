import { type Page, type Route } from 'playwright-core';
import { routes } from '@praktijk/shared/routes';
import { beforeAll, describe, expect, it } from 'vitest';
import { typedApi } from '../support/api';
import { createTestPractice, idToken, type TestPractice } from '../support/practice';
import { twin } from '../support/twin-env';
import { expectAccessible } from './axe';
import { useBrowser, lookAt } from './browser';
import { requestsInFlight } from './conditions';

// Issue 9.1 and 9.2: every screen is guarded by the permission it needs, decided only once the
// current user is known; a 403 on a secondary call (a search) shows a message instead of signing
// the user out, while a 403 on the screen's own data still signs out (shell.test.ts).
let url: string;
let practice: TestPractice;
const browser = useBrowser();

beforeAll(async () => {
  url = twin().url;
  practice = await createTestPractice();
});

const CURRENT_USER = `**${routes.find((r) => r.operation === 'getCurrentUser')!.path}`;

/** Watches the page for any visit to /login or /logout (a sign-out, however brief). */
function signOuts(page: Page): string[] {
  const seen: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && /\/(login|logout)\b/.test(new URL(frame.url()).pathname)) seen.push(frame.url());
  });
  return seen;
}

/** Holds every answer of GET /api/auth/current/ back, as on a slow line, so a decision taken before it is seen. */
async function slowCurrentUser(page: Page, delayMs = 1500): Promise<void> {
  await page.route(CURRENT_USER, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue();
  });
}

/**
 * Holds every answer of GET /api/auth/current/ until `release` is called. The held requests go on
 * from their own handler: unrouting first would let Chromium resume them by itself, and a later
 * continue would find them already handled.
 */
async function holdCurrentUser(page: Page): Promise<{ release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(CURRENT_USER, async (route: Route) => {
    await released;
    await route.continue();
  });
  return { release };
}

describe('screens guarded by their permission', () => {
  it('answers a nurse opening New Patient or Import Patients by URL with the 404 page, signed in and without a loop', async () => {
    const page = await browser.signedInPage(url, practice.users.nurse, '/patients');
    const leaving = signOuts(page);
    for (const path of ['/patients/new', '/patients/import']) {
      await page.goto(`${url}${path}`);
      await page.waitForURL('**/404');
      await page.getByTestId('error-page-404').waitFor();
    }
    await expectAccessible(page);
    await lookAt(page, 'access-nurse-404');
    // Still signed in: the patients area opens without the sign-in form, and nothing signed out on the way.
    const requests = requestsInFlight(page);
    await page.goto(`${url}/patients`);
    await page.getByRole('heading', { name: 'All Patients' }).waitFor();
    // A sign-out loop starts from an answer of the screen's own data: once the list is shown and
    // every request the screen made has been answered (and painted), it would have begun.
    await expect.poll(() => page.getByTestId('patients-table-range').textContent()).toMatch(/^Showing /);
    await requests.idle();
    expect(leaving).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/patients');
  });

  it('lets the administration open New Patient by URL', async () => {
    const page = await browser.signedInPage(url, practice.users.administration, '/patients/new');
    await page.getByRole('heading', { name: 'New Patient' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/patients/new');
  });
});

describe('a reload takes no permission decision before the user is known', () => {
  it('shows All Patients with New Patient and Import Patients to the administration, and not before', async () => {
    const page = await browser.signedInPage(url, practice.users.administration, '/patients');
    await slowCurrentUser(page);
    await page.reload();
    await page.getByRole('heading', { name: 'All Patients' }).waitFor();
    // The buttons are there the moment the screen is: no flash, no wrongly hidden buttons.
    expect(await page.getByTestId('patients-new').count()).toBe(1);
    expect(await page.getByTestId('patients-import').count()).toBe(1);
    await expectAccessible(page);
  });

  it('never shows the nurse the buttons, also while her user loads', async () => {
    const page = await browser.signedInPage(url, practice.users.nurse, '/patients');
    await slowCurrentUser(page);
    await page.reload();
    await page.getByRole('heading', { name: 'All Patients' }).waitFor();
    expect(await page.getByTestId('patients-new').count()).toBe(0);
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('patients-new').count()).toBe(0);
    expect(await page.getByTestId('patients-import').count()).toBe(0);
  });
});

describe('a 403 on a secondary call', () => {
  it('shows a message on the employer search and keeps the user signed in', async () => {
    // A practice of its own: its administration role loses view_employer but keeps add_patient.
    const own = await createTestPractice();
    const api = typedApi(url);
    const staffToken = await idToken(own.users.staff);
    const administration = (await api('listRoles', staffToken)).body.find((role) => role.id === 'administration')!;
    const permissionIds = administration.permissions.map((p) => p.id).filter((id) => id !== 'view_employer');
    const updated = await api('updateRole', staffToken, {
      params: { id: 'administration' },
      body: { permission_ids: permissionIds, consistency_token: administration.consistency_token },
    });
    expect(updated.status).toBe(200);

    const page = await browser.signedInPage(url, own.users.administration, '/patients/new');
    const leaving = signOuts(page);
    const requests = requestsInFlight(page);
    await page.getByRole('heading', { name: 'New Patient' }).waitFor();
    const refused = page.waitForResponse((r) => r.url().includes('/api/catalogue/employers/') && r.status() === 403);
    await page.getByTestId('field-employer').locator('input').fill('Staats');
    await refused;
    await page.getByText('You do not have permission to perform this action.').waitFor();
    // The 403 has been answered and shown; a sign-out it started would be on its way once every
    // request the page made has come back.
    await requests.idle();
    expect(leaving).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/patients/new');
    await expectAccessible(page);
    await lookAt(page, 'access-employer-403', { fullPage: true });
  });
});

// A page is never without its level-one heading, even while it loads: axe found /users without
// one when it looked between the route and the user's answer (a full suite under load).
describe('a page while it loads', () => {
  it('names itself in a level-one heading, and axe finds nothing on it', async () => {
    const page = await browser.signedInPage(url, practice.users.staff, '/');
    // The answer about the current user is held back, so the page stays loading while it is checked.
    const held = await holdCurrentUser(page);
    await page.goto(`${url}/users`);
    await page.getByTestId('app-loading').getByRole('heading', { level: 1 }).waitFor();
    await expectAccessible(page, '/users while loading');
    held.release();
    await page.getByRole('heading', { level: 1, name: 'Practice users' }).waitFor();
  });
});
