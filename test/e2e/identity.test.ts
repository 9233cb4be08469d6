import { type Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_RESET_CODE } from '../support/constants';
import { createTestPractice, createTestUser, TEST_PASSWORD, type TestPractice, type TestUser } from '../support/practice';
import { twin } from '../support/twin-env';
import { useBrowser, lookAt } from './browser';
import { appeared } from './conditions';

// The Cognito flows in Chromium against the twin: the forced password change at first sign-in,
// forgot and reset password with the twin's fixed code, and a signed-in user's own change.
let url: string;
let practice: TestPractice;
const browser = useBrowser();

beforeAll(async () => {
  url = twin().url;
  practice = await createTestPractice();
});

async function signIn(page: Page, user: Pick<TestUser, 'email'>, password: string): Promise<void> {
  await page.goto(`${url}/login`);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function fillNewPassword(page: Page, password: string, confirmation = password): Promise<void> {
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password').fill(confirmation);
}

const fieldError = (page: Page, text: string) => page.getByText(text, { exact: true }).waitFor();

describe('the forced password change at first sign-in', () => {
  it('keeps every route but the bypass ones on /password-change until a good password is set', async () => {
    const user = await createTestUser(practice.id, ['nurse'], { temporary: true, firstName: 'Nieuw' });
    const page = await browser.newPage();
    await signIn(page, user, user.password);
    await page.waitForURL('**/password-change');
    for (const path of ['/patients', '/login', '/forgot-password', '/', '/account']) {
      await page.goto(`${url}${path}`);
      await page.waitForURL('**/password-change');
    }
    await page.getByTestId('password-guidance').waitFor();

    await fillNewPassword(page, '246801357913');
    await page.getByRole('button', { name: 'Set password' }).click();
    await fieldError(page, 'This password is entirely numeric.');
    await fillNewPassword(page, 'Password2026');
    await fieldError(page, 'This password is too common.');
    await fillNewPassword(page, user.email.split('@')[0]!.replace('nurse', 'Nurse') + '1');
    await fieldError(page, 'The password is too similar to the email address.');
    await fillNewPassword(page, 'Kokosnoot-Regen-47', 'Kokosnoot-Regen-48');
    await fieldError(page, "The two password fields didn't match.");
    await lookAt(page, 'shell-password-change');

    await fillNewPassword(page, 'Kokosnoot-Regen-47');
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.waitForURL('**/patients');
    await page.getByTestId('app-header').getByText('Nieuw Tester').filter({ visible: true }).first().waitFor({ timeout: 15_000 });
  });

  it('lets the user go back to sign in instead', async () => {
    const user = await createTestUser(practice.id, ['administration'], { temporary: true });
    const page = await browser.newPage();
    await signIn(page, user, user.password);
    await page.waitForURL('**/password-change');
    await page.getByRole('button', { name: 'Back to sign in' }).click();
    await page.waitForURL('**/login');
    await page.goto(`${url}/planning`);
    await page.waitForURL('**/login?redirect=%2Fplanning');
  });
});

describe('forgot and reset password', () => {
  it('sends a code, resets the password with it, and signs in with the new password', async () => {
    const user = await createTestUser(practice.id, ['nurse']);
    const page = await browser.newPage();
    await page.goto(`${url}/login`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL('**/forgot-password');
    await lookAt(page, 'shell-forgot-password');
    await page.getByLabel('Email').fill(user.email.toUpperCase());
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect.poll(() => page.getByTestId('forgot-password-sent').textContent()).toContain(user.email);
    await lookAt(page, 'shell-forgot-password-sent');
    await page.getByRole('button', { name: 'Enter the code' }).click();

    await page.waitForURL('**/password-reset');
    expect(await page.getByLabel('Email').inputValue()).toBe(user.email);
    await page.getByLabel('Code').fill('000000');
    await fillNewPassword(page, 'Zeewind-Palm-2026');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect.poll(() => page.getByTestId('password-reset-error').textContent()).toContain('Invalid verification code provided, please try again.');
    await lookAt(page, 'shell-password-reset');

    await page.getByLabel('Code').fill(TEST_RESET_CODE);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.waitForURL('**/login');
    await page.getByText('User password updated', { exact: true }).waitFor();
    // The toast has faded in (for the screenshot): no animation left in it, fully opaque.
    await appeared(page.getByText('User password was updated successfully', { exact: true }));
    await lookAt(page, 'shell-login-after-reset');

    await signIn(page, user, TEST_PASSWORD);
    await expect.poll(() => page.getByTestId('login-error').textContent()).toContain('Incorrect username or password.');
    await signIn(page, user, 'Zeewind-Palm-2026');
    await page.waitForURL('**/patients');
  });

  it('checks the new password before it asks Cognito', async () => {
    const page = await browser.newPage();
    await page.goto(`${url}/password-reset`);
    await page.getByRole('button', { name: 'Reset password' }).click();
    expect(await page.getByText('This field is required.', { exact: true }).count()).toBe(4);
    await page.getByLabel('Email').fill('anna.devries@praktijk.test');
    await page.getByLabel('Code').fill(TEST_RESET_CODE);
    await fillNewPassword(page, 'Annadevries1');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await fieldError(page, 'The password is too similar to the email address.');
  });
});

describe("a signed-in user's own password change", () => {
  it('asks for the current password and confirms the change with the spec toast', async () => {
    const user = await createTestUser(practice.id, ['physician']);
    const page = await browser.newPage();
    await signIn(page, user, user.password);
    await page.waitForURL('**/schedule');
    await page.goto(`${url}/password-change`);
    await page.getByLabel('Current password').fill('Not-The-Password-1');
    await fillNewPassword(page, 'Bergrivier-Oost-31');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => page.getByTestId('change-password-error').textContent()).toContain('The current password is not correct.');
    await page.getByLabel('Current password').fill(user.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('User password updated', { exact: true }).waitFor();
    await page.waitForURL('**/schedule');
  });
});
