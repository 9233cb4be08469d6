import { Secret, TOTP } from 'otpauth';
import { type Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestPractice, createTestUser, type TestPractice } from '../support/practice';
import { twin } from '../support/twin-env';
import { lookAt, signIn, toast, useBrowser } from './browser';

// Multi-factor sign-in in Chromium against the twin, whose pool has MFA OPTIONAL: a user sets up
// an authenticator app in Account > Security (the test is the app: it reads the key from the page
// and computes the codes), and from then on sign-in asks for its code after the password.
let url: string;
let practice: TestPractice;
const browser = useBrowser();

beforeAll(async () => {
  url = twin().url;
  practice = await createTestPractice();
});

const PERIOD_S = 30;

/** The code the app shows, `steps` periods from now: a code is used once, so each use takes a later step. */
const codeFor = (secret: string, steps = 0): string =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: PERIOD_S }).generate({ timestamp: Date.now() + steps * PERIOD_S * 1000 });

const wrongCode = (secret: string): string => String((Number(codeFor(secret)) + 500_000) % 1_000_000).padStart(6, '0');

async function fillCode(page: Page, testId: string, code: string): Promise<void> {
  const field = page.getByTestId(testId).locator('input');
  await field.fill(code);
}

describe('authenticator app (TOTP)', () => {
  it('is set up in Account > Security, then asked for at sign-in; a wrong code is refused and the right one signs in', async () => {
    const user = await createTestUser(practice.id, ['physician'], { firstName: 'Mira' });
    const page = await browser.newPage();
    await signIn(page, url, user, '/account');
    await page.getByRole('tab', { name: 'Security' }).click();
    const status = page.getByTestId('authenticator-status');
    await status.getByText('Not set up').waitFor({ timeout: 10_000 });

    await page.getByTestId('authenticator-setup').click();
    const secretText = await page.getByTestId('totp-secret').textContent({ timeout: 10_000 });
    const secret = (secretText ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await page.getByTestId('totp-qr').waitFor();
    await page.getByTestId('authenticator-verify').scrollIntoViewIfNeeded();
    await lookAt(page, 'mfa-account-setup');

    // Keyboard only: the code field has the focus, Enter submits.
    await fillCode(page, 'authenticator-code', wrongCode(secret));
    await page.getByTestId('authenticator-code').locator('input').press('Enter');
    await page.getByText('The code is not correct.').filter({ visible: true }).first().waitFor({ timeout: 10_000 });
    await lookAt(page, 'mfa-account-setup-wrong-code');
    await fillCode(page, 'authenticator-code', codeFor(secret));
    await page.getByTestId('authenticator-verify').click();
    await toast(page, 'Authenticator app set up', 'From your next sign-in, Praktijk asks for a code from the app after your password.');
    await status.getByText('Set up: sign-in asks for a code').waitFor();
    await lookAt(page, 'mfa-account-on');

    // Signed out, then in again: the password alone no longer opens the practice.
    await page.goto(`${url}/logout`);
    await page.waitForURL(/\/login/, { timeout: 15_000 });
    await page.goto(`${url}/account`);
    await page.waitForURL(/\/login/);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { name: 'Enter your authenticator code' }).waitFor({ timeout: 15_000 });
    expect(page.url()).toContain('/login');
    await page.getByTestId('totp-code').waitFor(); // the step's screen is loaded on demand
    await lookAt(page, 'mfa-sign-in-code');

    await fillCode(page, 'totp-code', '12345');
    await page.getByTestId('totp-submit').click();
    await page.getByText('Enter the 6-digit code from your authenticator app.').waitFor();

    await fillCode(page, 'totp-code', wrongCode(secret));
    await page.getByTestId('totp-submit').click();
    await expect.poll(() => page.getByTestId('totp-error').textContent(), { timeout: 10_000 }).toContain('The code is not correct.');
    expect(page.url()).toContain('/login');
    await lookAt(page, 'mfa-sign-in-wrong-code');

    await fillCode(page, 'totp-code', codeFor(secret, 1));
    await page.getByTestId('totp-code').locator('input').press('Enter');
    await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 15_000 });
    await page.getByTestId('profile-form').waitFor({ timeout: 15_000 });
  });
});
