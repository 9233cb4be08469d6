import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { formatDate } from '@praktijk/shared/dates';
import { practiceToday } from '@praktijk/shared/records/health-fields';
import { ALLERGIC, upcomingRepeatsText } from '@praktijk/shared/records/prescriptions';
import { type Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { lookAt, toast } from './browser';
import { clinicalPractice, type ClinicalPractice, WIDE, walkIn } from './clinical-practice';
import { fieldError, openTreatments, pick, recordPractice, selectIn, suggest, useRecordTest } from './patient-record-steps';

// Issue 13's "Done when" for prescriptions, in Chromium against the twin, as one patient's story:
// a physician prescribes a chronic medication from a saved template, is warned about amoxicillin
// for the patient's penicillin allergy, deletes a saved template (asked inline), stops the chronic
// prescription, copies it and prints the copy as a PDF (looked at as a picture); administration
// adds a prescription and a vaccination outside a consultation; a nurse reads the Treatments tab.
// Last, the consultation screen's Prescriptions card writes a prescription with its decursus.
const setup = useRecordTest(recordPractice);
let patientId: string;

const METFORMINE = 'Metformine 500 mg Tablet';
const PARACETAMOL = 'Paracetamol 500 mg Tablet';
const AMOXICILLINE = 'Amoxicilline 500 mg Capsule';
const today = () => formatDate(practiceToday());

/** A medication's id in the formulary, found as the search field finds it. */
async function medicationId(search: string, strength: string): Promise<string> {
  const found = await setup.api('searchMedications', setup.token, { query: { search } });
  expect(found.status).toBe(200);
  const medication = found.body.find((m) => m.strength === strength);
  expect(medication, `${search} ${strength}`).toBeDefined();
  return medication!.id;
}

async function template(name: string, medication_id: string, dosage: Record<string, unknown>): Promise<void> {
  const res = await setup.api('createPrescriptionTemplate', setup.token, { body: { name, medication_id, other: '', dosage } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

beforeAll(async () => {
  patientId = await setup.newPatient();
  const allergy = await setup.api('createAllergy', setup.token, {
    body: { patient: patientId, decursus: null, allergy_type_id: 'DRUG', allergy_code_id: 'DRUG-PEN', allergy_severity_id: 'SEV' },
  });
  expect(allergy.status).toBe(201);
  // The practice's saved templates: a chronic one to prescribe from, and a course to delete.
  await template('Metformine onderhoud', await medicationId('metformine', '500 mg'), {
    is_chronic: true,
    repeat_prescription: 2,
    repeat_date_id: '1M',
    frequency_usage: 2,
    frequency_unit_id: 'D',
    dosage_amount: 1,
    dosage_form_id: 'TAB',
    amount_of_time: 30,
    instructions: 'Bij het eten',
  });
  await template('Paracetamol kuur', await medicationId('paracetamol', '500 mg'), {
    is_chronic: false,
    frequency_usage: 3,
    frequency_unit_id: 'D',
    dosage_amount: 1,
    dosage_form_id: 'TAB',
    amount_of_time: 5,
  });
});

const listed = async (isChronic: boolean) =>
  (await setup.api('listPrescriptions', setup.token, { params: { id: patientId }, query: { is_chronic: isChronic, limit: 10 } })).body;

const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');

/** The first page of a PDF as a PNG beside the screenshots (SCREENSHOTS=1), to look at. */
function renderFirstPage(pdf: string, name: string): void {
  if (!process.env.SCREENSHOTS) return;
  mkdirSync('test-results/screenshots', { recursive: true });
  execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', pdf, `test-results/screenshots/${name}`]);
}

describe("issue 13's prescriptions, start to end", () => {
  it('a physician prescribes from a saved template, is warned about an allergy, deletes a template, stops, copies and prints', async () => {
    const page = await setup.signedIn('physician', `/patients/${patientId}/edit`);

    // A chronic prescription from the saved template: selecting it loads the form.
    const chronic = await openTreatments(page, 'Chronic Prescriptions');
    await chronic.getByText('No chronic prescriptions', { exact: true }).waitFor();
    await page.getByTestId('chronic-prescriptions-add').click();
    const form = page.getByTestId('add-prescription-form');
    const templates = page.getByTestId('saved-templates');
    const saved = templates.getByRole('button', { name: 'Metformine onderhoud', exact: true });
    await saved.click();
    await expect.poll(() => saved.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => form.getByTestId('field-medication_id').locator('input').inputValue()).toBe(METFORMINE);
    await expect(form.getByRole('textbox', { name: 'Repeat prescription' }).inputValue()).resolves.toBe('2');
    await expect(form.getByTestId('prescription-total').textContent()).resolves.toBe('60 units');
    await form.getByTestId('add-prescription-form-submit').click();
    await toast(page, 'Patient prescription created', 'Patient prescription was created successfully');
    await form.waitFor({ state: 'detached' });
    // Only what is due is listed (issue 21 §5): the prescription, which names its two monthly repeats to come.
    await chronic.getByText('Showing 1 to 1 of 1', { exact: true }).waitFor();
    const original = chronic.locator('tbody tr').nth(0);
    const written = (await listed(true)).results[0]!;
    expect(written.upcoming_repeats).toHaveLength(2);
    const upcoming = upcomingRepeatsText(written.upcoming_repeats)!;
    await expect(original.getByRole('cell').allTextContents()).resolves.toEqual([
      today(),
      `${METFORMINE}${upcoming}`,
      '2 x daily 1 tablet for 30 days',
      'n/a',
      '60 units',
      'No',
      'PrintStop',
    ]);
    expect(await listed(true)).toMatchObject({ count: 1, results: [{ is_repeated: false, decursus: null }] });

    // Amoxicillin for a patient allergic to penicillin: the warning and the field error.
    const list = await openTreatments(page, 'Prescriptions');
    await page.getByTestId('prescriptions-add').click();
    await suggest(page, form, 'medication_id', 'amox', AMOXICILLINE);
    await page.getByText('Patient Warning', { exact: true }).first().waitFor();
    await page.getByText('Patient is allergic for this medication.', { exact: true }).first().waitFor();
    await fieldError(form, 'medication_id', ALLERGIC).waitFor();
    await lookAt(page, 'treatments-flow-allergy-1440', { fullPage: true });

    // A saved template is deleted from the list after an inline confirmation, by keyboard. Selected
    // (the active one), its deletion deselects it and resets the form.
    const course = templates.getByRole('button', { name: 'Paracetamol kuur', exact: true });
    await course.click();
    await expect.poll(() => form.getByTestId('field-medication_id').locator('input').inputValue()).toBe(PARACETAMOL);
    const remove = templates.getByRole('button', { name: 'Delete template Paracetamol kuur', exact: true });
    await remove.focus();
    await page.keyboard.press('Enter');
    const question = templates.getByRole('group', { name: 'Delete template Paracetamol kuur?' });
    await question.getByText('Delete this template?', { exact: true }).waitFor();
    await expect.poll(() => focusedLabel(page)).toBe('Cancel');
    await expectAccessible(page);
    await lookAt(page, 'treatments-flow-template-delete-1440', { fullPage: true });
    // Escape cancels and gives the focus back to the delete button.
    await page.keyboard.press('Escape');
    await question.waitFor({ state: 'detached' });
    await expect.poll(() => focusedLabel(page)).toBe('Delete template Paracetamol kuur');
    expect(await setup.api('listPrescriptionTemplates', setup.token, { query: {} })).toMatchObject({ body: [{}, {}] });
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedLabel(page)).toBe('Cancel');
    await page.keyboard.press('Tab');
    await expect.poll(() => focusedLabel(page)).toBe('Delete');
    await page.keyboard.press('Enter');
    await toast(page, 'Prescription template removed', 'Prescription template was removed successfully');
    await templates.getByText('No templates', { exact: true }).waitFor();
    await expect.poll(() => form.getByTestId('field-medication_id').locator('input').inputValue()).toBe('');
    expect(await form.getByTestId('add-prescription-form-template').count()).toBe(0);
    expect((await setup.api('listPrescriptionTemplates', setup.token, { query: {} })).body).toMatchObject([{ name: 'Metformine onderhoud' }]);
    await page.getByTestId('prescriptions-add').click();
    await form.waitFor({ state: 'detached' });
    await list.getByText('No prescriptions', { exact: true }).waitFor();

    // Stop the chronic prescription with a reason: its repeats to come stop with it.
    await openTreatments(page, 'Chronic Prescriptions');
    await original.getByRole('button', { name: `Stop prescription ${METFORMINE} of ${today()}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`STOP PRESCRIPTION ON ${today()}`, { exact: true }).waitFor();
    await dialog.getByRole('textbox', { name: 'Stoppage reason' }).fill('Overgestapt op gliclazide');
    await dialog.getByTestId('confirm-stop-confirm').click();
    await toast(page, 'Stop medication', 'Medication was stopped successfully');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await listed(true)).results.map((r: { medication_stopped: boolean }) => r.medication_stopped)).toEqual([true]);
    // Its repeats to come are stopped with it, so it names none any more.
    await expect.poll(() => original.getByTestId('prescription-upcoming-repeats').count()).toBe(0);
    expect((await listed(true)).results[0]!.upcoming_repeats).toEqual([]);

    // Copy the stopped one into a new form, and prescribe it again.
    await original.getByRole('button', { name: `Copy prescription ${METFORMINE} of ${today()}` }).click();
    const copy = page.getByTestId('copy-prescription-form');
    await copy.getByRole('heading', { name: 'Copy prescription' }).waitFor();
    await expect(copy.getByTestId('field-medication_id').locator('input').inputValue()).resolves.toBe(METFORMINE);
    await expect(copy.getByTestId('prescription-total').textContent()).resolves.toBe('60 units');
    await copy.getByTestId('copy-prescription-form-submit').click();
    await toast(page, 'Patient prescription created', 'Patient prescription was created successfully');
    await copy.waitFor({ state: 'detached' });
    await chronic.getByText('Showing 1 to 2 of 2', { exact: true }).waitFor();

    // Only the copy is printable and not stopped: its PDF is downloaded and looked at.
    const print = chronic.getByRole('button', { name: /^Print prescription / });
    await expect.poll(() => print.count()).toBe(1);
    const download = page.waitForEvent('download');
    await print.click();
    const file = await download;
    const pdf = await file.path();
    expect(readFileSync(pdf).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    renderFirstPage(pdf, 'treatments-flow-prescription-pdf');
    await expectAccessible(page);
    await lookAt(page, 'treatments-flow-chronic-1440', { fullPage: true });
  });

  it('lets administration add a prescription and a vaccination outside a consultation', async () => {
    const page = await setup.signedIn('administration', `/patients/${patientId}/edit`);
    const list = await openTreatments(page, 'Prescriptions');
    await page.getByTestId('prescriptions-add').click();
    const form = page.getByTestId('add-prescription-form');
    await suggest(page, form, 'medication_id', 'cetiri', 'Cetirizine 10 mg Tablet');
    await form.getByRole('textbox', { name: 'Frequency', exact: true }).fill('1');
    await pick(page, selectIn(form.getByTestId('field-frequency_unit_id')), 'per day');
    await form.getByRole('textbox', { name: 'Dosage amount' }).fill('1');
    await form.getByRole('textbox', { name: 'Amount of time' }).fill('14');
    await form.getByTestId('add-prescription-form-submit').click();
    await toast(page, 'Patient prescription created', 'Patient prescription was created successfully');
    const row = list.getByRole('row', { name: /Cetirizine/ });
    await row.waitFor();
    expect(await row.getByRole('button').count()).toBe(0); // no Stop, Copy, Remove or Print for administration
    expect(await listed(false)).toMatchObject({
      count: 1,
      results: [{ decursus: null, created_by: setup.practice.users.administration.id, total_amount: '14 units' }],
    });

    const vaccinations = await openTreatments(page, 'Vaccinations');
    await page.getByTestId('vaccinations-add').click();
    const vaccination = page.getByTestId('add-vaccination-form');
    await suggest(page, vaccination, 'vaccine_id', 'i', 'Influenza');
    await pick(page, selectIn(vaccination.getByTestId('field-dosage_form_id')), 'Solution for injection');
    await pick(page, selectIn(vaccination.getByTestId('field-route_text_id')), 'Intramuscular injection');
    await pick(page, selectIn(vaccination.getByTestId('field-administered_site_id')), 'Left upper arm');
    await vaccination.getByRole('textbox', { name: 'Start Date' }).fill('03-02-2025');
    await vaccination.getByTestId('add-vaccination-form-submit').click();
    await toast(page, 'Vaccination created', 'Vaccination was created successfully');
    await vaccinations.getByRole('row', { name: /Influenza/ }).waitFor();
    const shots = await setup.api('listVaccinations', setup.token, { params: { id: patientId }, query: { limit: 10 } });
    expect(shots.body).toMatchObject({ count: 1, results: [{ vaccine_id: 'FLU', decursus: null, created_by: setup.practice.users.administration.id }] });
    await expectAccessible(page);
  });

  it('shows a nurse the Treatments tab to read: prescriptions without actions, vaccinations without deleting others’', async () => {
    const page = await setup.signedIn('nurse', `/patients/${patientId}/view`);
    const chronic = await openTreatments(page, 'Chronic Prescriptions');
    await chronic.getByText('Showing 1 to 2 of 2', { exact: true }).waitFor();
    expect(await chronic.locator('tbody').getByRole('button').count()).toBe(0);
    expect(await page.getByTestId('chronic-prescriptions-add').count()).toBe(0);
    expect(await page.getByTestId('chronic-prescriptions-print-all').count()).toBe(0);
    const list = await openTreatments(page, 'Prescriptions');
    await list.getByRole('row', { name: /Cetirizine/ }).waitFor();
    expect(await list.locator('tbody').getByRole('button').count()).toBe(0);
    expect(await page.getByTestId('prescriptions-add').count()).toBe(0);
    expect(await page.getByTestId('saved-templates').count()).toBe(0);
    // Vaccinations: the role's defaults let a nurse add her own (spec 2 §6), never remove another's.
    const vaccinations = await openTreatments(page, 'Vaccinations');
    await vaccinations.getByRole('row', { name: /Influenza/ }).waitFor();
    expect(await vaccinations.locator('tbody').getByRole('button').count()).toBe(0);
    await expectAccessible(page);
    await lookAt(page, 'treatments-flow-nurse-1440', { fullPage: true });
  });
  it("says 'Error' / 'Something went wrong' when a template's delete fails, and shows the list as it is now", async () => {
    await template('Ibuprofen kuur', await medicationId('ibuprofen', '400 mg'), { frequency_usage: 3, frequency_unit_id: 'D', dosage_amount: 1 });
    const page = await setup.signedIn('physician', `/patients/${patientId}/edit`);
    await openTreatments(page, 'Prescriptions');
    await page.getByTestId('prescriptions-add').click();
    const templates = page.getByTestId('saved-templates');
    const saved = templates.getByRole('button', { name: 'Ibuprofen kuur', exact: true });
    await saved.waitFor();
    // A colleague removes it meanwhile: this list still shows it.
    const listedNow = await setup.api('listPrescriptionTemplates', setup.token, { query: { search: 'ibuprofen' } });
    const stale = listedNow.body.find((t) => t.name === 'Ibuprofen kuur')!;
    const removed = await setup.api('deletePrescriptionTemplate', setup.token, {
      params: { id: stale.id },
      query: { consistency_token: stale.consistency_token },
    });
    expect(removed.status).toBe(204);
    await templates.getByRole('button', { name: 'Delete template Ibuprofen kuur', exact: true }).click();
    await templates.getByTestId('template-delete-confirm').click();
    await toast(page, 'Error', 'Something went wrong');
    await expect.poll(() => templates.getByTestId('template-delete-confirmation').count()).toBe(0);
    await saved.waitFor({ state: 'detached' });
  });
});

describe("the consultation screen's Prescriptions card", () => {
  let clinic: ClinicalPractice;
  beforeAll(async () => {
    clinic = await clinicalPractice('Voorschrift');
  });

  it('writes a prescription with the consultation note', async () => {
    const consultation = await walkIn(clinic);
    const earlier = await clinic.api('createPrescriptionOutsideConsultation', clinic.token, {
      params: { id: consultation.patient_id },
      body: { other: 'Gemberthee', frequency_usage: '3', frequency_unit_id: 'D', dosage_amount: '1', administrative_datetime: '2025-06-01T10:30' },
    });
    expect(earlier.status).toBe(201);
    const page = await setup.browser.signedInPage(clinic.url, clinic.practice.users.physician, `/schedule/${consultation.id}/consult`);
    await page.setViewportSize(WIDE);
    await page.getByTestId('consultation-screen').waitFor();
    const card = page.getByTestId('record-card-prescriptions');
    await card.scrollIntoViewIfNeeded();
    await card.getByText('(1)').waitFor();
    await card.getByTestId('prescriptions-add').click();
    const form = card.getByTestId('add-prescription-form');
    await suggest(page, form, 'medication_id', 'ibupro', 'Ibuprofen 400 mg Tablet');
    await form.getByRole('textbox', { name: 'Frequency', exact: true }).fill('3');
    await pick(page, selectIn(form.getByTestId('field-frequency_unit_id')), 'per day');
    await form.getByRole('textbox', { name: 'Dosage amount' }).fill('1');
    await form.getByRole('textbox', { name: 'Amount of time' }).fill('5');
    await expect(form.getByTestId('prescription-total').textContent()).resolves.toBe('15 units');
    await lookAt(page, 'treatments-flow-card-1440', { fullPage: true });
    await form.getByTestId('add-prescription-form-submit').click();
    await toast(page, 'Patient prescription created', 'Patient prescription was created successfully');
    await card.getByText('(2)').waitFor();
    await card.getByRole('row', { name: /Ibuprofen/ }).waitFor();

    // Written in this consultation: it names the consultation's note; the earlier one none.
    const stored = await clinic.api('listPrescriptions', clinic.token, { params: { id: consultation.patient_id }, query: { is_chronic: false, limit: 10 } });
    const byMedication = Object.fromEntries(stored.body.results.map((r) => [r.full_medication, r.decursus]));
    expect(byMedication).toEqual({ 'Ibuprofen 400 mg Tablet': consultation.decursus_id, Gemberthee: null });
    await expectAccessible(page);
  });
});
