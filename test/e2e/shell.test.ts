import { type Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { listTenantConnections } from '@praktijk/functions/lib/realtime/connections';
import { publishToTenant } from '@praktijk/functions/lib/realtime/publisher';
import { createPracticeUser } from '@praktijk/functions/users/provisioning/users';
import { createTestPractice, createTestUser, TEST_PASSWORD, type TestPractice, type TestUser } from '../support/practice';
import { twin } from '../support/twin-env';
import { signIn as signInAt, useBrowser, lookAt } from './browser';

// The application shell in Chromium against the twin: where each role lands, the guard, the
// navigation by role, the top bar, the 403 rule and the realtime 'permissions' reload.
let url: string;
let practice: TestPractice;
const browser = useBrowser();

beforeAll(async () => {
  url = twin().url;
  practice = await createTestPractice();
});

const pathOf = (page: Page) => decodeURIComponent(new URL(page.url()).pathname);

async function signIn(user: Pick<TestUser, 'email' | 'password'>, path = '/'): Promise<Page> {
  const page = await browser.newPage();
  await signInAt(page, url, user, path);
  return page;
}

async function sideNavigation(page: Page): Promise<string[]> {
  await page.getByTestId('side-navigation').getByRole('link', { name: 'Account' }).waitFor();
  return (await page.getByTestId('side-navigation').getByRole('link').allTextContents()).map((text) => text.trim());
}

describe('where each role lands', () => {
  const cases = [
    [
      'physician',
      '/schedule',
      ['Patients', 'Planning', 'Schedule', 'Reports', 'Dashboard', 'Diabetes', 'Procedures', 'Attests', 'Notification Center', 'Account'],
    ],
    ['administration', '/planning', ['Patients', 'Planning', 'Notification Center', 'Account']],
    ['nurse', '/patients', ['Patients', 'Account']],
    ['staff', '/planning', ['Patients', 'Planning', 'Notification Center', 'Account', 'Users']],
  ] as const;
  for (const [role, landing, links] of cases) {
    it(`lands the ${role} on ${landing} with the navigation of their role`, async () => {
      const page = await signIn(practice.users[role]);
      await page.waitForURL(`**${landing}`);
      // Each landing is a built screen: All Patients, the physician's Schedule, the Team day.
      const heading = { '/patients': 'All Patients', '/schedule': 'Schedule', '/planning': 'Team day' }[landing];
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect((await sideNavigation(page)).slice(1)).toEqual(links); // the first link is the practice's name
      await lookAt(page, `shell-${role}`);
    });
  }

  it('keeps a user with several roles on the physician start', async () => {
    const user = await createTestUser(practice.id, ['nurse', 'administration', 'physician']);
    const page = await signIn(user);
    await page.waitForURL('**/schedule');
  });

  it('sends a physician opening /planning to their own calendar', async () => {
    const page = await signIn(practice.users.physician, '/planning');
    await page.waitForURL('**/planning/physicians/**');
    expect(pathOf(page)).toBe(`/planning/physicians/${practice.users.physician.email}`);
    const { firstName, lastName, email } = practice.users.physician;
    const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    // The name comes with the current user, which a loaded machine may answer after a second.
    await expect.poll(() => breadcrumbs.textContent(), { timeout: 10_000 }).toContain(`${firstName} ${lastName}`);
    expect(await breadcrumbs.textContent()).not.toContain(email);
    await lookAt(page, 'shell-calendar-breadcrumb');
  });

  it("names the practitioner in the breadcrumb of another physician's calendar", async () => {
    const { firstName, lastName, email } = practice.users.physician;
    const page = await signIn(practice.users.administration, `/planning/physicians/${email}`);
    const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    // The name comes with the physicians list, asked once the current user is known.
    await expect.poll(() => breadcrumbs.textContent(), { timeout: 10_000 }).toContain(`${firstName} ${lastName}`);
    expect(await breadcrumbs.textContent()).not.toContain(email);
    await expect.poll(() => page.title(), { timeout: 10_000 }).toContain(`${firstName} ${lastName}`); // the tab title too
    expect(await page.title()).not.toContain(email);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain(`${firstName} ${lastName}`);
    for (const width of [1024, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await lookAt(page, `shell-calendar-breadcrumb-${width}`);
    }
  });
});

describe('the guard', () => {
  it('sends unknown paths and areas of other roles to /404', async () => {
    const page = await signIn(practice.users.nurse);
    for (const path of ['/no-such-page', '/schedule', '/reports/diabetes', '/planning', '/messaging', '/users']) {
      await page.goto(`${url}${path}`);
      await page.waitForURL('**/404');
      await page.getByTestId('error-page-404').waitFor();
    }
    await lookAt(page, 'shell-404');
  });

  it('lets staff open the user management', async () => {
    const page = await signIn(practice.users.staff, '/users');
    await page.waitForURL('**/users');
    await expect.poll(() => page.getByRole('navigation', { name: 'Breadcrumbs' }).textContent()).toContain('Users');
  });

  it('brings an anonymous deep link back after sign-in, and keeps it across a reload', async () => {
    const anonymous = await browser.newPage();
    await anonymous.goto(`${url}/reports/diabetes?year=2026`);
    await anonymous.waitForURL('**/login?redirect=%2Freports%2Fdiabetes%3Fyear%3D2026');
    const page = await signIn(practice.users.physician, '/reports/diabetes?year=2026');
    await page.waitForURL('**/reports/diabetes?year=2026');
    await page.reload();
    await page.getByTestId('welcome-page').waitFor();
    expect(await page.getByTestId('welcome-page').getAttribute('data-page')).toBe('reports-diabetes');
  });
});

describe('the top bar', () => {
  it("shows the user's name and e-mail, opens the account and signs out", async () => {
    const user = practice.users.administration;
    const page = await signIn(user);
    const menu = page.getByRole('button', { name: /^User menu/ });
    await expect.poll(() => menu.textContent()).toContain(`${user.firstName} Tester`);
    await menu.click();
    // The e-mail heads the open menu (the page's card shows it too, outside the banner).
    await page.getByRole('banner').getByText(user.email, { exact: true }).filter({ visible: true }).waitFor();
    await page.getByRole('menuitem', { name: 'Account' }).click();
    await page.waitForURL('**/account');
    // The router changes the address before React shows the page; showing it moves focus to the
    // page (MainContent), which closes a menu opened in between. A user reopens the menu on the
    // page they see: wait for it, and for the menu to have closed as its item was followed.
    await page.getByRole('heading', { name: 'User Account', level: 1 }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false');
    await menu.click();
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL('**/login?redirect=%2Faccount'); // spec 1 §2: /logout keeps the redirect query
    await page.goto(`${url}/patients`);
    await page.waitForURL('**/login?redirect=%2Fpatients');
  });

  it('shows a Dutch clock with 24-hour time that ticks every second', async () => {
    const page = await signIn(practice.users.nurse);
    // TopNavigation renders a hidden copy of its slots to measure them: read the visible clock.
    const clock = page.getByTestId('shell-clock').filter({ visible: true });
    const first = await clock.textContent();
    const months = 'januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december';
    expect(first).toMatch(new RegExp(`^(ma|di|wo|do|vr|za|zo) \\d{2} (${months}) \\d{4} ([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d$`));
    await expect.poll(() => clock.textContent(), { timeout: 3000 }).not.toBe(first);
  });
});

describe("the signed-in user's name", () => {
  it('carries the prefix once, in the top bar and on the account card', async () => {
    const lastName = `Ramdin${Date.now() % 10000}`;
    const profile = await createPracticeUser({
      tenantId: practice.id,
      email: `prefixed-${Date.now()}@praktijk.test`,
      firstName: 'Anand',
      lastName,
      prefix: 'Dr.',
      roles: ['physician'],
      password: { value: TEST_PASSWORD, permanent: true },
    });
    const name = `Dr. Anand ${lastName}`;
    const page = await signIn({ email: profile.email, password: TEST_PASSWORD });
    await page.waitForURL('**/schedule');
    await page.getByRole('button', { name: `User menu: ${name}` }).waitFor();
    await page.goto(`${url}/account`);
    await expect.poll(() => page.getByTestId('profile-card-name').textContent()).toBe(name);
    expect(await page.getByTestId('profile-card').getByRole('heading', { level: 2 }).textContent()).toBe(name);
    for (const width of [1024, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await lookAt(page, `shell-account-card-${width}`);
    }
  });
});

describe('keyboard use', () => {
  it('offers a skip link first and moves focus to the page after a navigation', async () => {
    const page = await signIn(practice.users.physician);
    await page.getByRole('heading', { level: 1, name: 'Schedule' }).waitFor();
    await page.locator('body').focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');

    await page.getByTestId('side-navigation').getByRole('link', { name: 'Diabetes' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/reports/diabetes');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    expect(await page.title()).toBe('Diabetes · Reports · Praktijk');
  });
});

describe('the Welcome pages of the areas still to come', () => {
  it('name each area, for the roles that may open it', async () => {
    const pages = [
      ['/reports', 'reports', 'Welcome to Reports'],
      ['/reports/diabetes', 'reports-diabetes', 'Welcome to Reports'],
      ['/reports/procedures', 'reports-procedures', 'Welcome to Reports'],
      ['/reports/attests', 'reports-attests', 'Welcome to Reports'],
      ['/messaging', 'messaging', 'Welcome to Notification Center'],
    ] as const;
    const page = await signIn(practice.users.physician);
    for (const [path, key, heading] of pages) {
      await page.goto(`${url}${path}`);
      await expect.poll(() => page.getByTestId('welcome-page').getAttribute('data-page')).toBe(key);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
      await page.getByTestId('current-user-name').waitFor();
      await lookAt(page, `shell-welcome-${key}`);
    }
  });
});

describe('answers from the server', () => {
  it('sends a 403 to /logout, keeping the redirect, and ends signed out on /login', async () => {
    const page = await signIn(practice.users.nurse);
    await page.getByTestId('side-navigation').getByText(practice.name).waitFor();
    const visited: string[] = [];
    page.on('framenavigated', (frame) => visited.push(frame.url().slice(url.length)));
    await page.route('**/api/auth/current/', (route) =>
      route.fulfill({ status: 403, contentType: 'application/json', body: '{"detail":"You do not have permission to perform this action."}' }),
    );
    await page.goto(`${url}/patients/new`);
    await page.waitForURL('**/login?redirect=%2Fpatients%2Fnew');
    expect(visited).toContain('/logout?redirect=%2Fpatients%2Fnew');
    await page.unroute('**/api/auth/current/');
    await page.goto(`${url}/patients`);
    await page.waitForURL('**/login?redirect=%2Fpatients');
  });

  it("reloads the current user when a 'permissions' message arrives", async () => {
    const user = await createTestUser(practice.id, ['nurse']);
    const page = await signIn(user);
    await page.getByTestId('side-navigation').getByText(practice.name).waitFor();
    await expect.poll(async () => (await listTenantConnections(practice.id)).some((c) => c.userId === user.id), { timeout: 10_000 }).toBe(true);
    const reload = page.waitForRequest((request) => request.method() === 'GET' && new URL(request.url()).pathname === '/api/auth/current/');
    await publishToTenant(practice.id, { type: 'permissions', payload: { role: 'nurse' } });
    await reload;
    await page.getByTestId('side-navigation').getByText(practice.name).waitFor();
  });
});
