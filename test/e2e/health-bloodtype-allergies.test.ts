import { isoToDisplay } from '@praktijk/shared/dates';
import { ALLERGY_RECORDED } from '@praktijk/shared/records/allergies';
import { NOT_LATER_THAN_TODAY, practiceToday } from '@praktijk/shared/records/health-fields';
import { type Locator, type Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TypedApi, typedApi } from '../support/api';
import { newPatientBody } from '../support/patients';
import { createTestPractice, idToken, type TestPractice } from '../support/practice';
import { twin } from '../support/twin-env';
import { expectAccessible } from './axe';
import { lookAt, toast, useBrowser } from './browser';
import { openTab, pick } from './patient-record-steps';

// Issue 12: the Health tab's Blood Type and Allergies sub-tabs (spec 2 §2-§6, §8, §9) in Chromium
// against the twin. Each test makes its own patient through the API.
let url: string;
let api: TypedApi;
let practice: TestPractice;
let physicianToken: string;
const browser = useBrowser();

beforeAll(async () => {
  url = twin().url;
  api = typedApi(url);
  practice = await createTestPractice();
  physicianToken = await idToken(practice.users.physician);
});

async function newPatient(): Promise<string> {
  const res = await api('createPatient', physicianToken, { body: newPatientBody({}) });
  expect(res.status).toBe(201);
  return (res.body as { id: string }).id;
}

async function allergyOf(patientId: string, allergen = 'DRUG-PEN') {
  const res = await api('createAllergy', physicianToken, {
    body: {
      patient: patientId,
      decursus: null,
      allergy_type_id: allergen.split('-')[0]!,
      allergy_code_id: allergen,
      allergy_severity_id: 'SEV',
      reaction: 'Rash',
      identification_date: null,
    },
  });
  expect(res.status).toBe(201);
}

/** Opens the patient's Health tab and one of its sub-tabs. */
async function openHealth(page: Page, subTab: string): Promise<void> {
  await openTab(page, 'Health');
  await page.getByRole('tablist', { name: 'Health' }).getByRole('tab', { name: subTab, exact: true }).click();
}

/** Screenshots at the two widths the screens are looked at (SCREENSHOTS=1 keeps them). */
async function lookAtWidths(page: Page, name: string): Promise<void> {
  for (const width of [1440, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    await lookAt(page, `${name}-${width}`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

const selectIn = (field: Locator) => field.getByRole('button').first();

async function searchAllergen(page: Page, form: Locator, text: string, allergen: string): Promise<void> {
  await form.getByTestId('field-allergy_code_id').locator('input').fill(text);
  await page.getByRole('option', { name: allergen, exact: true }).click();
}

describe('Blood Type sub-tab', () => {
  it('lets a physician set the blood type twice and revert to version 1', async () => {
    const patientId = await newPatient();
    const page = await browser.signedInPage(url, practice.users.physician, `/patients/${patientId}/edit`);
    await openTab(page, 'Health');
    const section = page.getByTestId('bloodtype-section');
    const form = section.getByTestId('bloodtype-form');
    const browse = section.getByTestId('bloodtype-browse-revisions');
    await form.waitFor();
    // None yet: open, Submit waits for a choice, no revisions to browse.
    await expect(form.getAttribute('data-locked')).resolves.toBe('false');
    await expect(form.getByTestId('bloodtype-form-submit').isDisabled()).resolves.toBe(true);
    await expect(browse.isDisabled()).resolves.toBe(true);
    await section.getByText('*', { exact: true }).waitFor(); // the required asterisk

    await pick(page, selectIn(form.getByTestId('field-type_id')), 'O Rh-positive');
    await expect.poll(() => page.getByTestId('tab-health').getAttribute('data-status')).toBe('dirty');
    await expectAccessible(page);
    await form.getByTestId('bloodtype-form-submit').click();
    await toast(page, 'Patient blood type created', 'Patient blood type was created successfully');
    await form.and(page.locator('[data-locked="true"]')).waitFor();
    await expect(browse.isDisabled()).resolves.toBe(true); // one version

    // Locked: Unlock, change, Reset restores, change again and submit.
    await form.getByTestId('bloodtype-form-unlock').click();
    await pick(page, selectIn(form.getByTestId('field-type_id')), 'B Rh-negative');
    await form.getByTestId('bloodtype-form-reset').click();
    await expect(form.getByTestId('field-type_id').textContent()).resolves.toContain('O Rh-positive');
    await pick(page, selectIn(form.getByTestId('field-type_id')), 'A Rh-negative');
    await form.getByTestId('bloodtype-form-submit').click();
    await toast(page, 'Patient blood type updated', 'Patient blood type was updated successfully');
    await lookAtWidths(page, 'health-bloodtype');

    await browse.click();
    const dialog = page.getByRole('dialog', { name: '2 Blood Type Revision(s)' });
    await dialog.getByText('Revert to this Version').waitFor();
    await expect(dialog.getByTestId('revision-version').textContent()).resolves.toBe('1');
    await dialog.getByText('Type: O Rh-positive').first().waitFor();
    await expectAccessible(page);
    await lookAtWidths(page, 'health-bloodtype-revisions');
    await dialog.getByTestId('revision-revert').click();
    await toast(page, 'Patient blood type updated', 'Patient blood type was updated successfully');
    await form.getByTestId('field-type_id').getByText('O Rh-positive').waitFor();
    const saved = await api('getBloodType', physicianToken, { params: { id: patientId } });
    expect(saved.body).toMatchObject({ type_id: 'O+', type: { id: 'O+', name: 'O Rh-positive' }, version: 3, decursus: null });

    // Changed elsewhere meanwhile: the stale consistency_token is refused with the conflict message.
    await form.getByTestId('bloodtype-form-unlock').click();
    await pick(page, selectIn(form.getByTestId('field-type_id')), 'B Rh-positive');
    const elsewhere = await api('updateBloodType', physicianToken, {
      params: { id: saved.body!.id },
      body: { type_id: 'UNK', consistency_token: saved.body!.consistency_token },
    });
    expect(elsewhere.status).toBe(200);
    await form.getByTestId('bloodtype-form-submit').click();
    await form
      .getByTestId('bloodtype-form-errors')
      .getByText(/was changed by someone else/)
      .waitFor();
    await expect.poll(() => page.getByTestId('tab-health').getAttribute('data-status')).toBe('error');
    await expectAccessible(page);
  });

  it('shows the blood type as text to a nurse, who may only view it', async () => {
    const patientId = await newPatient();
    const created = await api('createBloodType', physicianToken, { body: { patient: patientId, decursus: null, type_id: 'AB+' } });
    expect(created.status).toBe(201);
    const page = await browser.signedInPage(url, practice.users.nurse, `/patients/${patientId}/view`);
    await openTab(page, 'Health');
    const form = page.getByTestId('bloodtype-form');
    await expect(form.getByTestId('value-type_id').getByText('AB Rh-positive').textContent()).resolves.toBe('AB Rh-positive');
    expect(await form.getAttribute('data-view-only')).toBe('true');
    expect(await page.getByTestId('bloodtype-form-actions').count()).toBe(0);
    await expectAccessible(page);
    await lookAtWidths(page, 'health-bloodtype-nurse');
  });
});

describe('Allergies sub-tab', () => {
  it('lets a nurse add an allergy: the type, then the allergen by search, then severity', async () => {
    const patientId = await newPatient();
    const page = await browser.signedInPage(url, practice.users.nurse, `/patients/${patientId}/view`);
    await openHealth(page, 'Allergies');
    const table = page.getByTestId('allergies');
    await table.getByText('No allergies', { exact: true }).waitFor();
    await page.getByTestId('allergies-add').click();
    const form = page.getByTestId('add-allergy-form');
    // The type first: the other fields come with it.
    await form.getByTestId('field-allergy_type_id').waitFor();
    expect(await form.getByTestId('field-allergy_code_id').count()).toBe(0);
    await pick(page, selectIn(form.getByTestId('field-allergy_type_id')), 'Food');
    await searchAllergen(page, form, 'p', 'Peanut');
    // Another type clears the allergen and its search; the allergens offered are the type's own.
    await pick(page, selectIn(form.getByTestId('field-allergy_type_id')), 'Medication');
    await expect(form.getByTestId('field-allergy_code_id').locator('input').inputValue()).resolves.toBe('');
    await form.getByTestId('field-allergy_code_id').locator('input').fill('pea');
    // In the field's list: Cloudscape's live region announces the same words for screen readers.
    await form.getByTestId('field-allergy_code_id').getByText('No allergens found', { exact: true }).waitFor();

    // Required fields, and no identification date later than today.
    await form.getByTestId('add-allergy-form-submit').click();
    await form.locator('[data-field="allergy_code_id"]').getByText('This field is required.').waitFor();
    await form.locator('[data-field="allergy_severity_id"]').getByText('This field is required.').waitFor();
    await expect.poll(() => page.getByTestId('tab-health').getAttribute('data-status')).toBe('error');

    await searchAllergen(page, form, 'peni', 'Penicillins');
    await pick(page, selectIn(form.getByTestId('field-allergy_severity_id')), 'Severe');
    await form.getByRole('textbox', { name: 'Reaction' }).fill('rash on both arms');
    await form.getByRole('textbox', { name: 'Identification date' }).fill('01-01-2999');
    await form.getByTestId('add-allergy-form-submit').click();
    await form.locator('[data-field="identification_date"]').getByText(NOT_LATER_THAN_TODAY).waitFor();
    await form.getByRole('textbox', { name: 'Identification date' }).fill('01-05-2024');
    await expectAccessible(page);
    await lookAtWidths(page, 'health-allergies-add');

    // One double click adds one allergy: the button is busy while it is sent.
    await form.getByTestId('add-allergy-form-submit').dblclick();
    await toast(page, 'Patient allergy created', 'Patient allergy was created successfully');
    await form.waitFor({ state: 'detached' }); // the add area closed
    const row = table.getByRole('row', { name: /Penicillins/ });
    await expect(row.getByRole('cell').allTextContents()).resolves.toEqual(['01-05-2024', 'Medication', 'Penicillins', 'Severe', 'Rash on both arms']);
    await expect.poll(() => page.getByTestId('tab-health').getAttribute('data-status')).toBe('clean');
    const listed = await api('listAllergies', physicianToken, { params: { id: patientId } });
    expect(listed.body).toMatchObject({ count: 1 });
    // A nurse may add but not delete.
    expect(await table.getByRole('button', { name: /^Delete allergy/ }).count()).toBe(0);
    await expectAccessible(page);
    await lookAtWidths(page, 'health-allergies');
  });

  it("shows the server's message on the allergen when it is already recorded", async () => {
    const patientId = await newPatient();
    await allergyOf(patientId);
    const page = await browser.signedInPage(url, practice.users.nurse, `/patients/${patientId}/view`);
    await openHealth(page, 'Allergies');
    await page
      .getByTestId('allergies')
      .getByRole('row', { name: /Penicillins/ })
      .waitFor();
    await page.getByTestId('allergies-add').click();
    const form = page.getByTestId('add-allergy-form');
    await pick(page, selectIn(form.getByTestId('field-allergy_type_id')), 'Medication');
    // By keyboard: the allergen from its suggestions, Enter in a field submits.
    await form.getByTestId('field-allergy_code_id').locator('input').fill('Penicil');
    await page.getByRole('option', { name: 'Penicillins', exact: true }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(form.getByTestId('field-allergy_code_id').locator('input').inputValue()).resolves.toBe('Penicillins');
    await pick(page, selectIn(form.getByTestId('field-allergy_severity_id')), 'Mild');
    await form.getByRole('textbox', { name: 'Identification date' }).press('Enter');
    await form.locator('[data-field="allergy_code_id"]').getByText(ALLERGY_RECORDED).waitFor();
    await expect.poll(() => page.getByTestId('tab-health').getAttribute('data-status')).toBe('error');
    await expectAccessible(page);
    await lookAtWidths(page, 'health-allergies-duplicate');
  });

  it('lets a physician delete an allergy behind the overlay', async () => {
    const patientId = await newPatient();
    await allergyOf(patientId, 'FOOD-PEANUT');
    const page = await browser.signedInPage(url, practice.users.physician, `/patients/${patientId}/edit`);
    await openHealth(page, 'Allergies');
    const table = page.getByTestId('allergies');
    await table.getByRole('button', { name: 'Delete allergy to Peanut (Severe)' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`DELETE ALLERGY ON ${isoToDisplay(practiceToday())}`, { exact: true }).waitFor();
    await expectAccessible(page);
    await dialog.getByTestId('confirm-delete-confirm').click();
    await toast(page, 'Patient allergy removed', 'Patient allergy was removed successfully');
    await table.getByText('No allergies', { exact: true }).waitFor();
    expect(await table.getByRole('row', { name: /Peanut/ }).count()).toBe(0);
  });
});

describe('who sees the sub-tabs', () => {
  it('shows administration Vital Functions, Measurements and Attests only', async () => {
    const patientId = await newPatient();
    const page = await browser.signedInPage(url, practice.users.administration, `/patients/${patientId}/edit`);
    await openTab(page, 'Health');
    const subTabs = page.getByRole('tablist', { name: 'Health' }).getByRole('tab');
    await subTabs.first().waitFor();
    await expect(subTabs.allTextContents()).resolves.toEqual(['Vital Functions', 'Measurements', 'Attests']);
  });
});
