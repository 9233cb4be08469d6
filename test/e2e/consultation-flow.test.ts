import { type Locator, type Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TypedApi } from '../support/api';
import { insuranceFields, newPatientBody } from '../support/patients';
import { type TestPractice } from '../support/practice';
import { lookAt, toast, useBrowser } from './browser';
import { decursusField as field, expectAccessibleWhenStill as expectAccessible } from './decursus-steps';
import { pick } from './patient-record-steps';
import { clinicalPractice, WIDE } from './clinical-practice';

// Issue 10 "Done when", end to end in the browser: a physician starts a walk-in from the patient
// record, lands on its screen, marks Arrived, writes S/O/E/P with two ICPC codes from the picker,
// confirms 'UPDATE DECURSUS ?' and sees 'Decursus updated', browses the revisions and reverts,
// copies a field from the previous decursus (an earlier consultation made through the API), creates
// and merges two episodes, and marks Treated.
let url: string;
let api: TypedApi;
let practice: TestPractice;
let token: string;
let reasonName: string;
const browser = useBrowser();

beforeAll(async () => {
  ({ url, api, practice, token, reasonName } = await clinicalPractice('Spreekuur'));
});

/** A patient with one active insurance, seen earlier today: that consultation's note is the previous decursus. */
async function patientSeenBefore(): Promise<string> {
  const patient = (await api('createPatient', token, { body: newPatientBody() })).body;
  const insured = await api('createInsurance', token, {
    body: { patient: patient.id, is_primary: true, ...insuranceFields({ number: 'P-300', expiry_date: '2030-12-31' }) },
  });
  expect(insured.status).toBe(201);
  const reasons = await api('listConsultReasonTypes', token);
  const reasonType = reasons.body.find((reason) => reason.name === reasonName)!.id;
  const earlier = await api('createConsultation', token, {
    params: { id: patient.id },
    body: { reason_type: reasonType, reason: 'Eerste bezoek', is_walkin: true, insurance: null },
  });
  expect(earlier.status).toBe(201);
  const note = await api('getDecursus', token, { params: { id: earlier.body.decursus_id } });
  const saved = await api('updateDecursus', token, {
    params: { id: earlier.body.decursus_id },
    body: { subjective: 'Eerder: duizelig bij opstaan.', policy: 'Bloeddruk thuis meten.', consistency_token: note.body.consistency_token },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return patient.id;
}

const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });

async function startWalkIn(page: Page): Promise<void> {
  await button(page, 'New Consultation').click();
  const form = page.getByTestId('new-consultation-modal').getByTestId('new-consultation-form');
  await form.getByTestId('new-consultation-form-unlock').click();
  await pick(page, form.getByRole('button', { name: /Reason type/ }), reasonName);
  await form.getByRole('textbox', { name: /Reason/ }).fill('Duizeligheid en hoofdpijn');
  await form.getByText('Walk-in', { exact: true }).click();
  await form.getByTestId('new-consultation-form-submit').click();
}

async function pickIcpc(page: Page, slot: 'subjective' | 'evaluation', term: string, code: string): Promise<void> {
  await page.getByTestId(`decursus-icpc-${slot}-pick`).click();
  const picker = page.getByRole('dialog', { name: 'Add ICP Code' });
  await picker.getByTestId('icpc-search').locator('input').fill(term);
  await picker.locator(`button[data-code="${code}"]`).click();
  await picker.waitFor({ state: 'hidden' });
}

describe('consultation flow', () => {
  it('a physician works a walk-in from start to Treated: decursus, revisions, previous note, episodes', async () => {
    const patientId = await patientSeenBefore();
    const page = await browser.signedInPage(url, practice.users.physician, `/patients/${patientId}/view`);
    await page.setViewportSize(WIDE);

    // Start: from the record to the consultation screen; Arrived.
    await startWalkIn(page);
    await page.waitForURL(/\/schedule\/[0-9A-Z]{26}\/consult$/);
    const consultationId = new URL(page.url()).pathname.split('/')[2]!;
    const bar = page.getByTestId('consultation-bar');
    await button(bar, 'Arrived').click();
    await button(bar, 'Undo Arrived').waitFor();

    // The decursus: S/O/E/P, the second ICPC code picked while dirty saves at once, then Confirm saves the rest.
    await page.getByRole('tab', { name: 'Decursus' }).click();
    await page.waitForURL(`**/schedule/${consultationId}/decursus`);
    await page.getByTestId('previous-decursus-subjective').getByText('Eerder: duizelig bij opstaan.').waitFor();
    await pickIcpc(page, 'subjective', 'dizziness', 'N17');
    await field(page, 'subjective').fill('Duizelig en hoofdpijn sinds 3 dagen.');
    await field(page, 'objective').fill('RR 165/100, pols 80 regulair.');
    await field(page, 'evaluation').fill('Hypertensie.');
    const immediate = page.waitForResponse(
      (response) => response.request().method() === 'PATCH' && response.url().endsWith(`/api/decursus/${consultationId}/`),
    );
    await pickIcpc(page, 'evaluation', 'k86', 'K86');
    expect((await immediate).status()).toBe(200);
    await field(page, 'policy').fill('Start amlodipine 5 mg.');
    await page.getByTestId('decursus-save').click();
    const confirm = page.getByRole('dialog', { name: 'UPDATE DECURSUS ?' });
    await button(confirm, 'Confirm').click();
    await toast(page, 'Decursus updated', 'Decursus was updated successfully');
    const saved = (await api('getDecursus', token, { params: { id: consultationId } })).body;
    expect(saved).toMatchObject({
      subjective: 'Duizelig en hoofdpijn sinds 3 dagen.',
      policy: 'Start amlodipine 5 mg.',
      icpc_subjective_id: 'N17',
      icpc_evaluation_id: 'K86',
      version: 3,
    });

    // Revisions: back to the version before the policy.
    await page.getByTestId('decursus-revisions').click();
    const revisions = page.getByRole('dialog', { name: '3 Decursus Revision(s)' });
    await revisions.getByTestId('revision-revert').click();
    // The dialog closes once the revert is in ('Decursus updated' may still be the earlier save's toast).
    await revisions.waitFor({ state: 'hidden' });
    await expect(field(page, 'policy').inputValue()).resolves.toBe('');

    // The previous decursus' policy copied into this one, saved.
    await page.getByTestId('previous-decursus-copy-policy').click();
    await toast(page, 'Field copied', 'Field Policy was updated');
    await expect(field(page, 'policy').inputValue()).resolves.toBe('Bloeddruk thuis meten.');
    await page.getByTestId('decursus-save').click();
    await button(confirm, 'Confirm').click();
    await expect
      .poll(async () => (await api('getDecursus', token, { params: { id: consultationId } })).body)
      .toMatchObject({ policy: 'Bloeddruk thuis meten.', version: 5 });
    await expectAccessible(page);
    await lookAt(page, 'consultation-flow-decursus-1440', { fullPage: true });

    // Episodes: two created, merged into the first ticked, which the consultation is then set to.
    await page.getByTestId('decursus-episodes-open').click();
    const episodes = page.getByRole('dialog', { name: 'Episodes' });
    for (const name of ['Hypertensie', 'Duizeligheid']) {
      await episodes.getByTestId('new-episode-name').locator('input').fill(name);
      await episodes.getByTestId('new-episode-create').click();
      await episodes.getByRole('button', { name: `Reorder ${name}`, exact: true }).waitFor();
    }
    await episodes.getByRole('checkbox', { name: 'Merge Hypertensie' }).click();
    await episodes.getByRole('checkbox', { name: 'Merge Duizeligheid' }).click();
    const merge = page.getByRole('dialog', { name: 'MERGE EPISODES' });
    await merge.getByText('NOTE: this cannot be undone!').waitFor();
    await button(merge, 'Confirm').click();
    await toast(page, 'Episode updated', 'Episode was updated successfully');
    await episodes.getByRole('button', { name: 'Reorder Duizeligheid', exact: true }).waitFor({ state: 'detached' });
    await button(episodes, 'Set Hypertensie').click();
    await episodes.getByTestId('episode-selected').waitFor();
    const listed = (await api('listEpisodes', token, { params: { id: patientId } })).body;
    expect(listed.map((episode) => episode.name)).toEqual(['Hypertensie']);
    expect(listed[0]!.merged_ids).toHaveLength(1);
    expect((await api('getConsultation', token, { params: { id: consultationId } })).body.episode).toBe(listed[0]!.id);
    await button(episodes, 'Dismiss').click();

    // Treated, on the consultation screen.
    await page.getByRole('tab', { name: 'Consultation' }).click();
    await button(bar, 'Treated').click();
    await button(bar, 'Undo Treated').waitFor();
    expect((await api('getConsultation', token, { params: { id: consultationId } })).body).toMatchObject({ arrived: true, processed: true });
    await lookAt(page, 'consultation-flow-treated-1440');
  });
});
