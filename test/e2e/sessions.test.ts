import { GetTokensFromRefreshTokenCommand } from '@aws-sdk/client-cognito-identity-provider';
import { cognito } from '@praktijk/functions/lib/cognito';
import { type Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@praktijk/shared/routes';
import { call } from '../support/api';
import { createTestPractice, createTestUser, type TestPractice, type TestUser } from '../support/practice';
import { TWIN } from '../../infra/local/settings';
import { twin } from '../support/twin-env';
import { signIn, useBrowser } from './browser';

// Sessions end when they should (issue 21 §6, spec 1 §2 and §4): the tokens live in the tab's
// sessionStorage, Sign out (user menu, idle, 403) ends this device's session only, and Sign out
// everywhere (Account > Security) ends every device's.
let url: string;
let practice: TestPractice;
const browser = useBrowser();

beforeAll(async () => {
  url = twin().url;
  practice = await createTestPractice();
});

/** Amplify's keys: 'CognitoIdentityServiceProvider.<client>.<user>.idToken' and the like. */
const COGNITO_KEY = /^CognitoIdentityServiceProvider\./;
const cognitoKeys = (page: Page, storage: 'localStorage' | 'sessionStorage') =>
  page.evaluate((name) => Object.keys(window[name]), storage).then((keys) => keys.filter((key) => COGNITO_KEY.test(key)));

/** A new browser (its own context) signed in as the user, its session checked against Cognito every `checkEveryMs`. */
async function device(user: TestUser, path: string, checkEveryMs?: number): Promise<Page> {
  const page = await browser.newPage();
  if (checkEveryMs) await page.addInitScript((value) => window.localStorage.setItem('praktijk.sessionCheck', value), JSON.stringify({ everyMs: checkEveryMs }));
  await signIn(page, url, user, path);
  await page.getByTestId('side-navigation').waitFor();
  return page;
}

/** A token in the page's sessionStorage, where Amplify keeps them. */
async function tokenOf(page: Page, kind: 'refreshToken' | 'idToken'): Promise<string> {
  const token = await page.evaluate((suffix) => Object.entries(window.sessionStorage).find(([key]) => key.endsWith(suffix))?.[1], `.${kind}`);
  if (!token) throw new Error(`No ${kind} in sessionStorage`);
  return token;
}
const refreshTokenOf = (page: Page) => tokenOf(page, 'refreshToken');

/** The status the API answers a page's ID token with, asked outside the browser. */
const apiStatusOf = async (idToken: string) => (await call(url, 'GET', routes.find((r) => r.operation === 'getCurrentUser')!.path, { token: idToken })).status;

/** Whether Cognito still renews a session with this refresh token, tried outside the browser. */
function refreshAccepted(refreshToken: string): Promise<boolean> {
  return cognito()
    .send(new GetTokensFromRefreshTokenCommand({ ClientId: TWIN.clientId, RefreshToken: refreshToken }))
    .then(
      () => true,
      (error: Error) => (error.name === 'NotAuthorizedException' ? false : Promise.reject(error)),
    );
}

/** The statuses of the page's token renewals with Cognito (the session check's forced refresh), in order. */
function renewalsOf(page: Page): number[] {
  const statuses: number[] = [];
  page.on('response', (response) => {
    if (/\.(InitiateAuth|GetTokensFromRefreshToken)$/.test(response.request().headers()['x-amz-target'] ?? '')) statuses.push(response.status());
  });
  return statuses;
}

const signedIn = (page: Page) => page.getByTestId('side-navigation').waitFor({ timeout: 15_000 });

describe('the session lives as long as the browser session', () => {
  it('keeps the tokens in sessionStorage: a reload keeps the session, a new browser with the same cookies and localStorage is signed out', async () => {
    const page = await device(practice.users.nurse, '/patients');
    expect(await cognitoKeys(page, 'sessionStorage')).toEqual(
      expect.arrayContaining([expect.stringMatching(/\.idToken$/), expect.stringMatching(/\.refreshToken$/)]),
    );
    expect(await cognitoKeys(page, 'localStorage')).toEqual([]);

    await page.reload();
    await signedIn(page);
    expect(new URL(page.url()).pathname).toBe('/patients');

    // What a closed and reopened browser keeps (cookies, localStorage), in a new context.
    const storageState = await page.context().storageState();
    const reopened = await browser.newPage({ storageState });
    await reopened.goto(`${url}/patients`);
    await reopened.waitForURL('**/login?redirect=%2Fpatients');
  });
});

describe('signing out', () => {
  it("Sign out in the user menu ends this device's session only, and goes to /login with the redirect query", async () => {
    const user = await createTestUser(practice.id, ['administration']);
    const laptop = await device(user, '/patients');
    const desk = await device(user, '/patients', 1000);
    const deskRenewals = renewalsOf(desk);
    const laptopRefresh = await refreshTokenOf(laptop);

    await laptop.getByRole('button', { name: /^User menu/ }).click();
    await laptop.getByRole('menuitem', { name: 'Sign out' }).click();
    await laptop.waitForURL('**/login?redirect=%2Fpatients');
    expect(await laptop.evaluate(() => Object.keys(window.sessionStorage).filter((key) => key.startsWith('CognitoIdentityServiceProvider.')))).toEqual([]);
    // The laptop's own refresh token is revoked; the desk's is not.
    expect(await refreshAccepted(laptopRefresh)).toBe(false);
    expect(await refreshAccepted(await refreshTokenOf(desk))).toBe(true);

    // The desk keeps its session through several checks with Cognito (each a forced refresh):
    // counted from the laptop's sign-out on, Cognito renews it at four checks in a row; the first
    // three have been acted on by the time the fourth is answered, a second later.
    const renewedBefore = deskRenewals.length;
    await expect.poll(() => deskRenewals.length - renewedBefore, { timeout: 15_000 }).toBeGreaterThanOrEqual(4);
    expect(deskRenewals.slice(renewedBefore).every((status) => status === 200)).toBe(true);
    expect(new URL(desk.url()).pathname).toBe('/patients');
    await desk.reload();
    await signedIn(desk);
  });

  it('Sign out everywhere asks first, then signs out this device and every other one at its next session check', async () => {
    const user = await createTestUser(practice.id, ['physician']);
    const home = await device(user, '/patients', 1000);
    const office = await device(user, '/account');
    await office.getByRole('tab', { name: 'Security' }).click();

    await office.getByTestId('sign-out-everywhere').click();
    const dialog = office.getByRole('dialog', { name: 'Sign out everywhere?' });
    await dialog.getByText('You will be signed out on every device and browser where you are signed in, this one included.', { exact: false }).waitFor();
    await office.getByTestId('sign-out-everywhere-cancel').click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(office.url()).pathname).toBe('/account'); // Cancel changes nothing

    const homeRefresh = await refreshTokenOf(home);
    const homeIdToken = await tokenOf(home, 'idToken');
    expect(await apiStatusOf(homeIdToken)).toBe(200);
    await office.getByTestId('sign-out-everywhere').click();
    await office.getByTestId('sign-out-everywhere-confirm').click();
    await office.waitForURL('**/login?redirect=%2Faccount');

    // The ID token the other device holds is refused by the API at once, not when it expires.
    expect(await apiStatusOf(homeIdToken)).toBe(401);

    // The other device's refresh token is revoked: its next check (here every second) signs it out.
    expect(await refreshAccepted(homeRefresh)).toBe(false);
    await home.waitForURL('**/login?redirect=%2Fpatients', { timeout: 15_000 });
    await home.goto(`${url}/patients`);
    await home.waitForURL('**/login?redirect=%2Fpatients'); // signed out, not just sent away
  });
});
