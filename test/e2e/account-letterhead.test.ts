import { type Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { typedApi, type TypedApi } from '../support/api';
import { createTestPractice, idToken, type TestPractice, type TestUser } from '../support/practice';
import { twin } from '../support/twin-env';
import { lookAt, toast, useBrowser } from './browser';

// Account > Letterhead (issue 24): the practice's address lines and logo for the letter files,
// kept once per practice, for those who may change letter templates.
let url: string;
let api: TypedApi;
let practice: TestPractice;
const browser = useBrowser();
/** A 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

beforeAll(async () => {
  url = twin().url;
  api = typedApi(url);
  practice = await createTestPractice();
});

const signIn = (user: Pick<TestUser, 'email' | 'password'>): Promise<Page> => browser.signedInPage(url, user, '/account');

describe('Letterhead tab', () => {
  it('saves the address lines and a logo, refuses another file type, and keeps them after a reload', async () => {
    const page = await signIn(practice.users.physician);
    await page.getByRole('tab', { name: 'Letterhead' }).click();
    const lines = page.getByTestId('letterhead-lines').locator('textarea');
    await lines.fill('Kerkstraat 1, 9401 AB Assen\n\nTelefoon 0592-123456');
    const file = page.locator('input[type="file"]');
    await file.setInputFiles({ name: 'logo.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await page.getByText('Choose a PNG or JPEG image.').waitFor();
    await file.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await page.getByTestId('letterhead-logo').waitFor();
    await page.getByTestId('letterhead-save').click();
    await toast(page, 'Letterhead updated', 'Letterhead was updated successfully');
    await lookAt(page, 'account-letterhead');

    const stored = (await api('getLetterhead', await idToken(practice.users.physician))).body;
    expect(stored.lines).toEqual(['Kerkstraat 1, 9401 AB Assen', 'Telefoon 0592-123456']);
    expect(stored.logo).toBe(`data:image/png;base64,${PNG.toString('base64')}`);

    await page.reload();
    await page.getByRole('tab', { name: 'Letterhead' }).click();
    expect(await page.getByTestId('letterhead-lines').locator('textarea').inputValue()).toBe('Kerkstraat 1, 9401 AB Assen\nTelefoon 0592-123456');
    await page.getByTestId('letterhead-logo').waitFor();
  });

  it('is not shown to a nurse', async () => {
    const page = await signIn(practice.users.nurse);
    await page.getByRole('tab', { name: 'Security' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Letterhead' }).count()).toBe(0);
  });
});
