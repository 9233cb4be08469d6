import { readFileSync } from 'node:fs';
import { formatDate } from '@praktijk/shared/dates';
import { decimalsMessage, numericMessage, practiceToday } from '@praktijk/shared/records/health-fields';
import { nextDay } from '@praktijk/shared/practice-clock';
import { ALLERGIC, upcomingRepeatsText } from '@praktijk/shared/records/prescriptions';
import { type Locator, type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { toast } from './browser';
import { fieldError, lookAtWidths, openTreatments, pick, recordPractice, selectIn, suggest, useRecordTest } from './patient-record-steps';

// Issue 13 §1-§2: the record's Treatments tab with its Prescriptions and Chronic Prescriptions
// sub-tabs (spec 2 §2-§6, §8, §9) in Chromium against the twin. Each test makes its own patient
// through the API.
const setup = useRecordTest(recordPractice);

const AMOXICILLINE = 'Amoxicilline 500 mg Capsule';
const today = () => formatDate(practiceToday());

/** A prescription written outside a consultation by the physician: another medication, three a day for five days. */
async function prescriptionOf(patientId: string, other = 'Gemberthee', date = '2025-06-01T10:30'): Promise<void> {
  const res = await setup.api('createPrescriptionOutsideConsultation', setup.token, {
    params: { id: patientId },
    body: { other, frequency_usage: '3', frequency_unit_id: 'D', dosage_amount: '1', amount_of_time: '5', administrative_datetime: date },
  });
  expect(res.status).toBe(201);
}

const listed = async (patientId: string, isChronic: boolean) =>
  (await setup.api('listPrescriptions', setup.token, { params: { id: patientId }, query: { is_chronic: isChronic, limit: 10 } })).body;

/** Opens the patient's Treatments tab and one of its prescription lists. */
const openList = (page: Page, label: 'Prescriptions' | 'Chronic Prescriptions') => openTreatments(page, label, true);

const searchMedication = (page: Page, form: Locator, text: string, medication: string) => suggest(page, form, 'medication_id', text, medication);

describe('Prescriptions and Chronic Prescriptions sub-tabs', () => {
  it('lets a physician add a chronic prescription with its repeats: the medication by search, the total as typed', async () => {
    const patientId = await setup.newPatient();
    // A week ago with one weekly repeat, at midnight: that repeat is due today and listed (issue 21 §5).
    const weekly = await setup.api('createPrescriptionOutsideConsultation', setup.token, {
      params: { id: patientId },
      body: {
        other: 'Metformine 500 mg',
        is_chronic: true,
        repeat_prescription: 1,
        repeat_date_id: '1W',
        administrative_datetime: `${nextDay(practiceToday(), -7)}T00:00`,
      },
    });
    expect(weekly.status).toBe(201);
    const page = await setup.signedIn('physician', `/patients/${patientId}/edit`);
    const table = await openList(page, 'Chronic Prescriptions');
    await table.getByText('Showing 1 to 2 of 2', { exact: true }).waitFor();
    await page.getByTestId('chronic-prescriptions-add').click();
    const form = page.getByTestId('add-prescription-form');

    // Added from the chronic list, it is chronic; the repeat count starts at 0.
    await expect(form.getByRole('checkbox', { name: 'Chronic prescription' }).isChecked()).resolves.toBe(true);
    await expect(form.getByRole('textbox', { name: 'Repeat prescription' }).inputValue()).resolves.toBe('0');
    await searchMedication(page, form, 'amox', AMOXICILLINE);
    await form.getByRole('textbox', { name: 'Repeat prescription' }).fill('2');
    await pick(page, selectIn(form.getByTestId('field-repeat_date_id')), '1 month');
    await expect(form.getByTestId('prescription-total').textContent()).resolves.toBe('n/a');
    await form.getByRole('textbox', { name: 'Frequency', exact: true }).fill('2');
    await expect(form.getByTestId('prescription-total').textContent()).resolves.toBe('2 units');
    await pick(page, selectIn(form.getByTestId('field-frequency_unit_id')), 'per day');
    await form.getByRole('textbox', { name: 'Dosage amount' }).fill('1');
    // The product fills its own strength, unit and form, which stay the product's (issue 21 §5).
    await expect(form.getByRole('textbox', { name: 'Strength' }).inputValue()).resolves.toBe('500');
    await expect(form.getByRole('textbox', { name: 'Strength' }).isDisabled()).resolves.toBe(true);
    await form.getByTestId('field-unit_id').getByText('mg', { exact: true }).waitFor();
    await form.getByTestId('field-dosage_form_id').getByText('Capsule', { exact: true }).waitFor();
    await form.getByRole('textbox', { name: 'Amount of time' }).fill('30');
    await expect(form.getByTestId('prescription-total').textContent()).resolves.toBe('60 units');
    await pick(page, selectIn(form.getByTestId('field-delivery_form_id')), 'Box');
    await form.getByRole('textbox', { name: 'Instructions' }).fill('Kuur afmaken');
    await expect.poll(() => page.getByTestId('tab-treatments').getAttribute('data-status')).toBe('dirty');
    await expectAccessible(page);
    await lookAtWidths(page, 'treatments-prescriptions-add');

    // One double click adds one prescription (with its two repeats): the button is busy while it is sent.
    await form.getByTestId('add-prescription-form-submit').dblclick();
    await toast(page, 'Patient prescription created', 'Patient prescription was created successfully');
    await form.waitFor({ state: 'detached' });
    await table.getByText('Showing 1 to 3 of 3', { exact: true }).waitFor();
    // Newest first by prescription date, and only what is due (issue 21 §5): the new one, today's
    // weekly repeat and its original. The new one's repeats, a month and two months on, are not
    // listed: the new one names them.
    const rows = table.locator('tbody tr');
    const original = rows.nth(0);
    const created = (await listed(patientId, true)).results[0]!;
    const upcoming = upcomingRepeatsText(created.upcoming_repeats)!;
    expect(created.upcoming_repeats).toHaveLength(2);
    await expect(original.getByTestId('prescription-upcoming-repeats').textContent()).resolves.toBe(upcoming);
    await expect(original.getByRole('cell').allTextContents()).resolves.toEqual([
      today(),
      `${AMOXICILLINE}${upcoming}`,
      '2 x daily 1 capsule for 30 days',
      'n/a',
      '60 units',
      'No',
      'PrintStop', // printable (its day has come) and active
    ]);
    // A repeat is stopped, copied and removed only with its original (spec 2 §4); today's, its day
    // come, is printed on its own.
    await expect(rows.nth(1).getByRole('cell').nth(5).textContent()).resolves.toBe('Yes');
    await expect(rows.nth(1).getByRole('button').allTextContents()).resolves.toEqual(['Print']);
    // Deleting the original says its repeats go with it (issue 21 §5); Cancel keeps it and them.
    await original.getByRole('button', { name: `Delete prescription ${AMOXICILLINE} of ${today()}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Its 2 repeats are deleted with it. This cannot be undone.', { exact: true }).waitFor();
    await dialog.getByTestId('confirm-delete-cancel').click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByTestId('tab-treatments').getAttribute('data-status')).toBe('clean');
    expect(await listed(patientId, true)).toMatchObject({ count: 3 });
    expect(await listed(patientId, false)).toMatchObject({ count: 0 });
    await expectAccessible(page);
    await lookAtWidths(page, 'treatments-prescriptions-chronic');
  });

  it('keeps numbers as they are typed (a comma becomes a point) and names a number outside its rule (issue 21 §4)', async () => {
    const patientId = await setup.newPatient();
    const page = await setup.signedIn('physician', `/patients/${patientId}/edit`);
    const table = await openList(page, 'Prescriptions');
    await table.getByText('No prescriptions', { exact: true }).waitFor();
    await page.getByTestId('prescriptions-add').click();
    const form = page.getByTestId('add-prescription-form');
    await form.getByRole('checkbox', { name: 'Other' }).check();
    await form.getByRole('textbox', { name: 'Other medication' }).fill('ORS');
    // Typed key by key, as a prescriber types: nothing is rewritten on the way.
    const typed: [string, string, string][] = [
      ['Strength', '0.125', '0.125'],
      ['Frequency', '1,25', '1.25'],
      ['Dosage amount', '0.125', '0.125'],
      ['Amount of time', '2.5', '2.5'],
    ];
    for (const [label, keys, shown] of typed) {
      const box = form.getByRole('textbox', { name: label, exact: true });
      await box.pressSequentially(keys);
      await expect(box.inputValue(), label).resolves.toBe(shown);
    }
    await form.getByTestId('add-prescription-form-submit').click();
    await fieldError(form, 'dosage_amount', decimalsMessage('dosage amount')).waitFor();
    await fieldError(form, 'amount_of_time', numericMessage('amount of time')).waitFor();
    // 0.125 is a strength (1 to 3 decimals), 1.25 a frequency (2 decimals).
    await expect(fieldError(form, 'strength', decimalsMessage('strength')).count()).resolves.toBe(0);
    await expect(fieldError(form, 'frequency_usage', decimalsMessage('frequency usage')).count()).resolves.toBe(0);
    const frequency = form.getByRole('textbox', { name: 'Frequency', exact: true });
    await frequency.fill('');
    await frequency.pressSequentially('1.255');
    await expect(frequency.inputValue()).resolves.toBe('1.255');
    await form.getByTestId('add-prescription-form-submit').click();
    await fieldError(form, 'frequency_usage', decimalsMessage('frequency usage')).waitFor();
    await lookAtWidths(page, 'treatments-prescriptions-numbers');
    expect(await listed(patientId, false)).toMatchObject({ count: 0 });
  });

  it('warns about an allergy when the medication is chosen, and prescribes it only when the prescriber says so', async () => {
    const patientId = await setup.newPatient();
    const allergy = await setup.api('createAllergy', setup.token, {
      body: { patient: patientId, decursus: null, allergy_type_id: 'DRUG', allergy_code_id: 'DRUG-PEN', allergy_severity_id: 'SEV' },
    });
    expect(allergy.status).toBe(201);
    const page = await setup.signedIn('physician', `/patients/${patientId}/edit`);
    const table = await openList(page, 'Prescriptions');
    await table.getByText('No prescriptions', { exact: true }).waitFor();
    await page.getByTestId('prescriptions-add').click();
    const form = page.getByTestId('add-prescription-form');
    await expect(form.getByRole('checkbox', { name: 'Chronic prescription' }).isChecked()).resolves.toBe(false);
    // The chronic fields wait for a chronic prescription.
    await expect(form.getByRole('textbox', { name: 'Repeat prescription' }).isDisabled()).resolves.toBe(true);

    await searchMedication(page, form, 'amox', AMOXICILLINE);
    await page.getByText('Patient Warning', { exact: true }).first().waitFor();
    await page.getByText('Patient is allergic for this medication.', { exact: true }).first().waitFor();
    await fieldError(form, 'medication_id', ALLERGIC).waitFor();
    await expectAccessible(page);
    await lookAtWidths(page, 'treatments-prescriptions-allergy');

    // Not sent until the prescriber goes on deliberately.
    await form.getByTestId('add-prescription-form-submit').click();
    await fieldError(form, 'medication_id', ALLERGIC).waitFor();
    await expect.poll(() => page.getByTestId('tab-treatments').getAttribute('data-status')).toBe('error');
    expect(await listed(patientId, false)).toMatchObject({ count: 0 });
    await form.getByRole('checkbox', { name: 'Prescribe despite the allergy' }).check();
    await expect(fieldError(form, 'medication_id', ALLERGIC).count()).resolves.toBe(0);
    await form.getByTestId('add-prescription-form-submit').click();
    await toast(page, 'Patient prescription created', 'Patient prescription was created successfully');
    await table.getByRole('row', { name: /Amoxicilline/ }).waitFor();
    expect(await listed(patientId, false)).toMatchObject({ count: 1, results: [{ allergy_acknowledged: true, full_medication: AMOXICILLINE }] });
    // The list says the warning was overridden, and by whom (issue 21 §5).
    const prescriber = setup.practice.users.physician;
    await table
      .getByRole('row', { name: /Amoxicilline/ })
      .getByText(`Prescribed despite the allergy warning by ${prescriber.firstName} ${prescriber.lastName}`, { exact: true })
      .waitFor();

    // 'Other' clears the medication and its search (spec 2 §4).
    await page.getByTestId('prescriptions-add').click();
    await searchMedication(page, form, 'amox', AMOXICILLINE);
    await fieldError(form, 'medication_id', ALLERGIC).waitFor();
    // The second warning replaces the first: one stays until dismissed.
    await expect(page.getByText('Patient Warning', { exact: true }).count()).resolves.toBe(1);
    await form.getByRole('checkbox', { name: 'Other' }).check();
    await expect(form.getByTestId('field-medication_id').locator('input').inputValue()).resolves.toBe('');
    await expect(fieldError(form, 'medication_id', ALLERGIC).count()).resolves.toBe(0);
    await form.getByTestId('add-prescription-form-submit').click();
    await fieldError(form, 'other', 'This field is required.').waitFor();
    await form.getByRole('textbox', { name: 'Other medication' }).fill('Gemberthee');
    await form.getByRole('textbox', { name: 'Other medication' }).press('Enter');
    await toast(page, 'Patient prescription created', 'Patient prescription was created successfully');
    await table.getByRole('row', { name: /Gemberthee/ }).waitFor();
  });

  it('stops a prescription with a reason, copies the stopped one into a new form and removes one', async () => {
    const patientId = await setup.newPatient();
    await prescriptionOf(patientId);
    const page = await setup.signedIn('physician', `/patients/${patientId}/edit`);
    const table = await openList(page, 'Prescriptions');
    const row = table.getByRole('row', { name: /Gemberthee/ });
    await row.waitFor();
    await expect(row.getByRole('cell').allTextContents()).resolves.toEqual([
      '01-06-2025',
      'Gemberthee',
      '3 x daily 1 dose for 5 days',
      'n/a',
      '15 units',
      'No',
      'PrintStop',
    ]);
    // An active prescription is not copied (spec 2 §4).
    expect(await row.getByRole('button', { name: /^Copy/ }).count()).toBe(0);

    await row.getByRole('button', { name: 'Stop prescription Gemberthee of 01-06-2025' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('STOP PRESCRIPTION ON 01-06-2025', { exact: true }).waitFor();
    await dialog.getByTestId('confirm-stop-confirm').click();
    await dialog.getByText('This field is required.', { exact: true }).waitFor();
    await dialog.getByRole('textbox', { name: 'Stoppage reason' }).fill('Klachten over');
    await expectAccessible(page);
    await lookAtWidths(page, 'treatments-prescriptions-stop');
    await dialog.getByTestId('confirm-stop-confirm').click();
    await toast(page, 'Stop medication', 'Medication was stopped successfully');
    await dialog.waitFor({ state: 'hidden' });
    // When and why (issue 21 §5).
    await expect(row.getByRole('cell').nth(3).textContent()).resolves.toMatch(new RegExp(`^${today()} \\d{2}:\\d{2}: Klachten over$`));
    expect(await listed(patientId, false)).toMatchObject({ results: [{ medication_stopped: true, stoppage_reason: 'Klachten over' }] });

    // Stopped: no Stop; Copy opens a new form with its fields.
    expect(await row.getByRole('button', { name: /^Stop/ }).count()).toBe(0);
    await row.getByRole('button', { name: 'Copy prescription Gemberthee of 01-06-2025' }).click();
    const copy = page.getByTestId('copy-prescription-form');
    await copy.getByRole('heading', { name: 'Copy prescription' }).waitFor();
    await expect(copy.getByRole('checkbox', { name: 'Other' }).isChecked()).resolves.toBe(true);
    await expect(copy.getByRole('textbox', { name: 'Other medication' }).inputValue()).resolves.toBe('Gemberthee');
    await expect(copy.getByTestId('prescription-total').textContent()).resolves.toBe('15 units');
    await copy.getByRole('textbox', { name: 'Amount of time' }).fill('7');
    await expect(copy.getByTestId('prescription-total').textContent()).resolves.toBe('21 units');
    await expectAccessible(page);
    await lookAtWidths(page, 'treatments-prescriptions-copy');
    await copy.getByTestId('copy-prescription-form-submit').click();
    await toast(page, 'Patient prescription created', 'Patient prescription was created successfully');
    await copy.waitFor({ state: 'detached' });
    await table.getByText('Showing 1 to 2 of 2', { exact: true }).waitFor();
    await expect(table.locator('tbody tr').first().getByRole('cell').allTextContents()).resolves.toEqual([
      today(),
      'Gemberthee',
      '3 x daily 1 dose for 7 days',
      'n/a',
      '21 units',
      'No',
      'PrintStop',
    ]);

    await row.getByRole('button', { name: 'Delete prescription Gemberthee of 01-06-2025' }).click();
    await dialog.getByText('DELETE PRESCRIPTION ON 01-06-2025', { exact: true }).waitFor();
    await expectAccessible(page);
    await dialog.getByTestId('confirm-delete-confirm').click();
    await toast(page, 'Patient prescription removed', 'Patient prescription was removed successfully');
    await table.getByText('Showing 1 to 1 of 1', { exact: true }).waitFor();
    expect(await listed(patientId, false)).toMatchObject({ count: 1, results: [{ medication_stopped: false, amount_of_time: 7 }] });
  });

  it('saves the form as a template, updates it, and loads a selected template into the form (click again deselects)', async () => {
    const patientId = await setup.newPatient();
    const page = await setup.signedIn('physician', `/patients/${patientId}/edit`);
    const table = await openList(page, 'Prescriptions');
    await page.getByTestId('prescriptions-add').click();
    const form = page.getByTestId('add-prescription-form');
    const templates = page.getByTestId('saved-templates');
    await templates.getByText('No templates', { exact: true }).waitFor();
    // The template button shows once the form is changed.
    const templateButton = form.getByTestId('add-prescription-form-template');
    expect(await templateButton.count()).toBe(0);
    await form.getByRole('checkbox', { name: 'Other' }).check();
    await form.getByRole('textbox', { name: 'Other medication' }).fill('Gemberthee');
    await form.getByRole('textbox', { name: 'Frequency', exact: true }).fill('3');
    await expect(templateButton.textContent()).resolves.toBe('Create Template');
    await templateButton.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('template-name-save').click();
    await dialog.getByText('This field is required.', { exact: true }).waitFor();
    await dialog.getByRole('textbox', { name: 'Template name' }).fill('Gember kuur');
    await expectAccessible(page);
    await dialog.getByTestId('template-name-save').click();
    await toast(page, 'Prescription template created', 'Prescription template was created successfully');
    const template = templates.getByRole('button', { name: 'Gember kuur', exact: true });
    await expect(template.getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(templateButton.textContent()).resolves.toBe('Update Template');
    // Under its name, what it prescribes.
    await templates.getByText('Gemberthee', { exact: true }).waitFor();

    await form.getByRole('textbox', { name: 'Amount of time' }).fill('5');
    await templateButton.click();
    await toast(page, 'Prescription template updated', 'Prescription template was updated successfully');
    const saved = await setup.api('listPrescriptionTemplates', setup.token, { query: { is_chronic: false } });
    expect(saved.body).toMatchObject([{ name: 'Gember kuur', medication_id: null, other: 'Gemberthee', dosage: { frequency_usage: 3, amount_of_time: 5 } }]);
    await expectAccessible(page);
    await lookAtWidths(page, 'treatments-prescriptions-templates');

    // Selecting the active template again deselects it and resets the form; selecting it loads it.
    await template.click();
    await expect(template.getAttribute('aria-pressed')).resolves.toBe('false');
    await expect(form.getByRole('textbox', { name: 'Other medication' }).inputValue()).resolves.toBe('');
    expect(await templateButton.count()).toBe(0);
    await template.click();
    await expect(form.getByRole('checkbox', { name: 'Other' }).isChecked()).resolves.toBe(true);
    await expect(form.getByRole('textbox', { name: 'Other medication' }).inputValue()).resolves.toBe('Gemberthee');
    await expect(form.getByTestId('prescription-total').textContent()).resolves.toBe('15 units');
    // The list follows the search text and the form's kind.
    await templates.getByRole('searchbox', { name: 'Search templates' }).fill('zzz');
    await templates.getByText('No templates', { exact: true }).waitFor();
    await templates.getByRole('searchbox', { name: 'Search templates' }).fill('gember');
    await template.waitFor();
    await form.getByRole('checkbox', { name: 'Chronic prescription' }).check();
    await templates.getByText('No templates', { exact: true }).waitFor();
    await form.getByRole('checkbox', { name: 'Chronic prescription' }).uncheck();
    await template.waitFor();
    await form.getByTestId('add-prescription-form-submit').click();
    await toast(page, 'Patient prescription created', 'Patient prescription was created successfully');
    await expect(
      table
        .getByRole('row', { name: /Gemberthee/ })
        .getByRole('cell')
        .nth(2)
        .textContent(),
    ).resolves.toBe('3 x for 5 days');
  });

  it('lets administration prescribe outside a consultation, with no Stop, Copy or Remove', async () => {
    const patientId = await setup.newPatient();
    const page = await setup.signedIn('administration', `/patients/${patientId}/edit`);
    const table = await openList(page, 'Prescriptions');
    await page.getByTestId('prescriptions-add').click();
    const form = page.getByTestId('add-prescription-form');
    await searchMedication(page, form, 'paracetamol', 'Paracetamol 500 mg Tablet');
    await form.getByRole('textbox', { name: 'Dosage amount' }).fill('2');
    await form.getByRole('textbox', { name: 'Date/Time' }).fill('03-02-2025');
    await form.getByTestId('field-administrative_time').locator('input').fill('09:15');
    await form.getByTestId('add-prescription-form-submit').click();
    await toast(page, 'Patient prescription created', 'Patient prescription was created successfully');
    const row = table.getByRole('row', { name: /Paracetamol/ });
    await row.waitFor();
    // The product's form (Tablet) is filled with it (issue 21 §5), so the directions count tablets.
    await expect(row.getByRole('cell').allTextContents()).resolves.toEqual(['03-02-2025', 'Paracetamol 500 mg Tablet', '2 tablets', 'n/a', '2 units', 'No']);
    expect(await row.getByRole('button').count()).toBe(0);
    expect(await listed(patientId, false)).toMatchObject({
      count: 1,
      results: [{ decursus: null, prescription_date: '2025-02-03T09:15', created_by: setup.practice.users.administration.id }],
    });
    await expectAccessible(page);
  });

  it('shows a nurse both lists read-only', async () => {
    const patientId = await setup.newPatient();
    await prescriptionOf(patientId);
    const page = await setup.signedIn('nurse', `/patients/${patientId}/view`);
    const table = await openList(page, 'Prescriptions');
    const row = table.getByRole('row', { name: /Gemberthee/ });
    await row.waitFor();
    expect(await row.getByRole('button').count()).toBe(0);
    expect(await page.getByTestId('prescriptions-add').count()).toBe(0);
    await expectAccessible(page);
    await lookAtWidths(page, 'treatments-prescriptions-nurse');
    const chronic = await openList(page, 'Chronic Prescriptions');
    await chronic.getByText('No chronic prescriptions', { exact: true }).waitFor();
    expect(await page.getByTestId('chronic-prescriptions-add').count()).toBe(0);
  });

  it('prints a prescription and the chronic list as a PDF for a physician; a nurse has no Print', async () => {
    const patientId = await setup.newPatient();
    await prescriptionOf(patientId, 'Paracetamol 500 mg', '2025-06-01T10:30');
    const chronic = await setup.api('createPrescriptionOutsideConsultation', setup.token, {
      params: { id: patientId },
      body: {
        other: 'Metformine 500 mg',
        is_chronic: true,
        frequency_usage: '2',
        frequency_unit_id: 'D',
        dosage_amount: '1',
        administrative_datetime: '2025-06-01T10:30',
      },
    });
    expect(chronic.status).toBe(201);
    const page = await setup.signedIn('physician', `/patients/${patientId}/edit`);
    const table = await openList(page, 'Prescriptions');
    const row = table.getByRole('row').filter({ hasText: 'Paracetamol 500 mg' });
    await row.waitFor();
    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: /^Print / }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^prescription-\d+-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(
      readFileSync(await file.path())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');

    const chronicList = await openList(page, 'Chronic Prescriptions');
    await chronicList.getByRole('row').filter({ hasText: 'Metformine 500 mg' }).waitFor();
    const all = page.waitForEvent('download');
    await page.getByTestId('chronic-prescriptions-print-all').click();
    expect(
      readFileSync(await (await all).path())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    await expectAccessible(page);

    const nurse = await setup.signedIn('nurse', `/patients/${patientId}/edit`);
    const nurseTable = await openList(nurse, 'Prescriptions');
    await nurseTable.getByRole('row').filter({ hasText: 'Paracetamol 500 mg' }).waitFor();
    expect(await nurseTable.getByRole('button', { name: /^Print / }).count()).toBe(0);
  });
});
