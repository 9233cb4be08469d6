import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TypedApi, typedApi } from '../support/api';
import { newPatientBody } from '../support/patients';
import { createTestPractice, idToken, type TestPractice } from '../support/practice';
import { twin } from '../support/twin-env';
import { useBrowser, lookAt } from './browser';
import { editEveryRule, fillNewPatient } from './patients-general-steps';
import { chosen, textbox, toast } from './patients-helpers';

// All Patients, New Patient, the General tab under each demographics rule of spec 2 §4, and the
// Disabilities tab, in Chromium against the twin.
let url: string;
let practice: TestPractice;
let api: TypedApi;
let adminToken: string;
const browser = useBrowser();
const tag = randomBytes(3).toString('hex');
const existingEmployer = `Staatsolie ${tag}`;

beforeAll(async () => {
  url = twin().url;
  api = typedApi(url);
  practice = await createTestPractice();
  adminToken = await idToken(practice.users.administration);
  expect((await api('createEmployer', adminToken, { body: { name: existingEmployer } })).status).toBe(201);
});

describe('patients', () => {
  it('creates a patient, edits General under every rule, and finds it in All Patients', async () => {
    const page = await browser.signedInPage(url, practice.users.administration, '/patients');
    await page.getByTestId('patients-new').click();
    await page.waitForURL('**/patients/new');
    await fillNewPatient(page, tag);
    await page.getByTestId('new-patient-form-submit').click();
    await toast(page, 'Patient created', 'Patient was created successfully');
    await page.waitForURL(/\/patients\/[0-9A-Z]{26}\/edit$/);
    const form = page.getByTestId('general-form');
    expect(await form.getAttribute('data-locked')).toBe('true');
    const internalNumber = await page.getByTestId('field-internal_number').locator('input').inputValue();
    expect(internalNumber).not.toBe('');
    await page.getByTestId('general-form-unlock').click();

    await editEveryRule(page, tag, existingEmployer);
    expect(await page.getByTestId('tab-general').getAttribute('data-status')).toBe('dirty');
    await lookAt(page, 'patients-general-edit', { fullPage: true });

    await page.getByTestId('general-form-submit').click();
    await toast(page, 'Patient information updated', 'Patient information was updated successfully');
    await expect.poll(() => form.getAttribute('data-locked')).toBe('true');
    await page.reload();
    await page.getByTestId('general-form').waitFor();
    expect(await textbox(page, 'Mobile phone 2').inputValue()).toBe('7654321');
    expect(await textbox(page, 'Alternate address').inputValue()).toBe('Kasabaholo 7');
    await expect.poll(() => chosen(page, 'resort_id'), { timeout: 5_000 }).toBe('De Nieuwe Grond');
    expect(await textbox(page, 'ID number').inputValue()).toBe('P1234567');
    expect(await page.getByTestId('patient-label-name').textContent()).toContain(`Werkgever ${tag}`);
    await lookAt(page, 'patients-general', { fullPage: true });

    // All Patients: surname first, then by internal number.
    // The search's own answer is awaited: the unfiltered list shown before it holds her too. The
    // surname holds the tag's digits, so this is also the search of a name with a digit.
    await page.goto(`${url}/patients`);
    const searched = page.waitForResponse((r) => new URL(r.url()).searchParams.get('search') === `van dijk${tag} anna` && r.status() === 200);
    await page.getByTestId('patients-search').locator('input').fill(`van dijk${tag} anna`);
    await searched;
    const table = page.getByTestId('patients-table');
    await table.getByText(`Anna-Maria Van Dijk${tag}`, { exact: false }).first().waitFor();
    await expect.poll(() => page.getByTestId('patients-table-range').textContent(), { timeout: 10_000 }).toBe('Showing 1 to 1 of 1');
    await table.getByRole('link').first().waitFor();
    await lookAt(page, 'patients-list');
    await page.getByTestId('patients-search').locator('input').fill(internalNumber);
    await expect.poll(() => table.getByRole('row').filter({ hasText: internalNumber }).count()).toBe(1);
    await table.getByRole('link', { name: /Anna-Maria/ }).click();
    await page.waitForURL(/\/edit$/);
  });

  it('saves the Disabilities tab', async () => {
    const created = await api('createPatient', adminToken, { body: newPatientBody({ surname: `disab${tag}` }) });
    const id = (created.body as { id: string }).id;
    const page = await browser.signedInPage(url, practice.users.administration, `/patients/${id}/edit`);
    await page.getByRole('tab', { name: /Disabilities/ }).click();
    const form = page.getByTestId('disabilities-form');
    await page.getByTestId('disabilities-form-unlock').click();
    const boxes = form.getByRole('checkbox');
    await boxes.first().waitFor();
    expect(await boxes.count()).toBe(30);
    await boxes.nth(0).check();
    await boxes.nth(11).check();
    expect(await page.getByTestId('tab-disabilities').getAttribute('data-status')).toBe('dirty');
    await lookAt(page, 'patients-disabilities', { fullPage: true });
    await page.getByTestId('disabilities-form-submit').click();
    await toast(page, 'Patient information updated', 'Patient information was updated successfully');
    const saved = await api('getPatient', adminToken, { params: { id } });
    expect((saved.body as { disability_ids: string[] }).disability_ids).toHaveLength(2);
  });

  it('shows General to a nurse as text, without Unlock or any input', async () => {
    const created = await api('createPatient', adminToken, { body: newPatientBody({ surname: `nurse${tag}` }) });
    const { id, internal_number: number } = created.body as { id: string; internal_number: string };
    const page = await browser.signedInPage(url, practice.users.nurse, '/patients');
    expect(await page.getByTestId('patients-new').count()).toBe(0);
    await page.getByTestId('patients-search').locator('input').fill(number);
    await expect.poll(() => page.getByTestId('patients-table-range').textContent(), { timeout: 10_000 }).toBe('Showing 1 to 1 of 1');
    await page.getByTestId('patients-table').getByRole('link').first().click();
    await page.waitForURL(`**/patients/${id}/view`);
    // Without change on patient the demographics are text (issue 9 §5), not a locked form with a disabled Unlock.
    const form = page.getByTestId('general-form');
    expect(await form.getAttribute('data-view-only')).toBe('true');
    expect(await page.getByTestId('general-form-unlock').count()).toBe(0);
    expect(await page.getByTestId('general-form-submit').count()).toBe(0);
    expect(await form.locator('input, textarea').count()).toBe(0);
    expect(await page.getByTestId('value-internal_number').textContent()).toContain(number);
    await lookAt(page, 'patients-nurse-view', { fullPage: true });
  });
});
