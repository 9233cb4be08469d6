import { type Page } from 'playwright-core';
import { expect } from 'vitest';
import { choose, chosen, textbox, toast } from './patients-helpers';
import { lookAt } from './browser';
import { nextPaint } from './conditions';

// The New Patient and General steps of patients.test.ts: each demographics rule of spec 2 §4.

export async function fillNewPatient(page: Page, tag: string): Promise<void> {
  // Submit waits for a change (spec 2 §2); a non-required field first shows the required ones.
  await textbox(page, 'Profession').fill('Lerares');
  await page.getByTestId('new-patient-form-submit').click();
  expect(await page.getByText('This field is required.').count()).toBe(4);
  await lookAt(page, 'patients-new-errors', { fullPage: true });
  await textbox(page, 'First name').pressSequentially('anna-maria');
  expect(await textbox(page, 'First name').inputValue()).toBe('Anna-Maria');
  await textbox(page, 'Surname').pressSequentially(`van dijk${tag}`);
  await textbox(page, 'Date of birth').pressSequentially('03071984');
  await choose(page, 'biological_gender_id', 'Female');
  await textbox(page, 'Mobile phone 1').fill('8123456');
}

/** On an unlocked General form: phones, address, alternate address, foreigner, deceased, employer. */
export async function editEveryRule(page: Page, tag: string, existingEmployer: string): Promise<void> {
  // Phones: a second mobile number.
  await page.getByRole('button', { name: 'Add mobile phone' }).click();
  await textbox(page, 'Mobile phone 2').fill('7654321');
  // Address search fills resort and district; clearing it clears them.
  await page.getByTestId('field-address').locator('input').fill('m');
  await page.getByRole('option', { name: /Meursweg/ }).click();
  await expect.poll(() => chosen(page, 'district_id')).toBe('Wanica');
  expect(await chosen(page, 'resort_id')).toBe('De Nieuwe Grond');
  await page.getByTestId('field-address').locator('input').fill('');
  await expect.poll(() => chosen(page, 'district_id')).toBe('Choose');
  await page.getByTestId('field-address').locator('input').fill('Meurs');
  await page.getByRole('option', { name: /Meursweg/ }).click();
  await expect.poll(() => chosen(page, 'resort_id')).toBe('De Nieuwe Grond');
  // The alternate address clears the address and enables district, resort and free text.
  await page.getByTestId('field-use_alternate_address').locator('input').check();
  expect(await chosen(page, 'district_id')).toBe('Choose');
  expect(await page.getByTestId('field-address').locator('input').isDisabled()).toBe(true);
  await choose(page, 'district_id', 'Wanica');
  await choose(page, 'resort_id', 'De Nieuwe Grond');
  await textbox(page, 'Alternate address').fill('Kasabaholo 7');
  // Is Foreigner clears the ID fields; the ID type is enabled only for foreigners.
  expect(await page.getByTestId('field-id_type_id').getByRole('button').first().isDisabled()).toBe(true);
  await textbox(page, 'ID number').fill('FB-102938');
  await page.getByTestId('field-local_foreigner').locator('input').check();
  expect(await textbox(page, 'ID number').inputValue()).toBe('');
  await choose(page, 'id_type_id', /paspoort/i);
  await textbox(page, 'ID number').fill('P1234567');
  // Deceased: the date only while ticked; unticking clears it.
  expect(await textbox(page, 'Deceased date').isDisabled()).toBe(true);
  await page.getByTestId('field-deceased_indicator').locator('input').check();
  await textbox(page, 'Deceased date').pressSequentially('01022024');
  await page.getByTestId('field-deceased_indicator').locator('input').uncheck();
  expect(await textbox(page, 'Deceased date').inputValue()).toBe('');
  expect(await textbox(page, 'Deceased date').isDisabled()).toBe(true);
  // Employer: a same-name employer (any case) cannot be added again; a new one can.
  const employer = page.getByTestId('field-employer').locator('input');
  const searched = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/catalogue/employers/' && new URL(r.url()).searchParams.get('search') === existingEmployer.toUpperCase(),
  );
  await employer.fill(existingEmployer.toUpperCase());
  // Add employer is disabled while the search is pending too: judge it once the search for this
  // text has answered and shows (the existing employer offered, no 'Searching employers').
  await searched;
  await page.getByRole('option', { name: existingEmployer, exact: true }).waitFor();
  await page.getByText('Searching employers', { exact: true }).waitFor({ state: 'hidden' });
  await nextPaint(page);
  expect(await page.getByTestId('add-employer').isDisabled()).toBe(true);
  await employer.fill(`Werkgever ${tag}`);
  await expect.poll(() => page.getByTestId('add-employer').isDisabled()).toBe(false);
  await page.getByTestId('add-employer').click();
  await toast(page, 'Employer created', 'Employer was created successfully');
  await page.keyboard.press('Escape');
}
