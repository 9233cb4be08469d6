import { type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { insuranceFields } from '../support/patients';
import { lookAt } from './browser';
import { clinicalPractice, walkIn } from './clinical-practice';
import { openTab, useRecordTest } from './patient-record-steps';
import { pickOption } from './select-option';
import { toast } from './toast-recorder';

// Issue 25's "Done when" for procedures (spec-inventory D6's end-to-end check), in Chromium against
// the twin: on the Procedures tab an SZF-insured patient's search offers the SZF list, a pick saves
// the procedure at once with the description typed, the description saves itself once typing
// stops, and a delete asks first; in a decursus's sub-panel an uninsured patient's search offers
// SURVAM with 'No active insurance.', and a quick edit followed by a delete leaves nothing behind.
const setup = useRecordTest(() => clinicalPractice('Verrichting'));

const insureWithSzf = async (patientId: string) => {
  const body = { ...insuranceFields({ expiry_date: '2099-12-31' }), patient: patientId, is_primary: true };
  expect((await setup.api.raw('createInsurance', setup.token, { body })).status).toBe(201);
};
const saved = async (patientId: string) => (await setup.api('listPatientProcedures', setup.token, { params: { id: patientId }, query: {} })).body;

/** Types into the procedure search and picks the hit by its text (the search answers after 500 ms of quiet). */
async function pickType(page: Page, testId: string, search: string, hit: RegExp) {
  const input = page.getByTestId(testId).locator('input');
  await input.fill(search);
  await page.getByRole('option', { name: hit }).first().click();
}

describe('procedures', () => {
  it('adds from the SZF list on the Procedures tab, saves a description by itself and deletes after asking', async () => {
    const patientId = await setup.newPatient();
    await insureWithSzf(patientId);
    const consultation = await walkIn(setup, patientId);
    const page = await setup.signedIn('physician', `/patients/${patientId}/edit`);
    await openTab(page, 'Procedures');
    const section = page.getByTestId('procedures-section');
    await section.getByText('No procedures').waitFor();
    expect(await page.getByTestId('procedures-no-insurance').count()).toBe(0);
    // Nothing can be added before a decursus is chosen (spec 3 §2).
    expect(await page.getByTestId('procedure-new-description').locator('input').isDisabled()).toBe(true);

    await pickOption(page, page.getByTestId('procedure-decursus').locator('button').first(), new RegExp(consultation.date.split('-').reverse().join('-')));
    await page.getByTestId('procedure-new-description').locator('input').fill('Linker hand');
    // The SZF list only: an SZF-insured patient's search offers no SURVAM line.
    await page.getByTestId('procedure-type-search').locator('input').fill('suturing');
    await page.getByRole('option', { name: /SZF-120 Wound suturing \(simple\)/ }).waitFor();
    expect(await page.getByRole('option', { name: /SV-120/ }).count()).toBe(0);
    await page.getByRole('option', { name: /SZF-120/ }).click();

    const table = page.getByTestId('procedures-table');
    await table.getByText('SZF-120 Wound suturing (simple)').waitFor();
    await expect
      .poll(async () => (await saved(patientId)).results.map((p) => [p.type.code, p.type.tariff, p.description]))
      .toEqual([['SZF-120', 300, 'Linker hand']]);
    expect(await page.getByTestId('procedure-new-description').locator('input').inputValue()).toBe('');
    const [procedure] = (await saved(patientId)).results;

    // The description saves itself once typing stops (1000 ms), with no button.
    const description = page.getByTestId(`procedure-description-${procedure!.id}`).locator('input');
    await description.fill('Linker hand, 4 hechtingen');
    await expect.poll(async () => (await saved(patientId)).results[0]?.description, { timeout: 5000 }).toBe('Linker hand, 4 hechtingen');
    await lookAt(page, 'procedures-tab', { fullPage: true });

    await page.getByTestId(`procedure-delete-${procedure!.id}`).click();
    await page.getByTestId('confirm-delete-confirm').click();
    await toast(page, 'Patient procedure removed');
    await section.getByText('No procedures').waitFor();
    expect((await saved(patientId)).count).toBe(0);
  });

  it("adds from SURVAM in the decursus's sub-panel of an uninsured patient, and a quick edit then delete leaves nothing", async () => {
    const consultation = await walkIn(setup);
    const page = await setup.signedIn('physician', `/schedule/${consultation.id}/decursus`);
    const panel = page.getByTestId('decursus-procedures');
    await panel.getByText('No active insurance.').waitFor();
    await pickType(page, 'decursus-procedure-search', 'home', /SV-102 Home visit/);
    await panel.getByText('SV-102 Home visit').waitFor();
    const [procedure] = (await saved(consultation.patient_id)).results;
    expect([procedure!.decursus, procedure!.type.resource]).toEqual([consultation.decursus_id, 'SURVAM']);

    // Typing, then the delete before the quiet second is over: the delete wins, nothing comes back.
    await page.getByTestId(`procedure-description-${procedure!.id}`).locator('input').fill('Avondbezoek');
    await page.getByTestId(`procedure-delete-${procedure!.id}`).click();
    await page.getByTestId('confirm-delete-confirm').click();
    await toast(page, 'Patient procedure removed');
    await panel.getByText('No procedures').waitFor();
    await page.waitForTimeout(1500); // past the autosave's quiet time: no late save brings it back
    expect((await saved(consultation.patient_id)).count).toBe(0);
    expect((await setup.api('listDecursusProcedures', setup.token, { params: { id: consultation.decursus_id } })).body).toEqual([]);

    // The patient's tab says the same of the insurance.
    const record = await setup.signedIn('physician', `/patients/${consultation.patient_id}/edit`);
    await openTab(record, 'Procedures');
    await record.getByTestId('procedures-no-insurance').getByText('No primary active insurance.').waitFor();
  });

  it('is not shown to a nurse', async () => {
    const patientId = await setup.newPatient();
    const page = await setup.signedIn('nurse', `/patients/${patientId}/edit`);
    await page.getByRole('tab', { name: 'Medical Cards', exact: true }).waitFor();
    expect(await page.getByRole('tab', { name: 'Procedures', exact: true }).count()).toBe(0);
  });
});
