import { type Consultation } from '@praktijk/shared/schemas/consultations';
import { DECURSUS_TEXT_MAX } from '@praktijk/shared/schemas/decursus';
import { type Locator, type Page, type Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TypedApi } from '../support/api';
import { daysAgo, writeConsultation } from '../support/consultations';
import { newPatientBody } from '../support/patients';
import { type TestPractice } from '../support/practice';
import { lookAt, toast, useBrowser } from './browser';
import { decursusField as field, expectAccessibleWhenStill as expectAccessible } from './decursus-steps';
import { clinicalPractice, walkIn, SMALL, WIDE } from './clinical-practice';

// Issue 10 §3, §4, §6: the decursus screen of a consultation. SOEP with two ICPC codes picked in
// 'Add ICP Code' (the second pick while dirty saves at once, and the Confirm after it does not
// 409 on that write), 'UPDATE DECURSUS ?' -> 'Decursus updated', revisions browsed and reverted,
// the previous decursus paged one note at a time with a field copied, and a 10 MB paste.
let url: string;
let api: TypedApi;
let practice: TestPractice;
let token: string;
let reasonId: string;
const browser = useBrowser();

beforeAll(async () => {
  ({ url, api, practice, token, reasonId } = await clinicalPractice('Controle'));
});

async function newPatient(): Promise<string> {
  const created = await api('createPatient', token, { body: newPatientBody() });
  expect(created.status).toBe(201);
  return created.body.id;
}

const consultationFor = (patientId: string): Promise<Consultation> => walkIn({ api, token, reasonId }, patientId);

const isNotePatch = (id: string) => (request: Request) => request.method() === 'PATCH' && request.url().endsWith(`/api/decursus/${id}/`);

/** Picks a code in 'Add ICP Code' by Quick Search (with a component) or by a chapter tab's filter. */
async function pickByQuickSearch(page: Page, opener: Locator, term: string, component: string, code: string): Promise<void> {
  await opener.click();
  const picker = page.getByRole('dialog', { name: 'Add ICP Code' });
  await picker.getByTestId('icpc-search').locator('input').fill(term.slice(0, 1));
  await picker.getByText('Type 2 or more characters: code, name or component.').waitFor();
  await picker.getByTestId('icpc-search').locator('input').fill(term);
  await picker.getByTestId('icpc-tag').click();
  await page.getByRole('option', { name: component, exact: true }).click();
  await picker.locator(`button[data-code="${code}"]`).waitFor();
  await expectAccessible(page);
  await lookAt(page, 'icpc-quick-search-1440');
  // By keyboard: Down from the search box into the results, down to the code, Enter picks it.
  const results = picker.getByTestId('icpc-list').locator('button');
  await picker.getByTestId('icpc-search').locator('input').focus();
  await page.keyboard.press('ArrowDown');
  await expect(results.first().evaluate((button) => button === document.activeElement)).resolves.toBe(true);
  const codes = await results.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-code')));
  for (let i = 0; i < codes.indexOf(code); i += 1) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await picker.waitFor({ state: 'hidden' });
}

async function pickByChapter(page: Page, opener: Locator, chapter: string, chapterName: string, filter: string, code: string): Promise<void> {
  await opener.click();
  const picker = page.getByRole('dialog', { name: 'Add ICP Code' });
  await picker.getByRole('tab', { name: new RegExp(`^${chapter} ${chapterName}`) }).click();
  const filterBox = picker.getByPlaceholder(`Filter in ${chapterName}...`);
  await filterBox.fill('xqzzy');
  await picker.getByText('No ICPC Codes found.', { exact: true }).waitFor();
  await filterBox.fill(filter);
  await expectAccessible(page);
  await lookAt(page, 'icpc-chapter-1440');
  await picker.locator(`button[data-code="${code}"]`).click();
  await picker.waitFor({ state: 'hidden' });
}

describe('decursus screen', () => {
  it('saves SOEP with two ICPC codes (the pick while dirty at once), confirms, browses revisions and reverts', async () => {
    const patientId = await newPatient();
    const consultation = await consultationFor(patientId);
    const loaded = await api('getDecursus', token, { params: { id: consultation.id } });
    const page = await browser.signedInPage(url, practice.users.physician, `/schedule/${consultation.id}/decursus`);
    await page.setViewportSize(WIDE);
    await page.getByTestId('previous-decursus-empty').getByText('No previous Decursus found.').waitFor();
    await expect(page.getByTestId('decursus-date').locator('input').inputValue()).resolves.toMatch(/^\d{2}-\d{2}-\d{4}$/);
    await expect(page.getByTestId('decursus-revisions').isDisabled()).resolves.toBe(true);

    // A code picked on a clean form waits for Save Decursus like any other change.
    let patches = 0;
    page.on('request', (request) => void (isNotePatch(consultation.id)(request) && (patches += 1)));
    await pickByQuickSearch(page, page.getByTestId('decursus-icpc-subjective-pick'), 'cough', 'Symptoms/complaints', 'R05');
    await page.getByTestId('decursus-icpc-subjective-pick').getByText('R05 Cough').waitFor();
    expect(patches).toBe(0);

    await field(page, 'subjective').fill('Hoest sinds een week, geen koorts.');
    await field(page, 'objective').fill('Longen schoon, RR 150/95.');
    await field(page, 'evaluation').fill('Hypertensie, hoest viraal.');
    // The second pick while dirty saves the whole form at once, without a notice.
    const immediate = page.waitForRequest(isNotePatch(consultation.id));
    const answered = page.waitForResponse((response) => isNotePatch(consultation.id)(response.request()));
    await pickByChapter(page, page.getByTestId('decursus-icpc-evaluation-pick'), 'K', 'Cardiovascular', 'hypert', 'K86');
    expect((await immediate).postDataJSON()).toMatchObject({
      subjective: 'Hoest sinds een week, geen koorts.',
      objective: 'Longen schoon, RR 150/95.',
      icpc_subjective_id: 'R05',
      icpc_evaluation_id: 'K86',
      consistency_token: loaded.body.consistency_token,
    });
    expect((await answered).status()).toBe(200);
    await expect(page.getByTestId('decursus-save').isDisabled()).resolves.toBe(true);
    expect(await page.getByText('Decursus updated', { exact: true }).count()).toBe(0);
    await expect(page.getByTestId('decursus-revisions').isEnabled()).resolves.toBe(true);

    // Policy next, then Save Decursus behind 'UPDATE DECURSUS ?': the token of the immediate save's answer, no 409.
    await field(page, 'policy').fill('Amlodipine 5 mg, controle over 2 weken.');
    await page.getByTestId('decursus-save').click();
    const confirm = page.getByRole('dialog', { name: 'UPDATE DECURSUS ?' });
    await confirm.getByRole('button', { name: 'Cancel', exact: true }).waitFor();
    await expectAccessible(page);
    await lookAt(page, 'decursus-confirm-1440');
    const confirmed = page.waitForResponse((response) => isNotePatch(consultation.id)(response.request()));
    await confirm.getByRole('button', { name: 'Confirm', exact: true }).click();
    expect((await confirmed).status()).toBe(200);
    await toast(page, 'Decursus updated', 'Decursus was updated successfully');
    const saved = await api('getDecursus', token, { params: { id: consultation.id } });
    expect(saved.body).toMatchObject({ policy: 'Amlodipine 5 mg, controle over 2 weken.', icpc_subjective_id: 'R05', icpc_evaluation_id: 'K86', version: 3 });
    await page.getByTestId('decursus-icpc-evaluation-pick').getByText('K86 Hypertension uncomplicated').waitFor();
    for (const size of [WIDE, SMALL]) {
      await page.setViewportSize(size);
      await lookAt(page, `decursus-screen-${size.width}`, { fullPage: true });
    }
    await page.setViewportSize(WIDE);

    // Revisions: 3 versions; the one before the latest (no Policy yet) is reverted to as version 4.
    await page.getByTestId('decursus-revisions').click();
    const dialog = page.getByRole('dialog', { name: '3 Decursus Revision(s)' });
    await dialog.getByText('ICPC Evaluation: K86 Hypertension uncomplicated').first().waitFor();
    await expect(dialog.getByTestId('revision-version').textContent()).resolves.toBe('2');
    await expectAccessible(page);
    await lookAt(page, 'decursus-revisions-1440');
    await dialog.getByTestId('revision-revert').click();
    await toast(page, 'Decursus updated', 'Decursus was updated successfully');
    await dialog.waitFor({ state: 'hidden' });
    await expect(field(page, 'policy').inputValue()).resolves.toBe('');
    const reverted = await api('getDecursus', token, { params: { id: consultation.id } });
    expect(reverted.body).toMatchObject({ policy: '', icpc_evaluation_id: 'K86', version: 4 });

    // Clearing a code while dirty saves at once as well, with the reverted note's token.
    await field(page, 'comments').fill('Patiënt wil geen medicatie.');
    const cleared = page.waitForResponse((response) => isNotePatch(consultation.id)(response.request()));
    await page.getByTestId('decursus-icpc-subjective-clear').click();
    expect((await cleared).status()).toBe(200);
    await page.getByTestId('decursus-icpc-subjective-pick').getByText('Add ICP Code').waitFor();
    const after = await api('getDecursus', token, { params: { id: consultation.id } });
    expect(after.body).toMatchObject({ icpc_subjective_id: null, comments: 'Patiënt wil geen medicatie.', version: 5 });
  });

  it('pages the previous decursus one note at a time and copies a field into the current one', async () => {
    const patientId = await newPatient();
    const physician = practice.users.physician;
    const notes = ['Oudste: buikpijn.', 'Midden: rugpijn.', 'Laatste: hoofdpijn.'];
    for (const [index, subjective] of notes.entries())
      await writeConsultation(practice, physician, patientId, daysAgo(30 - index * 10), {
        arrived: true,
        processed: true,
        note: { subjective, policy: `Beleid ${index + 1}` },
      });
    const consultation = await consultationFor(patientId);
    const page = await browser.signedInPage(url, physician, `/schedule/${consultation.id}/decursus`);
    await page.setViewportSize(WIDE);
    const shown = page.getByTestId('previous-decursus-subjective');
    const nav = (name: string) => page.getByTestId(`previous-decursus-${name}`);
    const showsNote = (text: string) => shown.getByText(text).waitFor();

    // It opens on the last one; next and last are off there.
    await showsNote(notes[2]!);
    await expect(nav('next').isDisabled()).resolves.toBe(true);
    await expect(nav('last').isDisabled()).resolves.toBe(true);
    await nav('previous').click();
    await showsNote(notes[1]!);
    await nav('previous').click();
    await showsNote(notes[0]!);
    await expect(nav('first').isDisabled()).resolves.toBe(true);
    await expect(nav('previous').isDisabled()).resolves.toBe(true);
    await nav('next').click();
    await showsNote(notes[1]!);
    await nav('last').click();
    await showsNote(notes[2]!);
    await nav('first').click();
    await showsNote(notes[0]!);
    await expectAccessible(page);

    // Copy overwrites that field of the current form and says so.
    await field(page, 'subjective').fill('Wordt overschreven');
    await page.getByTestId('previous-decursus-copy-subjective').click();
    await toast(page, 'Field copied', 'Field Subjective was updated');
    await expect(field(page, 'subjective').inputValue()).resolves.toBe(notes[0]);
    await page.getByTestId('previous-decursus-copy-policy').click();
    await toast(page, 'Field copied', 'Field Policy was updated');
    await expect(field(page, 'policy').inputValue()).resolves.toBe('Beleid 1');
    for (const size of [WIDE, SMALL]) {
      await page.setViewportSize(size);
      await lookAt(page, `decursus-previous-${size.width}`, { fullPage: true });
    }

    // Both panels minimise.
    await page.getByRole('button', { name: 'Previous Decursus' }).click();
    await nav('first').waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'PMH' }).click();
    await page.getByTestId('pmh-history').waitFor({ state: 'hidden' });
  });

  it('shows a 10 MB paste as a field error, not a crash, and sends nothing', async () => {
    const patientId = await newPatient();
    const consultation = await consultationFor(patientId);
    const page = await browser.signedInPage(url, practice.users.physician, `/schedule/${consultation.id}/decursus`);
    let patches = 0;
    page.on('request', (request) => void (isNotePatch(consultation.id)(request) && (patches += 1)));
    const huge = 'x'.repeat(10 * 1024 * 1024);
    // A paste: the whole text arrives at once.
    await field(page, 'objective').evaluate((textarea, text) => {
      const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
      setter.call(textarea, text);
      textarea.dispatchEvent(new Event('input', { bubbles: true }));
    }, huge);
    await page.getByTestId('decursus-save').click();
    await page.getByTestId('decursus-field-objective').getByText(`Ensure this field has no more than ${DECURSUS_TEXT_MAX} characters.`).waitFor();
    expect(await page.getByRole('dialog', { name: 'UPDATE DECURSUS ?' }).count()).toBe(0);
    await field(page, 'objective').fill('Normaal.');
    await page.getByTestId('decursus-save').click();
    await page.getByRole('dialog', { name: 'UPDATE DECURSUS ?' }).getByRole('button', { name: 'Confirm', exact: true }).click();
    await toast(page, 'Decursus updated', 'Decursus was updated successfully');
    expect(patches).toBe(1);
  });
});
