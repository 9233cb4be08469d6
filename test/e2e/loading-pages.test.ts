import { type Route } from 'playwright-core';
import { routes } from '@praktijk/shared/routes';
import { beforeAll, describe, it } from 'vitest';
import { createTestPractice, type TestPractice } from '../support/practice';
import { twin } from '../support/twin-env';
import { expectAccessible } from './axe';
import { useBrowser } from './browser';

// A page is never without its level-one heading, even while it loads: axe found /users without
// one when it looked between the route and the user's answer (a full suite under load).
let url: string;
let practice: TestPractice;
const browser = useBrowser();

beforeAll(async () => {
  url = twin().url;
  practice = await createTestPractice();
});

const currentUserPath = routes.find((r) => r.operation === 'getCurrentUser')!.path;

describe('a page while it loads', () => {
  it('names itself in a level-one heading, and axe finds nothing on it', async () => {
    const page = await browser.signedInPage(url, practice.users.staff, '/');
    // The answer about the current user is held back, so the page stays loading while it is checked.
    // The held requests go on from their own handler: unrouting first would let Chromium resume
    // them by itself, and a later continue would find them already handled.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${currentUserPath}`, async (route: Route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${url}/users`);
    const loading = page.getByTestId('app-loading');
    await loading.getByRole('heading', { level: 1 }).waitFor();
    await expectAccessible(page, '/users while loading');
    release();
    await page.getByRole('heading', { level: 1, name: 'Practice users' }).waitFor();
  });
});
