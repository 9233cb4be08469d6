import { type Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { lookAt, toast, useBrowser } from './browser';
import { clinicalPractice, type ClinicalPractice, SMALL, walkIn, WIDE } from './clinical-practice';
import { pick } from './patient-record-steps';

// Issue 12 §1 and §4 on the consultation screen (spec 3 §2): the Health records are cards there,
// written with the consultation's decursus, and the Vital Functions and Measurements charts open
// from their cards.
let setup: ClinicalPractice;
const browser = useBrowser();

beforeAll(async () => {
  setup = await clinicalPractice('Gezondheid');
});

async function consultPage(consultationId: string): Promise<Page> {
  const page = await browser.signedInPage(setup.url, setup.practice.users.physician, `/schedule/${consultationId}/consult`);
  await page.setViewportSize(WIDE);
  await page.getByTestId('consultation-screen').waitFor();
  return page;
}

const textbox = (page: Page, form: string, name: string) => page.getByTestId(form).getByRole('textbox', { name, exact: true });

describe('the Health cards of the consultation screen', () => {
  it('records vital functions with the consultation note and opens their chart from the card', async () => {
    const consultation = await walkIn(setup);
    const token = setup.token;
    for (const [i, day] of ['2025-03-01', '2025-06-01', '2025-09-01'].entries()) {
      const made = await setup.api('createVitalsOutsideConsultation', token, {
        params: { id: consultation.patient_id },
        body: { blood_pressure_systolic: 130 + i * 5, blood_pressure_diastolic: 85, administrative_datetime: `${day}T09:00` },
      });
      expect(made.status).toBe(201);
    }
    const page = await consultPage(consultation.id);
    const card = page.getByTestId('record-card-vitals');
    await card.scrollIntoViewIfNeeded();
    await card.getByText('(3)').waitFor();

    await card.getByTestId('vitals-add').click();
    await textbox(page, 'add-vitals-form', 'BP systolic (mm Hg)').fill('142');
    await textbox(page, 'add-vitals-form', 'BP diastolic (mm Hg)').fill('88');
    await page.getByTestId('add-vitals-form-submit').click();
    await toast(page, 'Patient vitals created', 'Patient vitals was created successfully');
    await card.getByText('(4)').waitFor();

    // Written in this consultation: the record names its note (spec 1 §3).
    const page1 = await setup.api('listVitals', token, { params: { id: consultation.patient_id }, query: {} });
    expect(page1.body.results[0]).toMatchObject({ blood_pressure_systolic: 142, decursus: consultation.decursus_id });
    expect(page1.body.results.slice(1).every((r) => r.decursus === null)).toBe(true);

    await card.getByTestId('vitals-chart').click();
    const chart = page.getByRole('dialog', { name: 'Vital Functions chart' });
    await chart.waitFor();
    await chart
      .getByRole('toolbar', { name: 'Legend' })
      .getByRole('button', { name: /Systolic/ })
      .waitFor();
    await lookAt(page, 'health-card-vitals-chart-1440');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await chart.waitFor({ state: 'hidden' });
  });

  it('opens the measurements chart from its card, and keeps the other Health cards on the screen', async () => {
    const consultation = await walkIn(setup);
    for (const [i, day] of ['2025-02-01', '2025-08-01'].entries()) {
      const made = await setup.api('createMeasurementsOutsideConsultation', setup.token, {
        params: { id: consultation.patient_id },
        body: { weight: 80 - i * 2, weight_unit: 'kg', height: 180, height_unit: 'cm', administrative_datetime: `${day}T10:00` },
      });
      expect(made.status).toBe(201);
    }
    const page = await consultPage(consultation.id);
    // Each list card can add a record there; the blood type card is its form.
    for (const key of ['allergies', 'vitals', 'measurements', 'attests', 'vaccinations']) {
      await page.getByTestId(`record-card-${key}`).getByRole('button', { name: 'Add', exact: true }).waitFor();
    }
    await page.getByTestId('record-card-bloodtype').getByTestId('bloodtype-form').waitFor();
    const card = page.getByTestId('record-card-measurements');
    await card.scrollIntoViewIfNeeded();
    await card.getByText('(2)').waitFor();
    await card.getByTestId('measurements-chart').click();
    const chart = page.getByRole('dialog', { name: 'Measurements chart' });
    await chart.getByRole('toolbar', { name: 'Legend' }).getByRole('button', { name: /BMI/ }).waitFor();
    await page.setViewportSize(SMALL);
    await lookAt(page, 'health-card-measurements-chart-1024');
    await page.keyboard.press('Escape');

    // A blood type set on its card belongs to this consultation too.
    const blood = page.getByTestId('record-card-bloodtype');
    await blood.scrollIntoViewIfNeeded();
    const form = blood.getByTestId('bloodtype-form');
    await pick(page, form.getByTestId('field-type_id').getByRole('button').first(), 'A Rh-positive');
    await form.getByTestId('bloodtype-form-submit').click();
    await toast(page, 'Patient blood type created', 'Patient blood type was created successfully');
    const stored = await setup.api('getBloodType', setup.token, { params: { id: consultation.patient_id } });
    expect(stored.body).toMatchObject({ type_id: 'A+', decursus: consultation.decursus_id });
    await lookAt(page, 'health-cards-1024', { fullPage: true });
    await expectAccessible(page);
  });
});
