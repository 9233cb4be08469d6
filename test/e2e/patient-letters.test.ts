import { readFileSync } from 'node:fs';
import { formatDate } from '@praktijk/shared/dates';
import { type FrameLocator, type Locator, type Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { toast as toastOf } from './toast-recorder';
import { lookAt } from './browser';
import { clinicalPractice, walkIn, WIDE } from './clinical-practice';
import { openTab, tabStatus, toast, uniqueWord, useRecordTest } from './patient-record-steps';

// Issue 24's "Done when" for patient letters (spec-inventory D5's end-to-end check), in Chromium
// against the twin: a physician builds a template with `full_name` and `soep` in the Template
// Builder, writes a patient letter from it through Templates, saves it as a name, Save as again
// with that name (asked to overwrite), exports PDF and Word (saved under the filename and type the
// server answers), prints (the print frame holds the letter), sees it on the consultation's Letters
// card, and deletes it ('Patient letter removed'). A nurse has no Letters tab.
const setup = useRecordTest(() => clinicalPractice('Brief'));
let patientId: string;
let consultationId: string;
let surname: string;
const SUBJECTIVE = 'Pijn op de borst bij inspanning, ĳsbaan en één café';

beforeAll(async () => {
  const consultation = await walkIn(setup);
  patientId = consultation.patient_id;
  consultationId = consultation.id;
  const note = await setup.api('getDecursus', setup.token, { params: { id: consultation.decursus_id } });
  const written = await setup.api('updateDecursus', setup.token, {
    params: { id: consultation.decursus_id },
    body: { subjective: SUBJECTIVE, policy: 'Verwijzing cardioloog', consistency_token: note.body.consistency_token },
  });
  expect(written.status, JSON.stringify(written.body)).toBe(200);
  surname = (await setup.api('getPatient', setup.token, { params: { id: patientId } })).body.surname;
});

const toolbarButton = (scope: Locator, name: string) => scope.locator('.tox-editor-header').getByRole('button', { name, exact: true });

/** The TinyMCE editing area inside a container, once it can be typed in. */
async function editorIn(scope: Locator): Promise<FrameLocator> {
  await scope.locator('.tox-tinymce').waitFor();
  const frame = scope.frameLocator('iframe.tox-edit-area__iframe');
  await frame.locator('body#tinymce[contenteditable="true"]').waitFor();
  return frame;
}

async function insertVariable(page: Page, scope: Locator, group: string, label: string): Promise<void> {
  await toolbarButton(scope, 'Variables').click();
  await page.getByRole('menuitem', { name: group }).click();
  await page.getByRole('menuitem', { name: label, exact: true }).click();
}

async function buildTemplate(page: Page, name: string): Promise<void> {
  await openTab(page, 'Template Builder');
  const builder = page.getByTestId('template-builder');
  const body = (await editorIn(builder)).locator('body#tinymce');
  await builder.getByTestId('template-name').locator('input').fill(name);
  await body.click();
  await page.keyboard.type('Geachte collega, betreft ');
  await insertVariable(page, builder, 'Patient', 'Full name');
  await page.keyboard.press('Enter');
  await insertVariable(page, builder, 'Decursus', 'SOEP');
  await expect.poll(() => body.locator('span.praktijk-variable').count()).toBe(2);
  await builder.getByTestId('template-save').click();
  await toastOf(page, 'Template Created');
}

const letters = async () => (await setup.api('listPatientLetters', setup.token, { params: { id: patientId }, query: {} })).body;

/** A download started by the click: its suggested name and its first bytes. */
async function downloaded(page: Page, click: () => Promise<void>): Promise<{ name: string; head: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: download.suggestedFilename(), head: readFileSync(await download.path()).subarray(0, 8) };
}

describe("issue 24's patient letters, start to end", () => {
  it('a physician writes a letter from a template, saves it over its own name, exports, prints and deletes it', async () => {
    const page = await setup.signedIn('physician', `/patients/${patientId}/edit`);
    await page.setViewportSize(WIDE);
    await openTab(page, 'Letters');
    const subTabs = page.getByRole('tablist', { name: 'Letters' });
    await subTabs.getByRole('tab').first().waitFor();
    await expect(subTabs.getByRole('tab').allTextContents()).resolves.toEqual(['Patient Letters', 'Template Builder']);

    const templateName = `Verwijzing ${uniqueWord()}`;
    await buildTemplate(page, templateName);

    // A letter from the template: filled for this patient by the server, named like the template.
    await openTab(page, 'Patient Letters');
    const table = page.getByTestId('patient-letters');
    await table.getByText('No letters', { exact: true }).waitFor();
    await page.getByTestId('patient-letters-add').click();
    const writer = page.getByTestId('letter-writer');
    const body = (await editorIn(writer)).locator('body#tinymce');
    await writer.getByTestId('letter-templates').click();
    const picker = page.getByRole('dialog', { name: 'Templates' });
    await picker.getByRole('button', { name: `Use ${templateName}` }).click();
    await expect.poll(() => body.innerText()).toContain(surname);
    expect(await body.innerText()).toContain(SUBJECTIVE);
    expect(await writer.getByTestId('letter-name').locator('input').inputValue()).toBe(templateName);
    expect(await tabStatus(page, 'letters')).toBe('dirty');

    const letterName = `Brief cardioloog ${uniqueWord()}`;
    await writer.getByTestId('letter-name').locator('input').fill(letterName);
    await writer.getByTestId('letter-save-as').click();
    await table.getByText('Showing 1 to 1 of 1', { exact: true }).waitFor();
    await expect.poll(() => tabStatus(page, 'letters')).toBe('clean');
    const [saved] = (await letters()).results;
    expect(saved).toMatchObject({ name: letterName });
    const row = table.locator('tbody tr').first();
    const cells = await row.getByRole('cell').allTextContents();
    expect(cells.slice(0, 3)).toEqual([
      letterName,
      expect.stringMatching(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/),
      expect.stringMatching(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/),
    ]);

    // More text, kept while another record tab shows: the Letters tab's title says it is unsaved.
    await body.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' Met vriendelijke groet.');
    await expect.poll(() => tabStatus(page, 'letters')).toBe('dirty');
    await openTab(page, 'General');
    await page.getByRole('tab', { name: /^Letters/ }).click();
    expect(await body.innerText()).toContain('Met vriendelijke groet.');

    // Save as with the name the letter already has (in another case): asked first, then overwritten.
    await writer.getByTestId('letter-name').locator('input').fill(letterName.toUpperCase());
    await writer.getByTestId('letter-save-as').click();
    const ask = page.getByRole('dialog', { name: 'Overwrite letter?' });
    await ask.waitFor();
    expect(await ask.innerText()).toContain(`This patient already has a letter named "${letterName}".`);
    await lookAt(page, 'patient-letters-overwrite');
    await ask.getByRole('button', { name: 'Overwrite' }).click();
    await expect.poll(() => tabStatus(page, 'letters')).toBe('clean');
    const after = await letters();
    expect(after.count).toBe(1);
    expect(after.results[0]!.id).toBe(saved!.id);
    const stored = await setup.api('patientLetterToHtml', setup.token, { params: { id: saved!.id } });
    expect(stored.body.html).toContain('Met vriendelijke groet.');
    await lookAt(page, 'patient-letters-tab', { fullPage: true });

    // PDF and Word: saved under the name and type the server answers.
    const answered = async (type: 'pdf' | 'docx') =>
      (await setup.api('downloadPatientLetter', setup.token, { params: { id: saved!.id }, body: { type } })).body;
    const pdf = await downloaded(page, () => row.getByTestId('letter-pdf').click());
    expect(pdf.name).toBe((await answered('pdf')).filename);
    expect(pdf.head.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const word = await downloaded(page, () => row.getByTestId('letter-word').click());
    expect(word.name).toBe((await answered('docx')).filename);
    expect(word.name.endsWith('.docx')).toBe(true);
    expect(word.head.subarray(0, 2).toString('latin1')).toBe('PK');

    // Print: a hidden frame of this origin holds the letter's HTML and was printed.
    await row.getByTestId('letter-print').click();
    const printFrame = page.locator('iframe[data-testid="letter-print-frame"][data-printed="true"]');
    await printFrame.waitFor({ state: 'attached' });
    expect(await printFrame.getAttribute('sandbox')).toBe('allow-same-origin allow-modals');
    const printed = page.frameLocator('iframe[data-testid="letter-print-frame"]').locator('body');
    expect(await printed.innerText()).toContain('Met vriendelijke groet.');
    expect(await printed.innerText()).toContain(surname);

    // Delete: the overlay of the other tables, then the spec's notice.
    await row.getByTestId('letter-delete').click();
    const overlay = page.getByRole('dialog', { name: `DELETE LETTER ON ${formatDate(saved!.created)}` });
    await overlay.getByTestId('confirm-delete-confirm').click();
    await toast(page, 'Patient letter removed');
    await table.getByText('No letters', { exact: true }).waitFor();
    expect((await letters()).count).toBe(0);
  });

  it('keeps the text of a failed save and offers Retry, and asks before another letter replaces unsaved work', async () => {
    const patient = await setup.newPatient();
    const first = await setup.api('createPatientLetter', setup.token, { body: { patient, name: 'Eerste brief', edited_content: '<p>Eerste</p>' } });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const page = await setup.signedIn('physician', `/patients/${patient}/edit`);
    await page.setViewportSize(WIDE);
    await openTab(page, 'Letters');
    await page.getByTestId('patient-letters').getByText('Showing 1 to 1 of 1', { exact: true }).waitFor();
    await page.getByTestId('patient-letters-add').click();
    const writer = page.getByTestId('letter-writer');
    const body = (await editorIn(writer)).locator('body#tinymce');
    await writer.getByTestId('letter-name').locator('input').fill('Tweede brief');
    await body.click();
    await page.keyboard.type('Niet verloren gaan.');

    // The server does not answer the save: the text stays, the tab says so, Retry saves it.
    await page.route('**/api/letters/patient/', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }));
    await writer.getByTestId('letter-save-as').click();
    const failed = writer.getByTestId('letter-save-failed');
    await failed.getByText('The letter was not saved').waitFor();
    expect(await body.innerText()).toContain('Niet verloren gaan.');
    await expect.poll(() => tabStatus(page, 'letters')).toBe('error');
    await lookAt(page, 'patient-letters-save-failed');
    await page.unroute('**/api/letters/patient/');
    await failed.getByRole('button', { name: 'Retry' }).click();
    await page.getByTestId('patient-letters').getByText('Showing 1 to 2 of 2', { exact: true }).waitFor();
    await expect.poll(() => tabStatus(page, 'letters')).toBe('clean');

    // Unsaved work, then Open File: asked first; keeping it keeps the text.
    await body.click();
    await page.keyboard.type(' Nog meer.');
    await expect.poll(() => tabStatus(page, 'letters')).toBe('dirty');
    await writer.getByTestId('letter-open-file').click();
    await page.getByRole('dialog', { name: 'Open File' }).getByRole('button', { name: 'Open Eerste brief' }).click();
    const ask = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    expect(await body.innerText()).toContain('Nog meer.');
    // Asked again and agreed: the other letter replaces it.
    await writer.getByTestId('letter-open-file').click();
    await page.getByRole('dialog', { name: 'Open File' }).getByRole('button', { name: 'Open Eerste brief' }).click();
    await ask.getByRole('button', { name: 'Discard changes' }).click();
    await expect.poll(() => body.innerText()).toBe('Eerste');
    expect(await writer.getByTestId('letter-name').locator('input').inputValue()).toBe('Eerste brief');
    await expect.poll(() => tabStatus(page, 'letters')).toBe('clean');
  });

  it("lists the patient's letters on the consultation screen's Letters card, with PDF", async () => {
    const made = await setup.api('createPatientLetter', setup.token, {
      body: { patient: patientId, name: `Attest ${uniqueWord()}`, edited_content: '<p>Attest</p>' },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const page = await setup.signedIn('physician', `/schedule/${consultationId}/consult`);
    await page.setViewportSize(WIDE);
    const card = page.getByTestId('record-card-letters');
    await card.scrollIntoViewIfNeeded();
    const list = card.getByTestId('card-patient-letters');
    await list.getByText(made.body.name, { exact: true }).waitFor();
    expect(await list.getByTestId('letter-delete').count()).toBe(0);
    const pdf = await downloaded(page, () => list.getByTestId('letter-pdf').click());
    expect(pdf.head.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await lookAt(page, 'patient-letters-card');
  });

  it('shows a nurse no Letters tab', async () => {
    const page = await setup.signedIn('nurse', `/patients/${patientId}/edit`);
    await page.getByRole('tab').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('tab', { name: /^Letters/ }).count()).toBe(0);
  });
});
