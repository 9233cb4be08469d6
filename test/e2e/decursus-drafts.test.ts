import { type Consultation } from '@praktijk/shared/schemas/consultations';
import { type Page, type Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TypedApi } from '../support/api';
import { newPatientBody } from '../support/patients';
import { idToken, type TestPractice } from '../support/practice';
import { lookAt, signIn, toast, useBrowser } from './browser';
import { clinicalPractice, SMALL, walkIn } from './clinical-practice';
import { decursusField as field } from './decursus-steps';
import { nextPaint, settledMeasure } from './conditions';

// Issue 21 §1-§3 on the decursus screen: where the physician writes it (Subjective in view at
// 1366x768, the note first on narrow screens), one 'UPDATE DECURSUS ?' for a double click, the
// server draft that survives a closed browser (restored with its notice, Discard), and a 409 that
// keeps the text, shows the other writer's change and saves on top of it.
let url: string;
let api: TypedApi;
let practice: TestPractice;
let token: string;
let reasonId: string;
/** Another writer of the practice (staff pass every check). */
let otherWriter: string;
const browser = useBrowser();
const LAPTOP = { width: 1366, height: 768 };
const PMH = '[data-testid="decursus-pmh"]';

beforeAll(async () => {
  ({ url, api, practice, token, reasonId } = await clinicalPractice('Concept'));
  otherWriter = await idToken(practice.users.staff);
});

async function newConsultation(): Promise<Consultation> {
  const created = await api('createPatient', token, { body: newPatientBody() });
  expect(created.status).toBe(201);
  return walkIn({ api, token, reasonId }, created.body.id);
}

const isDraftPut = (id: string) => (request: Request) => request.method() === 'PUT' && request.url().endsWith(`/api/decursus/${id}/draft/`);

type ClickCount = Window & { e2eClicks?: number };

/**
 * Counts the clicks dispatched in the page (capture phase: an overlay that stops propagation
 * still counts). A click's dispatch, the app's handlers included, is over before the next look.
 */
async function countClicks(page: Page): Promise<void> {
  await page.evaluate(() => {
    const counted = window as ClickCount;
    counted.e2eClicks = 0;
    window.addEventListener('click', () => (counted.e2eClicks = (counted.e2eClicks ?? 0) + 1), { capture: true });
  });
}

/** The boxes of the note's element and the PMH panel (CSS selectors) and the page's scroll, measured together; null while either is missing. */
function boxesOf([noteSelector, pmhSelector]: [string, string]) {
  const note = document.querySelector(noteSelector);
  const pmh = document.querySelector(pmhSelector);
  if (!note || !pmh) return null;
  const rect = (element: Element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    return { x, y, width, height };
  };
  return { box: rect(note), pmh: rect(pmh), scrollY: window.scrollY };
}

async function openNote(page: Page, consultation: Consultation): Promise<void> {
  await page.goto(`${url}/schedule/${consultation.id}/decursus`);
  await field(page, 'subjective').waitFor();
}

describe('decursus where the physician writes it', () => {
  it('shows Subjective without scrolling at 1366x768, the note first at 1024, Reset when dirty, and one dialog for a double click', async () => {
    const consultation = await newConsultation();
    const page = await browser.signedInPage(url, practice.users.physician, `/schedule/${consultation.id}/decursus`);
    await page.setViewportSize(LAPTOP);
    await field(page, 'subjective').waitFor();
    await page.getByTestId('decursus-pmh').waitFor();
    // Found and measured in one step once two frames agree (issue 22 §8): the PMH panel and the
    // note settle as their data arrives.
    const { box, pmh, scrollY } = await settledMeasure(page, boxesOf, ['[data-testid="decursus-subjective"] textarea', PMH]);
    expect(box.y + box.height).toBeLessThanOrEqual(LAPTOP.height);
    // Side by side: PMH to the left of the note.
    expect(pmh.x + pmh.width).toBeLessThanOrEqual(box.x);
    expect(scrollY).toBe(0);
    await lookAt(page, 'decursus-1366');

    await page.setViewportSize(SMALL);
    const narrow = await settledMeasure(page, boxesOf, ['[data-testid="current-decursus"]', PMH]);
    expect(narrow.box.y).toBeLessThan(narrow.pmh.y);
    await lookAt(page, 'decursus-1024', { fullPage: true });
    await page.setViewportSize(LAPTOP);

    expect(await page.getByTestId('decursus-reset').count()).toBe(0);
    await field(page, 'subjective').fill('Keelpijn');
    await page.getByTestId('decursus-reset').click();
    await expect(field(page, 'subjective').inputValue()).resolves.toBe('');
    expect(await page.getByTestId('decursus-reset').count()).toBe(0);

    await field(page, 'subjective').fill('Keelpijn sinds drie dagen');
    await countClicks(page);
    await page.getByTestId('decursus-save').dblclick();
    const dialogs = page.getByRole('dialog', { name: 'UPDATE DECURSUS ?' });
    await dialogs.getByRole('button', { name: 'Confirm', exact: true }).waitFor();
    // Both clicks have reached the page (the second lands on the overlay the first opened) and
    // what they caused is painted: a second dialog, or the first one dismissed, would show now.
    await page.waitForFunction(() => (window as ClickCount).e2eClicks === 2);
    await nextPaint(page);
    expect(await dialogs.count()).toBe(1);
    await expect(dialogs.isVisible()).resolves.toBe(true);
    await dialogs.getByRole('button', { name: 'Confirm', exact: true }).click();
    await toast(page, 'Decursus updated', 'Decursus was updated successfully');
    // The PMH panel shows the saved note without a reload.
    await page.getByTestId('decursus-pmh').getByText('Keelpijn sinds drie dagen').first().waitFor();
  });
});

describe('decursus drafts and conflicts', () => {
  it('restores a note typed before the browser closed, with its notice, and Discard shows the saved version', async () => {
    const consultation = await newConsultation();
    const page = await browser.signedInPage(url, practice.users.physician, `/schedule/${consultation.id}/decursus`);
    await field(page, 'subjective').waitFor();
    const drafted = page.waitForRequest(isDraftPut(consultation.id));
    await field(page, 'subjective').fill('Duizelig bij opstaan');
    await field(page, 'policy').fill('Bloeddruk liggend en staand');
    expect((await drafted).postDataJSON()).toMatchObject({ policy: 'Bloeddruk liggend en staand' });
    await page.waitForResponse((response) => isDraftPut(consultation.id)(response.request()) && response.status() === 200);
    await page.context().close();

    // Signed in again in a fresh browser.
    const again = await browser.newPage();
    await signIn(again, url, practice.users.physician, `/schedule/${consultation.id}/decursus`);
    const notice = again.getByTestId('decursus-draft-restored');
    await notice.getByText(/^Restored your unsaved note from \d{2}:\d{2}$/).waitFor();
    await expect(field(again, 'subjective').inputValue()).resolves.toBe('Duizelig bij opstaan');
    await expect(field(again, 'policy').inputValue()).resolves.toBe('Bloeddruk liggend en staand');
    await lookAt(again, 'decursus-draft-restored-1280');
    await notice.getByRole('button', { name: 'Discard' }).click();
    await notice.waitFor({ state: 'detached' });
    await expect(field(again, 'subjective').inputValue()).resolves.toBe('');
    expect((await api('getDecursusDraft', token, { params: { id: consultation.id } })).body).toEqual({ draft: null });
    await openNote(again, consultation);
    expect(await again.getByTestId('decursus-draft-restored').count()).toBe(0);
  });

  it('keeps the typed text on a 409, shows what the other writer changed, and saves on top of it', async () => {
    const consultation = await newConsultation();
    const page = await browser.signedInPage(url, practice.users.physician, `/schedule/${consultation.id}/decursus`);
    await field(page, 'subjective').waitFor();
    await field(page, 'policy').fill('Paracetamol 500 mg');
    // Someone else saves the note meanwhile.
    const note = (await api('getDecursus', otherWriter, { params: { id: consultation.id } })).body;
    const other = await api('updateDecursus', otherWriter, {
      params: { id: consultation.id },
      body: { subjective: 'Koorts gemeten: 38,5', consistency_token: note.consistency_token },
    });
    expect(other.status).toBe(200);

    await page.getByTestId('decursus-save').click();
    await page.getByRole('dialog', { name: 'UPDATE DECURSUS ?' }).getByRole('button', { name: 'Confirm', exact: true }).click();
    const conflict = page.getByTestId('decursus-conflict');
    await conflict.getByText('This decursus was changed by someone else').waitFor();
    await conflict.getByTestId('revision-latest').getByText('Koorts gemeten: 38,5').waitFor();
    await expect(field(page, 'policy').inputValue()).resolves.toBe('Paracetamol 500 mg');
    await lookAt(page, 'decursus-conflict-1280');

    await conflict.getByRole('button', { name: 'Save mine on top' }).click();
    await toast(page, 'Decursus updated', 'Decursus was updated successfully');
    await conflict.waitFor({ state: 'detached' });
    const saved = (await api('getDecursus', token, { params: { id: consultation.id } })).body;
    expect(saved).toMatchObject({ subjective: 'Koorts gemeten: 38,5', policy: 'Paracetamol 500 mg', version: 3 });
  });
});
