import { END_BEFORE_START } from '@praktijk/shared/records/vaccinations';
import { type Locator, type Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { idToken } from '../support/practice';
import { expectAccessible } from './axe';
import { lookAt, toast } from './browser';
import { fieldError, lookAtWidths, openTreatments, pick, recordPractice, selectIn, suggest, useRecordTest } from './patient-record-steps';

// Issue 13 §4: the record's Treatments tab with its Vaccinations sub-tab (spec 2 §2-§6, §8, §9) in
// Chromium against the twin. Each test makes its own patient through the API.
const setup = useRecordTest(recordPractice);
let nurseToken: string;

const MMR = 'Measles, mumps, rubella (BMR)';
const YELLOW_FEVER = 'Yellow fever (gele koorts)';

beforeAll(async () => {
  nurseToken = await idToken(setup.practice.users.nurse);
});

/** A vaccination recorded outside a consultation by the token's user. */
async function vaccinationOf(patientId: string, token: string, vaccine = 'MMR', start = '2025-01-12'): Promise<void> {
  const res = await setup.api('createVaccinationOutsideConsultation', token, {
    params: { id: patientId },
    body: { vaccine_id: vaccine, dosage_form_id: 'PWD-INJ', route_text_id: 'SC', administered_site_id: 'LA', amount: '0,5', unit: 'ml', start },
  });
  expect(res.status).toBe(201);
}

/** Opens the patient's Treatments tab and its Vaccinations sub-tab (after Prescriptions and Chronic Prescriptions). */
const openVaccinations = (page: Page) => openTreatments(page, 'Vaccinations', true);

const searchVaccine = (page: Page, form: Locator, text: string, vaccine: string) => suggest(page, form, 'vaccine_id', text, vaccine);

/** The required fields but the vaccine and the dates. */
async function fillRequiredSelects(page: Page, form: Locator): Promise<void> {
  await pick(page, selectIn(form.getByTestId('field-dosage_form_id')), 'Powder and solvent for injection');
  await pick(page, selectIn(form.getByTestId('field-route_text_id')), 'Subcutaneous injection');
  await pick(page, selectIn(form.getByTestId('field-administered_site_id')), 'Left upper arm');
}

describe('Vaccinations sub-tab', () => {
  it('lets a physician add a vaccination: the vaccine by search, the start date copied to the end', async () => {
    const patientId = await setup.newPatient();
    const page = await setup.signedIn('physician', `/patients/${patientId}/edit`);
    const table = await openVaccinations(page);
    await table.getByText('No vaccinations', { exact: true }).waitFor();
    await page.getByTestId('vaccinations-add').click();
    const form = page.getByTestId('add-vaccination-form');

    await searchVaccine(page, form, 'mea', MMR);
    await fillRequiredSelects(page, form);
    await pick(page, selectIn(form.getByTestId('field-route_identifyer_id')), 'Subcutaneous route');
    await pick(page, selectIn(form.getByTestId('field-side_effects_type_id')), 'Fever');
    await pick(page, selectIn(form.getByTestId('field-side_effects_outcome_id')), 'Recovered');
    // Both shown as chosen before anything else: a side effect lost later is not a pick that failed.
    expect(await selectIn(form.getByTestId('field-side_effects_type_id')).textContent()).toBe('Fever');
    expect(await selectIn(form.getByTestId('field-side_effects_outcome_id')).textContent()).toBe('Recovered');
    await form.getByRole('textbox', { name: 'Amount' }).fill('0,5');
    await pick(page, selectIn(form.getByTestId('field-unit')), /^ml$/);
    await pick(page, selectIn(form.getByTestId('field-organization_id')), 'This practice');
    const start = form.getByRole('textbox', { name: 'Start Date' });
    const end = form.getByRole('textbox', { name: 'End Date' });
    await start.fill('12-01-2025');
    await expect(end.inputValue()).resolves.toBe('12-01-2025'); // spec 2 §4
    await end.fill('13-01-2025');
    await expect.poll(() => page.getByTestId('tab-treatments').getAttribute('data-status')).toBe('dirty');
    await expectAccessible(page);
    await lookAtWidths(page, 'treatments-vaccinations-add');
    expect(await selectIn(form.getByTestId('field-side_effects_type_id')).textContent()).toBe('Fever'); // kept through the widths

    // One double click adds one vaccination: the button is busy while it is sent.
    await form.getByTestId('add-vaccination-form-submit').dblclick();
    await toast(page, 'Vaccination created', 'Vaccination was created successfully');
    await form.waitFor({ state: 'detached' }); // the add area closed
    const row = table.getByRole('row', { name: new RegExp(MMR.replace(/[()]/g, '\\$&')) });
    await expect(row.getByRole('cell').allTextContents()).resolves.toEqual([
      '12-01-2025',
      MMR,
      'Powder and solvent for injection',
      'Subcutaneous injection — Subcutaneous route',
      '0.5 ml',
      'Left upper arm',
      '13-01-2025',
      '',
    ]);
    await expect.poll(() => page.getByTestId('tab-treatments').getAttribute('data-status')).toBe('clean');
    const listed = await setup.api('listVaccinations', setup.token, { params: { id: patientId }, query: { limit: 10 } });
    expect(listed.body).toMatchObject({ count: 1, results: [{ side_effects_type_id: 'FEVER', organization_id: 'PRACTICE', decursus: null }] });
    await expectAccessible(page);
    await lookAtWidths(page, 'treatments-vaccinations');
  });

  it('names the required fields, an amount without its unit and an end before the start', async () => {
    const patientId = await setup.newPatient();
    const page = await setup.signedIn('physician', `/patients/${patientId}/edit`);
    await openVaccinations(page);
    await page.getByTestId('vaccinations-add').click();
    const form = page.getByTestId('add-vaccination-form');
    await form.getByTestId('field-vaccine_id').waitFor();
    // Required fields carry an asterisk: vaccine, dosage form, route text, administered site, start date.
    await expect(form.getByText('*', { exact: true }).count()).resolves.toBe(5);
    // Submit waits for a change (spec 2 §2); an amount also asks for its unit, which then carries an asterisk.
    await expect(form.getByTestId('add-vaccination-form-submit').isDisabled()).resolves.toBe(true);
    await form.getByRole('textbox', { name: 'Amount' }).fill('1');
    await expect(form.getByText('*', { exact: true }).count()).resolves.toBe(6);

    await form.getByTestId('add-vaccination-form-submit').click();
    for (const field of ['vaccine_id', 'dosage_form_id', 'route_text_id', 'administered_site_id', 'start'])
      await fieldError(form, field, 'This field is required.').waitFor();
    await expect.poll(() => page.getByTestId('tab-treatments').getAttribute('data-status')).toBe('error');
    await expectAccessible(page);
    await lookAtWidths(page, 'treatments-vaccinations-required');

    // By keyboard: the vaccine from its suggestions; Enter in a field submits.
    await form.getByTestId('field-vaccine_id').locator('input').fill('yel');
    await page.getByRole('option', { name: YELLOW_FEVER, exact: true }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(form.getByTestId('field-vaccine_id').locator('input').inputValue()).resolves.toBe(YELLOW_FEVER);
    await fillRequiredSelects(page, form);
    await form.getByRole('textbox', { name: 'Start Date' }).fill('12-01-2025');
    await form.getByRole('textbox', { name: 'End Date' }).fill('11-01-2025');
    await form.getByRole('textbox', { name: 'Amount' }).press('Enter');
    // The rules across fields (spec 2 §5) once each field is right on its own, as on the server.
    await fieldError(form, 'end', END_BEFORE_START).waitFor();
    await fieldError(form, 'unit', 'This field is required.').waitFor();
    await expect.poll(() => page.getByTestId('tab-treatments').getAttribute('data-status')).toBe('error');
    await expectAccessible(page);
    expect(await page.getByTestId('vaccinations').getByText('No vaccinations', { exact: true }).count()).toBe(1);

    await form.getByRole('textbox', { name: 'End Date' }).fill('');
    await pick(page, selectIn(form.getByTestId('field-unit')), 'IU');
    await form.getByRole('textbox', { name: 'Amount' }).press('Enter');
    await toast(page, 'Vaccination created', 'Vaccination was created successfully');
    const row = page.getByTestId('vaccinations').getByRole('row', { name: /Yellow fever/ });
    await expect(row.getByRole('cell').nth(4).textContent()).resolves.toBe('1 IU');
    await expect(row.getByRole('cell').nth(6).textContent()).resolves.toBe('n/a');
  });

  it('lets administration add a vaccination outside a consultation, the selects at their defaults', async () => {
    const patientId = await setup.newPatient();
    const adminToken = await idToken(setup.practice.users.administration);
    const saved = await setup.api('updateCatalogueDefaults', adminToken, {
      body: { defaults: { dosage_forms: 'SOL-INJ', route_texts: 'IM', administered_sites: 'RD' }, consistency_token: null },
    });
    expect(saved.status).toBe(200);
    const page = await setup.signedIn('administration', `/patients/${patientId}/edit`);
    await openVaccinations(page);
    await page.getByTestId('vaccinations-add').click();
    const form = page.getByTestId('add-vaccination-form');
    await form.getByTestId('field-dosage_form_id').getByText('Solution for injection').waitFor();
    await form.getByTestId('field-route_text_id').getByText('Intramuscular injection').waitFor();
    await form.getByTestId('field-administered_site_id').getByText('Right deltoid').waitFor();

    await searchVaccine(page, form, 'i', 'Influenza');
    await form.getByRole('textbox', { name: 'Start Date' }).fill('03-02-2025');
    await form.getByTestId('add-vaccination-form-submit').click();
    await toast(page, 'Vaccination created', 'Vaccination was created successfully');
    const row = page.getByTestId('vaccinations').getByRole('row', { name: /Influenza/ });
    await expect(row.getByRole('cell').allTextContents()).resolves.toEqual([
      '03-02-2025',
      'Influenza',
      'Solution for injection',
      'Intramuscular injection',
      'n/a',
      'Right deltoid',
      '03-02-2025',
      '',
    ]);
    // Administration may add, not delete: the button is on their own record only.
    await row.getByRole('button', { name: 'Delete vaccination Influenza of 03-02-2025' }).waitFor();
    const listed = await setup.api('listVaccinations', setup.token, { params: { id: patientId }, query: { limit: 10 } });
    expect(listed.body).toMatchObject({ count: 1, results: [{ vaccine_id: 'FLU', decursus: null, created_by: setup.practice.users.administration.id }] });
    await expectAccessible(page);
  });

  it("lets a nurse delete her own vaccination but offers no delete on a physician's", async () => {
    const patientId = await setup.newPatient();
    await vaccinationOf(patientId, setup.token, 'YF', '2025-01-10');
    await vaccinationOf(patientId, nurseToken, 'MMR', '2025-01-12');
    const page = await setup.signedIn('nurse', `/patients/${patientId}/view`);
    const table = await openVaccinations(page);
    const physicians = table.getByRole('row', { name: /Yellow fever/ });
    await physicians.waitFor();
    expect(await physicians.getByRole('button').count()).toBe(0);
    await expectAccessible(page);
    await lookAtWidths(page, 'treatments-vaccinations-nurse');

    await table.getByRole('button', { name: `Delete vaccination ${MMR} of 12-01-2025` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('DELETE VACCINATION ON 12-01-2025', { exact: true }).waitFor();
    await dialog.getByTestId('confirm-delete-confirm').click();
    await toast(page, 'Vaccination removed', 'Vaccination was removed successfully');
    await table.getByRole('row', { name: /Measles/ }).waitFor({ state: 'detached' });
    await physicians.waitFor();
    const listed = await setup.api('listVaccinations', setup.token, { params: { id: patientId }, query: { limit: 10 } });
    expect(listed.body).toMatchObject({ count: 1 });
  });

  it("lets a physician delete anyone's vaccination behind the overlay, 10 a page", async () => {
    const patientId = await setup.newPatient();
    for (let i = 1; i <= 10; i++) await vaccinationOf(patientId, setup.token, 'FLU', `2025-02-${String(i).padStart(2, '0')}`);
    await vaccinationOf(patientId, nurseToken, 'MMR', '2025-01-12');
    const page = await setup.signedIn('physician', `/patients/${patientId}/edit`);
    const table = await openVaccinations(page);
    // Newest first (by creation, not by start date): the nurse's, made last, leads the first page.
    await table.getByText('Showing 1 to 10 of 11', { exact: true }).waitFor();
    await expect(table.locator('tbody tr').first().getByRole('cell').first().textContent()).resolves.toBe('12-01-2025');
    await expect(table.getByRole('row', { name: /Influenza/ }).count()).resolves.toBe(9);
    await table.getByTestId('vaccinations-next').click();
    await table.getByText('Showing 11 to 11 of 11', { exact: true }).waitFor();
    await table.getByRole('row', { name: /01-02-2025/ }).waitFor(); // the first made
    await table.getByTestId('vaccinations-prev').click();
    await table.getByText('Showing 1 to 10 of 11', { exact: true }).waitFor();

    // At 1024 px beside the navigation the eight columns scroll sideways; the delete action is
    // reached by keyboard (focus scrolls it into view) and opened with Enter.
    await page.setViewportSize({ width: 1024, height: 900 });
    const remove = table.getByRole('button', { name: `Delete vaccination ${MMR} of 12-01-2025` });
    await remove.focus();
    await lookAt(page, 'treatments-vaccinations-scrolled-1024', { fullPage: true });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByText('DELETE VACCINATION ON 12-01-2025', { exact: true }).waitFor();
    await expectAccessible(page);
    await lookAtWidths(page, 'treatments-vaccinations-delete');
    await dialog.getByTestId('confirm-delete-confirm').click();
    await toast(page, 'Vaccination removed', 'Vaccination was removed successfully');
    await table.getByText('Showing 1 to 10 of 10', { exact: true }).waitFor();
  });
});

describe('who sees the Treatments tab', () => {
  it('shows it to everyone who may view vaccinations: physician, administration and nurse', async () => {
    const patientId = await setup.newPatient();
    for (const user of [setup.practice.users.administration, setup.practice.users.nurse]) {
      const page = await setup.browser.signedInPage(setup.url, user, `/patients/${patientId}/view`);
      const tabs = page.getByRole('tablist', { name: 'Patient record' }).getByRole('tab');
      await tabs.first().waitFor();
      const names = await tabs.allTextContents();
      expect(names.indexOf('Treatments')).toBeGreaterThan(names.indexOf('Insurances'));
      if (names.includes('Health')) expect(names.indexOf('Treatments')).toBe(names.indexOf('Health') - 1);
      await page.close();
    }
  });
});
