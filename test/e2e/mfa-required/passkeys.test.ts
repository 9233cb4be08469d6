import { Secret, TOTP } from 'otpauth';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestPractice, createTestUser, type TestPractice } from '../../support/practice';
import { twin } from '../../support/twin-env';
import { expectAccessible } from '../axe';
import { lookAt, toast, useBrowser } from '../browser';
import { addVirtualAuthenticator } from '../virtual-authenticator';

// A passkey where the pool requires MFA, as the AWS pool does (issue 14.1): a passkey with user
// verification counts as multi-factor (the pool's WebAuthnFactorConfiguration), and a user who has
// the authenticator app gets passkey MFA turned on when adding a passkey, so the passkey signs in
// alone, without the authenticator code. This twin runs with MFA ON.
let url: string;
let practice: TestPractice;
const browser = useBrowser();

beforeAll(async () => {
  url = twin().url;
  practice = await createTestPractice();
});

const codeFor = (secret: string): string => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();

describe('passkeys where MFA is required', () => {
  it('sign a user with an authenticator app in without its code', async () => {
    const user = await createTestUser(practice.id, ['physician']);
    const page = await browser.newPage();
    const device = await addVirtualAuthenticator(page);

    // First sign-in: the password, then the authenticator app is set up before the app opens.
    await page.goto(`${url}/account`);
    await page.waitForURL(/\/login/);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { name: 'Set up an authenticator app' }).waitFor({ timeout: 15_000 });
    const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
    await page.getByTestId('totp-code').locator('input').fill(codeFor(secret));
    await page.getByTestId('totp-submit').click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 15_000 });

    await page.getByRole('tab', { name: 'Security' }).click();
    await page.getByTestId('authenticator-status').getByText('Set up: sign-in asks for a code').waitFor({ timeout: 10_000 });
    await page.getByTestId('passkey-add').click();
    await toast(page, 'Passkey added', 'Sign in with it from the sign-in page: enter your email and choose Sign in with a passkey.');
    await page.getByTestId('passkeys-table').getByRole('row').filter({ hasText: 'Passkey' }).waitFor({ timeout: 10_000 });
    expect(await device.credentialCount()).toBe(1);
    await expectAccessible(page);
    await lookAt(page, 'mfa-required-passkey-added');

    await page.goto(`${url}/logout`);
    await page.waitForURL(/\/login/, { timeout: 15_000 });
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 15_000 });
    await page.getByTestId('app-header').waitFor({ timeout: 15_000 });
    expect(await page.getByRole('heading', { name: 'Enter your authenticator code' }).count()).toBe(0);

    // The password still asks for the code.
    await page.goto(`${url}/logout`);
    await page.waitForURL(/\/login/, { timeout: 15_000 });
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { name: 'Enter your authenticator code' }).waitFor({ timeout: 15_000 });
  });
});
