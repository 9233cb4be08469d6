import { beforeAll, describe, expect, it } from 'vitest';
import { type TypedApi, typedApi } from '../support/api';
import { newPatientBody } from '../support/patients';
import { createTestPractice, idToken, type TestPractice } from '../support/practice';
import { twin } from '../support/twin-env';
import { useBrowser, lookAt } from './browser';
import { appeared } from './conditions';
import { fillInsurance, openRecord, openTab, pick, toast, uniqueWord } from './patient-record-steps';

// The Relations, Insurances, Memo, Manage and Patient Portal tabs of the patient record in
// Chromium against the twin, as an administration user (spec 2 §2, spec 3 §2). Patients are made
// through the API so each test starts from a known record.
let url: string;
let api: TypedApi;
let practice: TestPractice;
let token: string;
const browser = useBrowser();

async function newPatient(overrides: Record<string, unknown>): Promise<{ id: string; name: string }> {
  const res = await api('createPatient', token, { body: newPatientBody(overrides) });
  expect(res.status).toBe(201);
  const body = res.body as { id: string; name: string };
  return { id: body.id, name: body.name };
}

beforeAll(async () => {
  url = twin().url;
  api = typedApi(url);
  practice = await createTestPractice();
  token = await idToken(practice.users.administration);
});

describe('patient record tabs', () => {
  it('adds, retypes and removes a relation; saves both insurances and the memo; logs them; deactivates', async () => {
    const surname = uniqueWord();
    const patient = await newPatient({ surname: `record${surname}`, id_number: 'FB123456' });
    const relative = await newPatient({ first_name: 'johanna', surname: `relative${surname}` });
    const page = await openRecord(browser.newPage, url, practice.users.administration, patient.id);

    // Relations: search (nothing, then the relative), pick a type, submit.
    await openTab(page, 'Relations');
    await page.getByText('No relations', { exact: true }).waitFor();
    await page.getByTestId('relations-add').click();
    const patientSelect = page.getByTestId('relation-patient').getByRole('button').first();
    await patientSelect.click();
    await page.getByLabel('Search patients by full name').fill(`nobody${surname}`);
    await page.getByTestId('relation-patient').getByText('No patients found', { exact: true }).waitFor();
    await page.getByLabel('Search patients by full name').fill(`johanna relative${surname}`);
    await page.getByRole('option', { name: new RegExp(`relative${surname}`, 'i') }).click();
    await pick(page, page.getByTestId('relation-type').getByRole('button').first(), /^Mother$/);
    await lookAt(page, 'record-relations-add');
    await page.getByTestId('add-relation-form-submit').click();
    await toast(page, 'Patient relation created');
    expect(await page.getByTestId('tab-relations').getAttribute('data-status')).toBe('clean'); // the add area closed
    const table = page.getByTestId('relations-table');
    const link = table.getByRole('link', { name: new RegExp(`relative${surname}`, 'i') });
    expect(await link.getAttribute('href')).toBe(`/patients/${relative.id}/edit`);

    // Change the type in place, then remove with the delete overlay.
    await pick(page, table.getByRole('button', { name: /Relation of/ }), /^Father$/);
    await toast(page, 'Patient relation updated');
    expect(await table.getByRole('button', { name: /Relation of/ }).textContent()).toContain('Father');
    await lookAt(page, 'record-relations');
    await table.getByRole('button', { name: /^Remove relation with/ }).click();
    await page.getByText(/^DELETE RELATION ON \d{2}-\d{2}-\d{4}$/).waitFor();
    await page.getByTestId('confirm-delete-confirm').click();
    await toast(page, 'Patient relation removed');
    await page.getByText('No relations', { exact: true }).waitFor();

    // Insurances: both slots created, then updated after Unlock.
    await openTab(page, 'Insurances');
    await fillInsurance(page, 'primary', 'P-1001');
    await toast(page, 'Primary insurance created');
    await page.getByTestId('primary-insurance-form-unlock').click();
    await page.getByTestId('primary-insurance-form').getByRole('textbox', { name: 'Number' }).fill('P-1002');
    await page.getByTestId('primary-insurance-form-submit').click();
    await toast(page, 'Primary insurance updated');
    await lookAt(page, 'record-insurance-primary');
    await openTab(page, 'Secondary');
    await fillInsurance(page, 'secondary', 'S-2001');
    await toast(page, 'Secondary insurance created');
    await page.getByTestId('secondary-insurance-form-unlock').click();
    await page.getByTestId('secondary-insurance-form').getByRole('textbox', { name: 'Number' }).fill('S-2002');
    await page.getByTestId('secondary-insurance-form-submit').click();
    await toast(page, 'Secondary insurance updated');

    // Memo: created, re-locked, updated.
    await openTab(page, 'Memo');
    const memo = page.getByTestId('memo-form');
    await page.getByTestId('memo-form-unlock').click();
    await memo.getByRole('textbox', { name: 'Memo' }).fill('Allergic to penicillin.');
    await page.getByTestId('memo-form-submit').click();
    await toast(page, 'Patient memo created');
    expect(await memo.getAttribute('data-locked')).toBe('true');
    await page.getByTestId('memo-form-unlock').click();
    await memo.getByRole('textbox', { name: 'Memo' }).fill('Allergic to penicillin and latex.');
    await page.getByTestId('memo-form-submit').click();
    await toast(page, 'Patient memo updated');
    expect(await memo.getAttribute('data-locked')).toBe('true');
    await lookAt(page, 'record-memo');

    // Manage > Logs: the writes above, + for created and ~ for changed, 10 a page.
    await openTab(page, 'Manage');
    await openTab(page, 'Logs');
    const logs = page.getByTestId('logs-table');
    await logs.getByText('Allergic to penicillin and latex.').first().waitFor();
    const types = await logs.getByTestId('log-type').allTextContents();
    expect(types.length).toBe(10);
    expect(types).toEqual(expect.arrayContaining(['+', '~', '-']));
    expect(await page.getByTestId('logs-table-range').textContent()).toMatch(/^Showing 1 to 10 of \d+$/);
    await lookAt(page, 'record-logs');
    await pick(page, page.getByTestId('logs-model-filter').getByRole('button').first(), 'Insurance');
    await logs.getByText('S-2002').first().waitFor();
    expect(await logs.getByTestId('log-type').allTextContents()).toEqual(['~', '+', '~', '+']);

    // Manage > Deactivate Patient: confirm, then the way back is offered.
    await openTab(page, 'Deactivate Patient');
    await page.getByTestId('patient-status-toggle').click();
    await page.getByTestId('confirm-dialog-confirm').click();
    await toast(page, 'Patient deactivated');
    await page.getByRole('button', { name: 'Activate Patient' }).waitFor();
    await lookAt(page, 'record-deactivate');
    const saved = await api('getPatient', token, { params: { id: patient.id } });
    expect((saved.body as { blocked: boolean }).blocked).toBe(true);
  });

  it('shows the portal QR code for a patient with an ID number and the spec message without one', async () => {
    const withId = await newPatient({ surname: `portal${uniqueWord()}`, id_number: 'FB654321' });
    const withoutId = await newPatient({ surname: `portal${uniqueWord()}` });
    const page = await openRecord(browser.newPage, url, practice.users.administration, withId.id);
    await openTab(page, 'Patient Portal');
    const qr = page.getByRole('img', { name: 'Patient portal QR code' });
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await lookAt(page, 'record-portal');

    await page.goto(`${url}/patients/${withoutId.id}/edit`);
    await openTab(page, 'Patient Portal');
    // The alert has faded in (for the screenshot): no animation left in it, fully opaque.
    await appeared(page.getByText('Patient ID, Passport or Licence number is required for generating code', { exact: true }));
    await lookAt(page, 'record-portal-missing');
  });

  it('shows a nurse the memo read-only, without Unlock', async () => {
    const patient = await newPatient({ surname: `nurse${uniqueWord()}` });
    const page = await openRecord(browser.newPage, url, practice.users.nurse, patient.id);
    await openTab(page, 'Memo');
    const memo = page.getByTestId('memo-form');
    await memo.waitFor();
    expect(await memo.getAttribute('data-locked')).toBe('true');
    expect(await page.getByTestId('memo-form-unlock').count()).toBe(0);
    expect(await page.getByTestId('memo-form-submit').count()).toBe(0);
  });
});
