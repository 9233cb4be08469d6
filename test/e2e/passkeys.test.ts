import { type Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '@praktijk/shared/dates';
import { createTestPractice, createTestUser, type TestPractice, type TestUser } from '../support/practice';
import { twin } from '../support/twin-env';
import { expectAccessible } from './axe';
import { lookAt, signIn, toast, useBrowser } from './browser';
import { addVirtualAuthenticator } from './virtual-authenticator';

// Passkeys in Chromium against the twin (issue 14.1): a user adds one in Account > Security, signs
// out and in again with "Sign in with a passkey" (Cognito's USER_AUTH flow, the WEB_AUTHN
// challenge), then deletes it. Chromium's virtual authenticator plays the device. The pages are
// on http://localhost:PORT: the twin's passkeys belong to the relying party "localhost".
let url: string;
let practice: TestPractice;
const browser = useBrowser();

beforeAll(async () => {
  url = twin().url;
  expect(new URL(url).hostname).toBe('localhost');
  practice = await createTestPractice();
});

async function openSecurity(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Security' }).click();
  await page.getByTestId('passkeys-section').waitFor({ timeout: 10_000 });
}

async function signOut(page: Page): Promise<void> {
  await page.goto(`${url}/logout`);
  await page.waitForURL(/\/login/, { timeout: 15_000 });
}

async function passkeySignIn(page: Page, user: Pick<TestUser, 'email'>): Promise<void> {
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
}

describe('passkeys', () => {
  it('are added in Account > Security, sign in without the password, and stop signing in once deleted', async () => {
    const user = await createTestUser(practice.id, ['physician'], { firstName: 'Sarita' });
    const page = await browser.newPage();
    const device = await addVirtualAuthenticator(page);
    await signIn(page, url, user, '/account');
    await openSecurity(page);
    const table = page.getByTestId('passkeys-table');
    await table.getByText('No passkeys yet').waitFor({ timeout: 10_000 });

    await page.getByTestId('passkey-add').click();
    await toast(page, 'Passkey added', 'Sign in with it from the sign-in page: enter your email and choose Sign in with a passkey.');
    const today = formatDate(new Date().toISOString());
    const row = table.getByRole('row').filter({ hasText: 'Passkey' }).filter({ hasText: today });
    await row.waitFor({ timeout: 10_000 });
    expect(await device.credentialCount()).toBe(1);
    await page.getByTestId('passkeys-section').scrollIntoViewIfNeeded();
    await expectAccessible(page);
    await lookAt(page, 'passkeys-security-tab');

    await signOut(page);
    await lookAt(page, 'passkeys-login');
    // The email is needed: without it the field says so.
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.getByText('Enter your email address.').waitFor();
    expect(page.url()).toContain('/login');
    // The device refuses (no user verification): the browser's NotAllowedError, answered calmly.
    await device.setUserVerified(false);
    await passkeySignIn(page, user);
    await expect
      .poll(() => page.getByTestId('login-error').textContent(), { timeout: 15_000 })
      .toContain('The passkey sign-in was cancelled or timed out. Try again, or sign in with your password.');
    await expectAccessible(page);
    await lookAt(page, 'passkeys-login-cancelled');
    await device.setUserVerified(true);

    await passkeySignIn(page, user);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 15_000 });
    await page.getByTestId('app-header').waitFor({ timeout: 15_000 });

    // Deleted with the keyboard: the row's Delete button, then Confirm in the dialog.
    await page.goto(`${url}/account`);
    await openSecurity(page);
    const remove = row.getByRole('button', { name: `Delete passkey Passkey created ${today}` });
    await remove.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`DELETE PASSKEY ON ${today}`).waitFor();
    await dialog.getByTestId('confirm-delete-confirm').focus();
    await page.keyboard.press('Enter');
    await toast(page, 'Passkey deleted', 'It can no longer be used to sign in.');
    await table.getByText('No passkeys yet').waitFor({ timeout: 10_000 });

    // The device still holds it, but Cognito no longer knows it.
    await signOut(page);
    await passkeySignIn(page, user);
    await expect.poll(() => page.getByTestId('login-error').textContent(), { timeout: 15_000 }).toContain('There is no passkey for this email address.');
    expect(page.url()).toContain('/login');
    // The password still signs in.
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 15_000 });
  });

  it('are not offered on 127.0.0.1, which cannot be the relying party of the twin’s passkeys', async () => {
    const page = await browser.newPage();
    await page.goto(`${url.replace('localhost', '127.0.0.1')}/login`);
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Sign in with a passkey' }).count()).toBe(0);
  });
});
