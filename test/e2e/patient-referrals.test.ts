import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { letterVariableToken } from '@praktijk/shared/letter-markup';
import { describe, expect, it } from 'vitest';
import { lookAt } from './browser';
import { clinicalPractice, walkIn } from './clinical-practice';
import { openTab, uniqueWord, useRecordTest } from './patient-record-steps';
import { pickOption } from './select-option';
import { toast } from './toast-recorder';

// Issue 25's "Done when" for patient referrals (spec-inventory D6's end-to-end check), in Chromium
// against the twin: a physician writes a referral from a template of category 'referrals' in the
// 'Write Referral' editor, confirms 'CREATE REFERRAL ?' with 'Save and Generate' (the PDF is
// saved, and holds the referral), opens its details and marks it processed. Administration adds
// without printing; a nurse sees the list without Add.
const setup = useRecordTest(() => clinicalPractice('Verwijzing'));

async function referralsTab(role: 'physician' | 'administration' | 'nurse', patientId: string) {
  const page = await setup.signedIn(role, `/patients/${patientId}/edit`);
  await openTab(page, 'Referrals');
  await page.getByRole('tab', { name: 'Patient Referrals', exact: true }).click();
  const section = page.getByTestId('patient-referrals');
  await section.getByText('No referrals').waitFor();
  return { page, section };
}

describe('patient referrals', () => {
  it("are written from a 'referrals' template, saved and generated as a PDF, and marked processed", async () => {
    const patientId = await setup.newPatient();
    const surname = (await setup.api('getPatient', setup.token, { params: { id: patientId } })).body.surname;
    const templateName = `Verwijzing ${uniqueWord()}`;
    const template = await setup.api.raw('createLetterTemplate', setup.token, {
      body: { name: templateName, category: 'referrals', content: `<p>Geachte collega, graag uw oordeel over ${letterVariableToken('full_name')}.</p>` },
    });
    expect(template.status).toBe(201);

    const { page, section } = await referralsTab('physician', patientId);
    await page.getByTestId('referral-add').click();
    const form = page.getByTestId('add-referral-form');
    // Type and priority are required: Submit without them names both and asks nothing.
    await page.getByTestId('referral-submit').click();
    expect(await form.getByText('This field is required.').count()).toBe(2);

    await pickOption(page, page.getByTestId('referral-type').locator('button').first(), 'Cardiology');
    await pickOption(page, page.getByTestId('referral-priority').locator('button').first(), 'Urgent');
    await form.getByRole('radio', { name: '2' }).check();
    await page.getByTestId('referral-receiving').locator('input').fill('AZP, polikliniek cardiologie');

    // The reason: a template of category 'referrals', filled for this patient in the editor.
    await page.getByTestId('referral-write').click();
    const writer = page.getByRole('dialog', { name: 'Write Referral' });
    await writer.getByTestId('write-referral-templates').click();
    const picker = page.getByRole('dialog', { name: 'Templates' });
    await picker.getByRole('button', { name: `Use ${templateName}` }).click();
    const body = writer.frameLocator('iframe.tox-edit-area__iframe').locator('body#tinymce');
    await expect.poll(() => body.textContent()).toContain(surname);
    await lookAt(page, 'referral-writer');
    await writer.getByTestId('write-referral-done').click();
    await page.getByTestId('referral-reason-state').getByText('A reason is written.').waitFor();

    const download = page.waitForEvent('download');
    await page.getByTestId('referral-save-generate').click();
    const overlay = page.getByRole('dialog', { name: 'CREATE REFERRAL ?' });
    await overlay.getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'Referral created', 'Referral was created successfully');
    const pdf = await download;
    expect(pdf.suggestedFilename()).toMatch(/^Referral .*\.pdf$/);
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', (await pdf.path())!, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(text).toContain('Cardiology');
    expect(text).toContain(surname);
    expect(
      readFileSync((await pdf.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // The form closed and reset; the row shows the referral, unprocessed.
    expect(await page.getByTestId('add-referral-form').count()).toBe(0);
    const table = page.getByTestId('patient-referrals-table');
    await table.getByText('AZP, polikliniek cardiologie').waitFor();
    await table.getByText('Unprocessed').waitFor();
    await lookAt(page, 'patient-referrals', { fullPage: true });

    await section.getByTestId('referral-details').click();
    const details = page.getByRole('dialog', { name: /^Referral of / });
    await expect.poll(() => details.frameLocator('iframe[data-testid="referral-reason"]').locator('body').textContent()).toContain(surname);
    await details.getByTestId('referral-process').click();
    await details
      .getByTestId('referral-status')
      .getByText(/^Processed on \d{2}-\d{2}-\d{4}$/)
      .waitFor();
    await details.getByTestId('referral-doctor').locator('input').fill('Dr. Ramdin');
    await details.getByTestId('referral-doctor-save').click();
    await expect
      .poll(async () => (await setup.api('listPatientReferrals', setup.token, { params: { id: patientId }, query: {} })).body.results[0]?.consulting_doctor)
      .toBe('Dr. Ramdin');
    await details.getByRole('button', { name: 'Close', exact: true }).last().click();
    await table.getByText(/^Processed on /).waitFor();
    await table.getByText('Dr. Ramdin').waitFor();
    const [saved] = (await setup.api('listPatientReferrals', setup.token, { params: { id: patientId }, query: {} })).body.results;
    expect(saved!.decursus).toEqual(expect.any(String)); // blank: a new decursus was made for it
  });

  it("are written in the decursus's Referral sub-panel under its note, and listed in the Referrals modal", async () => {
    const consultation = await walkIn(setup);
    const page = await setup.signedIn('physician', `/schedule/${consultation.id}/decursus`);
    const panel = page.getByTestId('decursus-referrals');
    await panel.getByText('No referrals').waitFor();
    await panel.getByTestId('referral-add').click();
    expect(await panel.getByTestId('referral-decursus').count()).toBe(0); // this note's, not a choice
    await pickOption(page, panel.getByTestId('referral-type').locator('button').first(), 'Neurology');
    await pickOption(page, panel.getByTestId('referral-priority').locator('button').first(), 'Routine');
    await panel.getByTestId('referral-submit').click();
    await page.getByRole('dialog', { name: 'CREATE REFERRAL ?' }).getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'Referral created', 'Referral was created successfully');
    await panel.getByText('Neurology').waitFor();
    const [saved] = (await setup.api('listPatientReferrals', setup.token, { params: { id: consultation.patient_id }, query: {} })).body.results;
    expect(saved!.decursus).toBe(consultation.decursus_id);

    await panel.getByTestId('decursus-referrals-open').click();
    const modal = page.getByRole('dialog', { name: 'Referrals' });
    await modal.getByText('Neurology').waitFor();
    expect(await modal.getByTestId('referral-add').count()).toBe(0);
  });

  it('lets administration add without printing, and shows a nurse the list without Add', async () => {
    const patientId = await setup.newPatient();
    const { page } = await referralsTab('administration', patientId);
    await page.getByTestId('referral-add').click();
    expect(await page.getByTestId('referral-save-generate').count()).toBe(0);
    const nurse = await referralsTab('nurse', patientId);
    expect(await nurse.page.getByTestId('referral-add').count()).toBe(0);
  });
});
