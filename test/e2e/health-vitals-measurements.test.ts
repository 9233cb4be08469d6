import { bodyMassIndex, toCentimetres, toKilograms } from '@praktijk/shared/records/health-units';
import { type Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TypedApi, typedApi } from '../support/api';
import { newPatientBody } from '../support/patients';
import { createTestPractice, idToken, type TestPractice } from '../support/practice';
import { twin } from '../support/twin-env';
import { expectAccessible } from './axe';
import { lookAt, toast, useBrowser } from './browser';
import { openTab, pick } from './patient-record-steps';

// Issue 12: the Health tab's Vital Functions and Measurements sub-tabs in Chromium against the
// twin (spec 2 §2-§5, spec 3 §3): a nurse adds records, the shared rules speak in the form, BMI
// from other units, the chart popup a range at a time, and deleting her own entry.
let url: string;
let api: TypedApi;
let practice: TestPractice;
const WIDE = { width: 1440, height: 900 };
const SMALL = { width: 1024, height: 768 };
const browser = useBrowser();

beforeAll(async () => {
  url = twin().url;
  api = typedApi(url);
  practice = await createTestPractice();
});

async function newPatient(): Promise<string> {
  const res = await api('createPatient', await idToken(practice.users.administration), { body: newPatientBody() });
  expect(res.status).toBe(201);
  return (res.body as { id: string }).id;
}

async function openHealth(page: Page, subTab: 'Vital Functions' | 'Measurements'): Promise<void> {
  await openTab(page, 'Health');
  await openTab(page, subTab);
}

type VitalsBody = Record<string, string | number>;
async function addVitals(as: keyof TestPractice['users'], patientId: string, bodies: VitalsBody[]): Promise<void> {
  const token = await idToken(practice.users[as]);
  for (const body of bodies) {
    const res = await api('createVitalsOutsideConsultation', token, { params: { id: patientId }, body });
    expect(res.status).toBe(201);
  }
}

/** The series the chart's legend names. */
const legend = async (page: Page) =>
  (await page.getByRole('dialog').getByRole('toolbar', { name: 'Legend' }).getByRole('button').allTextContents()).map((name) => name.trim());
const textbox = (page: Page, testId: string, name: string) => page.getByTestId(testId).getByRole('textbox', { name, exact: true });

describe('Vital Functions', () => {
  it('a nurse adds vital functions: the second reading waits for the first, and the row and the notice follow', async () => {
    const patientId = await newPatient();
    const page = await browser.signedInPage(url, practice.users.nurse, `/patients/${patientId}/edit`);
    await page.setViewportSize(WIDE);
    await openHealth(page, 'Vital Functions');
    const table = page.getByTestId('vitals');
    await table.getByText('No records', { exact: true }).waitFor();

    await page.getByTestId('vitals-add').click();
    const form = 'add-vitals-form';
    const systolic2 = textbox(page, form, 'BP systolic (second reading, mm Hg)');
    const diastolic2 = textbox(page, form, 'BP diastolic (second reading, mm Hg)');
    expect(await systolic2.isDisabled()).toBe(true);
    expect(await diastolic2.isDisabled()).toBe(true);
    await textbox(page, form, 'BP systolic (mm Hg)').fill('120');
    await expect.poll(() => systolic2.isDisabled()).toBe(false);
    expect(await diastolic2.isDisabled()).toBe(true); // diastolic 2 waits for diastolic 1
    await systolic2.fill('130');
    await textbox(page, form, 'BP diastolic (mm Hg)').fill('80');
    await diastolic2.fill('84');
    await textbox(page, form, 'Temperature (°C)').fill('37,5');
    expect(await textbox(page, form, 'Temperature (°C)').inputValue()).toBe('37.5'); // commas become dots (spec 2 §5)
    await pick(page, page.getByTestId(form).getByRole('button', { name: /Temperature method/ }), 'Oral');
    await textbox(page, form, 'Pulse rate (bpm)').fill('72');
    await page.getByTestId(`${form}-save-defaults`).click(); // the chosen method prefills the next form
    await toast(page, 'My defaults saved', 'The chosen methods and types now prefill this form.');
    await lookAt(page, 'health-vitals-add-1440', { fullPage: true });
    await expectAccessible(page);

    await page.getByTestId(`${form}-submit`).click();
    await toast(page, 'Patient vitals created', 'Patient vitals was created successfully');
    await page.getByTestId(form).waitFor({ state: 'detached' }); // the add area collapsed
    const row = table.getByRole('row').filter({ hasText: '37.5 °C (Oral)' });
    await row.waitFor();
    const cells = await row.getByRole('cell').allTextContents();
    expect(cells.slice(1, 12)).toEqual(['37.5 °C (Oral)', 'n/a', '72 bpm', 'n/a', '120', '130', '125', '80', '84', '82', 'n/a']);
    expect(cells[0]).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);

    // The next form opens with the saved default and empty readings.
    await page.setViewportSize(SMALL);
    await page.getByTestId('vitals-add').click();
    await expect
      .poll(() =>
        page
          .getByTestId(form)
          .getByRole('button', { name: /Temperature method/ })
          .textContent(),
      )
      .toContain('Oral');
    expect(await textbox(page, form, 'Temperature (°C)').inputValue()).toBe('');
    await lookAt(page, 'health-vitals-add-1024', { fullPage: true });
    await page.getByTestId('vitals-add').click(); // Cancel
    await page.getByTestId(form).waitFor({ state: 'detached' });
  });

  it('says what is wrong with a temperature of 37,555 in the shared words', async () => {
    const patientId = await newPatient();
    const page = await browser.signedInPage(url, practice.users.nurse, `/patients/${patientId}/edit`);
    await openHealth(page, 'Vital Functions');
    await page.getByTestId('vitals-add').click();
    const temperature = textbox(page, 'add-vitals-form', 'Temperature (°C)');
    await temperature.fill('37,555');
    await page.getByTestId('add-vitals-form-submit').click();
    await page.getByTestId('add-vitals-form').getByText('The temperature field must be a number with one or two decimal places', { exact: true }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Temperature (°C)'); // focus went to it
    expect(await page.getByTestId('vitals').getByText('No records', { exact: true }).count()).toBe(1); // nothing was sent
    await expectAccessible(page);
  });

  it('opens the chart from the sub-tab by keyboard and walks back and forth through the ranges', async () => {
    const patientId = await newPatient();
    // 22 days of readings: the chart shows the latest 20, Older the 2 before.
    const days = Array.from({ length: 22 }, (_, i) => `2025-01-${String(i + 1).padStart(2, '0')}`);
    await addVitals(
      'nurse',
      patientId,
      days.map((day, i) => ({ temperature: (36.5 + (i % 5) / 10).toFixed(1), pulse_rate: 60 + i, administrative_datetime: `${day}T08:30` })),
    );
    const page = await browser.signedInPage(url, practice.users.nurse, `/patients/${patientId}/edit`);
    await page.setViewportSize(WIDE);
    await openHealth(page, 'Vital Functions');
    await page.getByTestId('vitals').getByText('(22)').waitFor();

    const chartButton = page.getByTestId('vitals-chart');
    await chartButton.focus();
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog', { name: 'Vital Functions chart' });
    await modal.waitFor();
    const range = modal.getByTestId('chart-range');
    await expect.poll(() => range.textContent()).toBe('03-01-2025 08:30 to 22-01-2025 08:30');
    // The legend names each series; the description tells a screen reader what the chart shows.
    await expect.poll(() => legend(page)).toEqual(['Temperature (°C)', 'Pulse rate (bpm)']);
    expect(await modal.locator('desc').first().textContent()).toBe(
      'Vital functions of 20 records from 03-01-2025 08:30 to 22-01-2025 08:30: Temperature (°C), Pulse rate (bpm).',
    );
    expect(await modal.getByTestId('chart-newer').isDisabled()).toBe(true);
    await lookAt(page, 'health-vitals-chart-1440');
    await expectAccessible(page);

    await modal.getByTestId('chart-older').click();
    await expect.poll(() => range.textContent()).toBe('01-01-2025 08:30 to 02-01-2025 08:30');
    expect(await modal.getByTestId('chart-older').isDisabled()).toBe(true);
    await modal.getByTestId('chart-newer').click();
    await expect.poll(() => range.textContent()).toBe('03-01-2025 08:30 to 22-01-2025 08:30');

    await page.setViewportSize(SMALL);
    await lookAt(page, 'health-vitals-chart-1024');
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'hidden' });
    await expect.poll(() => chartButton.evaluate((button) => button === document.activeElement)).toBe(true); // focus came back
    await lookAt(page, 'health-vitals-list-1024', { fullPage: true });
    await page.setViewportSize(WIDE);
    await lookAt(page, 'health-vitals-list-1440', { fullPage: true });
  });

  it("lets a nurse delete her own vital functions only, behind 'DELETE VITALS ON <date>'", async () => {
    const patientId = await newPatient();
    await addVitals('nurse', patientId, [{ saturation: 97, administrative_datetime: '2025-03-04T10:00' }]);
    await addVitals('physician', patientId, [{ saturation: 95, administrative_datetime: '2025-03-05T09:00' }]);
    const page = await browser.signedInPage(url, practice.users.nurse, `/patients/${patientId}/edit`);
    await openHealth(page, 'Vital Functions');
    const table = page.getByTestId('vitals');
    await table.getByText('(2)').waitFor();
    expect(await table.getByRole('button', { name: 'Delete vital functions of 05-03-2025 09:00' }).count()).toBe(0); // the physician's
    await table.getByRole('button', { name: 'Delete vital functions of 04-03-2025 10:00' }).click();
    const overlay = page.getByRole('dialog', { name: 'DELETE VITALS ON 04-03-2025' });
    await overlay.waitFor();
    await expectAccessible(page);
    await overlay.getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'Patient vitals removed', 'Patient vitals was removed successfully');
    await table.getByText('(1)').waitFor();
    expect(await table.getByText('97 %').count()).toBe(0);
  });
});

describe('Measurements', () => {
  it('a nurse adds measurements in lb and ft: the BMI shows as she types and in the table', async () => {
    const patientId = await newPatient();
    const page = await browser.signedInPage(url, practice.users.nurse, `/patients/${patientId}/edit`);
    await page.setViewportSize(WIDE);
    await openHealth(page, 'Measurements');
    await page.getByTestId('measurements').getByText('No records', { exact: true }).waitFor();
    await page.getByTestId('measurements-add').click();

    const form = 'add-measurements-form';
    const expected = bodyMassIndex(toCentimetres(5.9, 'ft'), toKilograms(165, 'lb'));
    await textbox(page, form, 'Height').fill('5,9');
    await pick(page, page.getByTestId(form).getByRole('button', { name: /Height unit/ }), 'ft');
    await textbox(page, form, 'Weight').fill('165');
    await pick(page, page.getByTestId(form).getByRole('button', { name: /Weight unit/ }), 'lb');
    await expect.poll(() => page.getByTestId('bmi-preview').textContent()).toBe(`${expected} kg/m²`);
    await textbox(page, form, 'Glucose (mmol/L)').fill('5,4');
    await textbox(page, form, 'HbA1c (mmol/mol)').fill('41');
    await lookAt(page, 'health-measurements-add-1440', { fullPage: true });
    await expectAccessible(page);

    await page.getByTestId(`${form}-submit`).click();
    await toast(page, 'Patient measurements created', 'Patient measurements was created successfully');
    const row = page.getByTestId('measurements').getByRole('row').filter({ hasText: '165 lb' });
    await row.waitFor();
    const cells = await row.getByRole('cell').allTextContents();
    expect(cells.slice(1, 9)).toEqual(['165 lb', '5.9 ft', String(expected), 'n/a', 'n/a', '5.4 mmol/L', '41 mmol/mol', 'n/a']);

    await page.getByTestId('measurements-chart').click();
    const modal = page.getByRole('dialog', { name: 'Measurements chart' });
    await expect.poll(() => legend(page)).toEqual(['Weight (kg)', 'Height (cm)', 'BMI (kg/m2)', 'Glucose (mmol/L)', 'HbA1c (mmol/mol)']);
    await page.setViewportSize(SMALL);
    await lookAt(page, 'health-measurements-chart-1024');
    await modal.getByRole('button', { name: 'Close' }).last().click();
    await lookAt(page, 'health-measurements-list-1024', { fullPage: true });
  });
});
