import { LAB_DOCUMENT, NO_TESTS_SELECTED, NOT_A_RESULT_NUMBER } from '@praktijk/shared/records/lab';
import { type Locator, type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { lookAt, toast } from './browser';
import { clinicalPractice, SMALL, walkIn, WIDE } from './clinical-practice';
import { lookAtWidths, openSubTab, pick, selectIn, uniqueWord, useRecordTest } from './patient-record-steps';

// Issue 13 §5: the record's Referrals tab with its Diagnostics Referrals sub-tab (spec 2 §2-§6,
// §8, §9) and the consultation's Diagnostic Referrals card with its results chart (spec 3 §2), in
// Chromium against the twin. Each test makes its own patient through the API.
const setup = useRecordTest(() => clinicalPractice('Verwijzing'));

const LABORATORY = '266753000';
const HB = 'LAB-HEM-HB';
const GLUCOSE = 'LAB-CHEM-GLUN';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** A referral made outside a consultation by the physician, with its results saved one by one. */
async function referralOf(patientId: string, tests: string[], results: string[] = [], when = '2025-03-01T09:00'): Promise<void> {
  const made = await setup.api('createLabReferralOutsideConsultation', setup.token, {
    params: { id: patientId },
    body: { type_id: LABORATORY, priority_id: 'R', tests, administrative_datetime: when },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  let referral = made.body;
  for (const [i, value] of results.entries()) {
    const saved = await setup.api('saveLabResult', setup.token, {
      params: { id: referral.diagnostics_tests[i]!.id },
      body: { result_value: value, consistency_token: referral.consistency_token },
    });
    expect(saved.status).toBe(200);
    referral = saved.body;
  }
}

async function listed(patientId: string) {
  const res = await setup.api('listLabReferrals', setup.token, { params: { id: patientId }, query: {} });
  expect(res.status).toBe(200);
  return res.body;
}

/** Opens the patient's Referrals tab (after Health) and its Diagnostics Referrals sub-tab, the only one so far. */
async function openDiagnostics(page: Page): Promise<Locator> {
  const tabs = page.getByRole('tablist', { name: 'Patient record' }).getByRole('tab');
  await tabs.first().waitFor();
  const names = await tabs.allTextContents();
  expect(names.indexOf('Referrals')).toBe(names.indexOf('Health') + 1);
  return openSubTab(page, 'Referrals', 'Diagnostics Referrals', 'lab', ['Diagnostics Referrals', 'Patient Referrals']);
}

/** Chooses a test in the tests field by searching for it. */
async function chooseTest(page: Page, form: Locator, search: string, test: string): Promise<void> {
  await form.getByTestId('field-tests').getByRole('button').first().click();
  await page.getByRole('combobox', { name: 'Search tests' }).fill(search);
  await page.getByRole('option', { name: test, exact: true }).click();
  await page.keyboard.press('Escape');
}

describe('Diagnostics Referrals sub-tab', () => {
  it('lets a physician refer from a saved template, save two results one at a time and attach the result document', async () => {
    const patientId = await setup.newPatient();
    const name = `Diabetes ${uniqueWord()}`;
    const template = await setup.api('createLabTemplate', setup.token, { body: { name, type_id: LABORATORY, tests: [HB, GLUCOSE] } });
    expect(template.status).toBe(201);
    const page = await setup.signedIn('physician', `/patients/${patientId}/edit`);
    const table = await openDiagnostics(page);
    await table.getByText('No diagnostic referrals', { exact: true }).waitFor();
    await page.getByTestId('lab-add').click();
    const form = page.getByTestId('add-lab-form');

    // Spec 2 §4: Submit waits for a test, saying so.
    await expect(form.getByTestId('add-lab-form-blocked').textContent()).resolves.toBe(NO_TESTS_SELECTED);
    await expect(form.getByTestId('add-lab-form-submit').isDisabled()).resolves.toBe(true);
    await form.getByTestId('field-type_id').getByText('Laboratory').waitFor();
    await pick(page, selectIn(form.getByTestId('field-priority_id')), 'Urgent');

    // The template copies its tests into the form and is active: the template form offers Update.
    const templates = page.getByTestId('lab-saved-templates');
    await templates.getByRole('searchbox', { name: 'Search templates' }).fill(name);
    const toggle = templates.getByRole('button', { name, exact: true });
    // Each template says what it holds: its tests, under its name.
    await templates.getByText('Haemoglobin, Glucose fasting', { exact: true }).waitFor();
    await toggle.click();
    await form.getByText('Haemoglobin').waitFor();
    await form.getByText('Glucose fasting').waitFor();
    await expect(toggle.getAttribute('aria-pressed')).resolves.toBe('true');
    await page.getByTestId('lab-template-save').getByText('Update', { exact: true }).waitFor();
    await expect(form.getByTestId('add-lab-form-blocked').count()).resolves.toBe(0);
    await expect.poll(() => page.getByTestId('tab-referrals').getAttribute('data-status')).toBe('dirty');
    await expectAccessible(page);
    await lookAtWidths(page, 'referrals-diagnostics-add');

    await form.getByTestId('add-lab-form-submit').click();
    await toast(page, 'Lab referral created', 'Lab referral was created successfully');
    await form.waitFor({ state: 'detached' });
    const row = table.getByRole('row', { name: /Laboratory/ });
    await expect(row.getByRole('cell').nth(1).textContent()).resolves.toBe('Laboratory — Urgent');
    await expect.poll(() => page.getByTestId('tab-referrals').getAttribute('data-status')).toBe('clean');

    // Each result is saved on its own; what is typed in the other field stays as typed.
    const hb = row.getByRole('textbox', { name: 'Result of Haemoglobin (mmol/L)' });
    const glucose = row.getByRole('textbox', { name: 'Result of Glucose fasting (mmol/L)' });
    await glucose.fill('6.1');
    // A quantitative test takes a number (issue 21 §4): text is refused under that result's field.
    await hb.fill('abc <script>');
    await hb.press('Enter');
    await row
      .getByTestId(`lab-test-${(await listed(patientId)).results[0]!.diagnostics_tests[0]!.id}`)
      .getByText(NOT_A_RESULT_NUMBER, { exact: true })
      .waitFor();
    await hb.fill('8,2');
    await hb.press('Enter');
    // Stored as a number: the comma read as the point.
    await expect.poll(async () => (await listed(patientId)).results[0]?.diagnostics_tests.map((t) => t.result_value)).toEqual(['8.2', '']);
    await expect(glucose.inputValue()).resolves.toBe('6.1');
    await row.getByRole('button', { name: 'Save result of Glucose fasting (mmol/L)' }).click();
    await expect.poll(async () => (await listed(patientId)).results[0]?.diagnostics_tests.map((t) => t.result_value)).toEqual(['8.2', '6.1']);
    await expect(hb.inputValue()).resolves.toBe('8.2');
    await expect(row.getByText(NOT_A_RESULT_NUMBER, { exact: true }).count()).resolves.toBe(0);

    // A text file called .pdf is refused by its content, in the server's words.
    const file = row.getByTestId('lab-document-file').locator('input[type=file]');
    await file.setInputFiles({ name: 'uitslag.pdf', mimeType: 'application/pdf', buffer: Buffer.from('Hb 8,2 mmol/L\n') });
    await row.getByTestId('lab-document-upload').click();
    await row.getByText(LAB_DOCUMENT.wrongTypeMessage!, { exact: true }).waitFor();
    await lookAtWidths(page, 'referrals-diagnostics-refused');

    // While it is sent (held back here for a second) the 'Uploading...' bar stands in for the control.
    await page.route('**/document/', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await file.setInputFiles({ name: 'uitslag.pdf', mimeType: 'application/pdf', buffer: PDF });
    await row.getByTestId('lab-document-upload').click();
    await row.getByTestId('lab-document-progress').getByText('Uploading...', { exact: true }).waitFor();
    const view = row.getByRole('link', { name: 'View uitslag.pdf' });
    await view.waitFor();
    await expect(view.getAttribute('target')).resolves.toBe('_blank');
    expect(await view.getAttribute('href')).toMatch(/^http/);
    const stored = (await listed(patientId)).results[0]!;
    expect(stored).toMatchObject({ filename: 'uitslag.pdf', document_extension: 'pdf', decursus: null });
    await expectAccessible(page);
    await lookAtWidths(page, 'referrals-diagnostics');

    // The document's delete asks first.
    await row.getByRole('button', { name: 'Delete uitslag.pdf' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/^DELETE RESULT DOCUMENT ON \d{2}-\d{2}-\d{4}$/).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await view.waitFor();

    // The referral's own delete, behind the overlay.
    await row.getByRole('button', { name: /^Delete lab referral Laboratory of / }).click();
    await page
      .getByRole('dialog')
      .getByText(/^DELETE LAB REFERRAL ON \d{2}-\d{2}-\d{4}$/)
      .waitFor();
    await page.getByRole('dialog').getByTestId('confirm-delete-confirm').click();
    await toast(page, 'Lab referral removed', 'Lab referral was removed successfully');
    await table.getByText('No diagnostic referrals', { exact: true }).waitFor();
  });

  it('lets administration refer outside a consultation: the type change reloads the tests', async () => {
    const patientId = await setup.newPatient();
    const page = await setup.signedIn('administration', `/patients/${patientId}/edit`);
    const table = await openDiagnostics(page);
    await page.getByTestId('lab-add').click();
    const form = page.getByTestId('add-lab-form');
    await chooseTest(page, form, 'haem', 'Haemoglobin');
    await form.getByText('Haemoglobin').waitFor();
    // Only the two diagnostic types are offered; the other type drops the tests chosen.
    await selectIn(form.getByTestId('field-type_id')).click();
    await expect(page.getByRole('option').count()).resolves.toBe(2);
    await expect(page.getByRole('option').first().textContent()).resolves.toMatch(/^Laboratory/);
    await page.getByRole('option', { name: 'Radiologist' }).click();
    await form.getByTestId('add-lab-form-blocked').getByText(NO_TESTS_SELECTED, { exact: true }).waitFor();
    await form.getByTestId('field-tests').getByRole('button').first().click();
    await page.getByRole('combobox', { name: 'Search tests' }).fill('haemoglobin');
    await form.getByTestId('field-tests').getByText('No items found.', { exact: true }).waitFor(); // (the live region repeats it)
    await page.getByRole('combobox', { name: 'Search tests' }).fill('thorax');
    await page.getByRole('option', { name: 'Chest (thorax)' }).click();
    await page.keyboard.press('Escape');
    await pick(page, selectIn(form.getByTestId('field-priority_id')), 'Routine');

    // The form saved as a new template (Save), which becomes the active one (Update); its delete asks inline.
    const name = `Thorax ${uniqueWord()}`;
    const templateForm = page.getByTestId('lab-template-form');
    await templateForm.getByRole('textbox', { name: 'Template name' }).fill(name);
    await templateForm.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Diagnostic referral template created', 'Diagnostic referral template was created successfully');
    await templateForm.getByRole('button', { name: 'Update', exact: true }).waitFor();
    const templates = page.getByTestId('lab-saved-templates');
    await templates.getByRole('searchbox', { name: 'Search templates' }).fill(name);
    await expect(templates.getByRole('button', { name, exact: true }).getAttribute('aria-pressed')).resolves.toBe('true');
    await templates.getByRole('button', { name: `Delete template ${name}` }).click();
    const question = templates.getByRole('group', { name: `Delete template ${name}?` });
    await question.getByText('Delete this template?', { exact: true }).waitFor();
    await expectAccessible(page);
    await lookAtWidths(page, 'referrals-diagnostics-template-delete');
    await question.getByRole('button', { name: 'Delete', exact: true }).click();
    await toast(page, 'Diagnostic referral template removed', 'Diagnostic referral template was removed successfully');
    await templates.getByText('No templates', { exact: true }).waitFor();
    await templateForm.getByRole('button', { name: 'Save', exact: true }).waitFor();
    // Deleting the template leaves the referral form as it was.
    await form.getByText('Chest (thorax)').waitFor();

    await form.getByRole('textbox', { name: 'Date/Time', exact: true }).fill('03-02-2025');
    await form.getByRole('textbox', { name: 'Time', exact: true }).fill('10:30');
    await expectAccessible(page);
    await form.getByTestId('add-lab-form-submit').click();
    await toast(page, 'Lab referral created', 'Lab referral was created successfully');
    const row = table.getByRole('row', { name: /Radiologist/ });
    await expect(row.getByRole('cell').nth(0).textContent()).resolves.toBe('03-02-2025 10:30');
    await expect(row.getByRole('cell').nth(1).textContent()).resolves.toBe('Radiologist — Routine');
    const body = await listed(patientId);
    expect(body.results[0]).toMatchObject({ type_id: '66862007', tests: ['RAD-XR-THX'], decursus: null, created_by: setup.practice.users.administration.id });
    await lookAtWidths(page, 'referrals-diagnostics-administration');
  });

  it('shows a nurse the referrals read-only: no Add, no result fields, no upload or delete', async () => {
    const patientId = await setup.newPatient();
    await referralOf(patientId, [HB, GLUCOSE], ['7,9']);
    const page = await setup.signedIn('nurse', `/patients/${patientId}/view`);
    const table = await openDiagnostics(page);
    const row = table.getByRole('row', { name: /Laboratory/ });
    await row.getByText('7.9 mmol/L', { exact: true }).waitFor();
    await row.getByText('No result document', { exact: true }).waitFor();
    expect(await page.getByTestId('lab-add').count()).toBe(0);
    expect(await row.getByRole('textbox').count()).toBe(0);
    expect(await row.getByRole('button').count()).toBe(0);
    await expectAccessible(page);
    await lookAtWidths(page, 'referrals-diagnostics-nurse');
  });
});

describe('the Diagnostic Referrals card of the consultation screen', () => {
  it('refers with the consultation note and opens the results chart from the card', async () => {
    const consultation = await walkIn(setup);
    await referralOf(consultation.patient_id, [HB], ['7,6'], '2025-03-01T09:00');
    await referralOf(consultation.patient_id, [HB, GLUCOSE], ['8,1', '5.9'], '2025-09-01T09:00');
    const page = await setup.signedIn('physician', `/schedule/${consultation.id}/consult`);
    await page.setViewportSize(WIDE);
    await page.getByTestId('consultation-screen').waitFor();
    const card = page.getByTestId('record-card-lab');
    await card.scrollIntoViewIfNeeded();
    await card.getByRole('heading', { name: 'Diagnostic Referrals' }).waitFor();
    await card.getByText('(2)').waitFor();

    await card.getByTestId('lab-add').click();
    const form = card.getByTestId('add-lab-form');
    await chooseTest(page, form, 'plat', 'Platelets');
    await pick(page, selectIn(form.getByTestId('field-priority_id')), 'Routine');
    await form.getByTestId('add-lab-form-submit').click();
    await toast(page, 'Lab referral created', 'Lab referral was created successfully');
    await card.getByText('(3)').waitFor();
    const body = await listed(consultation.patient_id);
    expect(body.results[0]).toMatchObject({ tests: ['LAB-HEM-PLT'], decursus: consultation.decursus_id });

    await card.getByTestId('lab-chart').click();
    const chart = page.getByRole('dialog', { name: 'Lab results chart' });
    await chart
      .getByRole('toolbar', { name: 'Legend' })
      .getByRole('button', { name: /Haemoglobin/ })
      .waitFor();
    await lookAt(page, 'referrals-card-chart-1440');
    await expectAccessible(page);
    await page.setViewportSize(SMALL);
    await lookAt(page, 'referrals-card-chart-1024');
    await page.keyboard.press('Escape');
    await chart.waitFor({ state: 'hidden' });
    // The card in view (the whole consultation screen is too long a picture to read).
    await card.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await lookAt(page, 'referrals-card-1024');
    await page.setViewportSize(WIDE);
    await card.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await lookAt(page, 'referrals-card-1440');
  });
});
