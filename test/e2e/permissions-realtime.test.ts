import { type Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestPractice, type TestPractice, type TestUser } from '../support/practice';
import { twin } from '../support/twin-env';
import { useBrowser } from './browser';

// Issue 3: a permission change made by staff in one browser reaches another signed-in browser
// of the practice without a reload (the 'permissions' realtime message), and a browser of
// another practice hears nothing.
let url: string;
let practice: TestPractice;
let other: TestPractice;
const browser = useBrowser();

beforeAll(async () => {
  url = twin().url;
  [practice, other] = await Promise.all([createTestPractice(), createTestPractice()]);
});

async function signInToPermissions(user: TestUser): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(`${url}/account`);
  await page.waitForURL(/\/login/);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((u) => u.pathname === '/account');
  await page.getByRole('tab', { name: 'Permissions' }).click();
  await page.getByTestId('role-nav').getByRole('link', { name: 'Nurse' }).click();
  await page.getByTestId('role-editor-nurse').waitFor();
  return page;
}

const changeMemo = (page: Page) => page.getByTestId('role-editor-nurse').getByTestId('permission-change_memo').locator('input');

describe('permission changes in real time', () => {
  it("reach the practice's other open sessions, which reload their user, without a page reload", async () => {
    const nurse = await signInToPermissions(practice.users.nurse);
    const stranger = await signInToPermissions(other.users.staff);
    expect(await changeMemo(nurse).isChecked()).toBe(false);
    const reloadsUser = nurse.waitForRequest((r) => r.url().endsWith('/api/auth/current/'), { timeout: 15_000 });
    const strangerRequests: string[] = [];
    stranger.on('request', (r) => strangerRequests.push(r.url()));
    const navigations: string[] = [];
    nurse.on('framenavigated', (frame) => navigations.push(frame.url()));

    const staff = await signInToPermissions(practice.users.staff);
    await changeMemo(staff).click();
    await staff.getByTestId('role-editor-nurse').getByTestId('permissions-save').click();

    await reloadsUser;
    await expect.poll(() => changeMemo(nurse).isChecked(), { timeout: 15_000 }).toBe(true);
    expect(navigations).toEqual([]);
    expect(strangerRequests.some((u) => u.endsWith('/api/auth/current/') || u.endsWith('/api/auth/roles/'))).toBe(false);
  });
});
