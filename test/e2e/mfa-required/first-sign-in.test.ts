import { Secret, TOTP } from 'otpauth';
import { type Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestPractice, createTestUser, type TestPractice, type TestUser } from '../../support/practice';
import { twin } from '../../support/twin-env';
import { lookAt, useBrowser } from '../browser';

// First sign-in where the pool requires MFA, as the AWS pool does (issue 14.1): after the password
// (and, for a new user, the forced password change) Cognito asks the user to set up an
// authenticator app (MFA_SETUP) before the app opens. This twin runs with MFA ON
// (test/support/global-setup-mfa-required.ts); the test is the app: it reads the key from the page.
let url: string;
let practice: TestPractice;
const browser = useBrowser();

beforeAll(async () => {
  url = twin().url;
  practice = await createTestPractice();
});

const codeFor = (secret: string): string => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();

async function signInWithPassword(page: Page, user: Pick<TestUser, 'email'>, password: string): Promise<void> {
  await page.goto(`${url}/patients`);
  await page.waitForURL(/\/login/);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** The set-up step: the key shown beside its QR code, and a code from it; returns the key. */
async function setUpAuthenticator(page: Page, screenshot: string): Promise<string> {
  await page.getByRole('heading', { name: 'Set up an authenticator app' }).waitFor({ timeout: 15_000 });
  expect(page.url()).toContain('/login');
  await page.getByTestId('totp-qr').waitFor();
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await lookAt(page, screenshot);
  await page.getByTestId('totp-code').locator('input').fill(codeFor(secret));
  await page.getByTestId('totp-submit').click();
  return secret;
}

describe('first sign-in where MFA is required', () => {
  it('asks a user with a password for an authenticator app before the app opens, then for its code at every sign-in', async () => {
    const user = await createTestUser(practice.id, ['physician']);
    const page = await browser.newPage();
    await signInWithPassword(page, user, user.password);
    const secret = await setUpAuthenticator(page, 'mfa-required-setup');
    await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 15_000 });
    await page.getByTestId('app-header').waitFor({ timeout: 15_000 });

    await page.goto(`${url}/logout`);
    await page.waitForURL(/\/login/, { timeout: 15_000 });
    await signInWithPassword(page, user, user.password);
    await page.getByRole('heading', { name: 'Enter your authenticator code' }).waitFor({ timeout: 15_000 });
    // A new code: the one used to set up is not accepted twice.
    await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 500));
    await page.getByTestId('totp-code').locator('input').fill(codeFor(secret));
    await page.getByTestId('totp-submit').click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 15_000 });
  });

  it('takes a new user from the forced password change to setting up the authenticator, then into the app', async () => {
    const user = await createTestUser(practice.id, ['nurse'], { temporary: true });
    const page = await browser.newPage();
    await signInWithPassword(page, user, user.password);
    await page.waitForURL(/\/password-change/, { timeout: 15_000 });
    await page.getByLabel('New password', { exact: true }).fill('Kokosnoot-Regen-47');
    await page.getByLabel('Confirm new password').fill('Kokosnoot-Regen-47');
    await page.getByRole('button', { name: 'Set password' }).click();
    await setUpAuthenticator(page, 'mfa-required-setup-after-new-password');
    await page.waitForURL((u) => !u.pathname.startsWith('/login') && !u.pathname.startsWith('/password-change'), { timeout: 15_000 });
    await page.getByTestId('app-header').waitFor({ timeout: 15_000 });
  });
});
