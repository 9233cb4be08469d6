import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE_LABELS } from '@praktijk/shared/roles';
import { createTestPractice, createTestUser, TEST_PASSWORD, type TestPractice } from '../support/practice';
import { twin } from '../support/twin-env';
import { useBrowser } from './browser';

let url: string;
let practice: TestPractice;
const browser = useBrowser();

beforeAll(async () => {
  url = twin().url;
  practice = await createTestPractice();
});

async function signIn(email: string, password: string) {
  const page = await browser.newPage();
  await page.goto(`${url}/`);
  await page.waitForURL(/\/login/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  return page;
}

describe('sign-in in the browser', () => {
  for (const role of ['physician', 'administration', 'nurse', 'staff'] as const) {
    it(`signs in the ${role} and shows their name, practice and role`, async () => {
      const user = practice.users[role];
      const page = await signIn(user.email, user.password);
      await page.getByTestId('app-header').getByText(`${user.firstName} Tester`).filter({ visible: true }).first().waitFor({ timeout: 15_000 });
      await page.getByTestId('side-navigation').getByText(practice.name).waitFor();
      // The user menu names the roles.
      await page.getByRole('button', { name: /^User menu/ }).click();
      const roles = `Roles: ${[ROLE_LABELS[user.roles[0]!], ...(role === 'staff' ? ['Staff'] : [])].join(', ')}`;
      await page.getByTestId('app-header').getByText(roles, { exact: true }).filter({ visible: true }).waitFor();
    });
  }

  it("refuses a wrong password with Cognito's message and stays on the login page", async () => {
    const page = await signIn(practice.users.nurse.email, 'Wrong-Password-1');
    await expect.poll(() => page.getByTestId('login-error').textContent(), { timeout: 10_000 }).toContain('Incorrect username or password.');
    expect(page.url()).toContain('/login');
  });

  it('keeps the session across a reload', async () => {
    const page = await signIn(practice.users.physician.email, TEST_PASSWORD);
    const userMenu = page.getByRole('button', { name: /^User menu: .*Tester/ });
    await userMenu.waitFor();
    await page.reload();
    await userMenu.waitFor({ timeout: 15_000 });
    expect(page.url()).not.toContain('/login');
  });

  it('makes a user with a temporary password set a new one first', async () => {
    const user = await createTestUser(practice.id, ['nurse'], { temporary: true, firstName: 'Nieuw' });
    const page = await signIn(user.email, user.password);
    await page.getByLabel('New password', { exact: true }).fill('Nieuw-Wachtwoord-7');
    await page.getByLabel('Confirm new password').fill('Nieuw-Wachtwoord-7');
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.getByTestId('app-header').getByText('Nieuw Tester').filter({ visible: true }).first().waitFor({ timeout: 15_000 });
  });
});
