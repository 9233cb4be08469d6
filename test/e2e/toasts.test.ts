import { beforeAll, describe, expect, it } from 'vitest';
import { type TypedApi, typedApi } from '../support/api';
import { newPatientBody } from '../support/patients';
import { createTestPractice, idToken, type TestPractice } from '../support/practice';
import { twin } from '../support/twin-env';
import { expectAccessible } from './axe';
import { useBrowser, lookAt } from './browser';
import { openRecord, openTab } from './patient-record-steps';

// Issue 9.8: a save's toast floats over the page; nothing under it moves when it comes or goes.
let url: string;
let api: TypedApi;
let practice: TestPractice;
const browser = useBrowser();

beforeAll(async () => {
  url = twin().url;
  api = typedApi(url);
  practice = await createTestPractice();
});

describe('toasts', () => {
  it('show over the content without moving it', async () => {
    const token = await idToken(practice.users.administration);
    const patient = (await api('createPatient', token, { body: newPatientBody() })).body;
    const page = await openRecord(browser.newPage, url, practice.users.administration, patient.id);
    await page.setViewportSize({ width: 1440, height: 900 });
    await openTab(page, 'Memo');
    const tabs = page.getByRole('tablist', { name: 'Patient record' });
    const before = await tabs.boundingBox();
    await page.getByTestId('memo-form-unlock').click();
    await page.getByTestId('memo-form').getByRole('textbox', { name: 'Memo' }).fill('Spreekt Sranantongo.');
    await page.getByTestId('memo-form-submit').click();
    const shown = page.getByText('Patient memo was created successfully', { exact: true });
    await shown.waitFor();
    const during = await tabs.boundingBox();
    await lookAt(page, 'h678-toast-1440');
    await expectAccessible(page, 'Memo with a toast');
    await shown.waitFor({ state: 'detached', timeout: 10_000 });
    const after = await tabs.boundingBox();
    expect(before).not.toBeNull();
    expect(during).toEqual(before);
    expect(after).toEqual(before);
  });
});
