import { type Consultation } from '@praktijk/shared/schemas/consultations';
import { type Locator, type Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TypedApi } from '../support/api';
import { insuranceFields, newPatientBody } from '../support/patients';
import { idToken, type TestPractice } from '../support/practice';
import { expectAccessible } from './axe';
import { lookAt, toast, useBrowser } from './browser';
import { openTab, pick } from './patient-record-steps';
import { clinicalPractice, SMALL, WIDE } from './clinical-practice';
import { nextPaint } from './conditions';

// Issue 10 §1, §2, §7: a physician starts a walk-in from the patient record and works it on the
// consultation screen (auto-saved form, arrival and treatment, insurance strip, memo popover,
// General History with revisions); the screen is physicians' only; the PMH sections by permission.
let url: string;
let api: TypedApi;
let practice: TestPractice;
let physicianToken: string;
let reasonName: string;
let reasonId: string;
const browser = useBrowser();

beforeAll(async () => {
  ({ url, api, practice, token: physicianToken, reasonId, reasonName } = await clinicalPractice('Hoest'));
});

/** A patient with an active primary and an inactive secondary insurance. */
async function insuredPatient() {
  const patient = (await api('createPatient', physicianToken, { body: newPatientBody() })).body;
  const insure = (is_primary: boolean, overrides: object) =>
    api('createInsurance', physicianToken, { body: { patient: patient.id, is_primary, ...insuranceFields(overrides) } });
  expect((await insure(true, { number: 'P-100', expiry_date: '2030-12-31' })).status).toBe(201);
  expect((await insure(false, { number: 'S-200', is_active: false })).status).toBe(201);
  return patient;
}

async function consultationFor(patientId: string): Promise<Consultation> {
  const created = await api('createConsultation', physicianToken, {
    params: { id: patientId },
    body: { reason_type: reasonId, reason: 'Controle', is_walkin: true, insurance: null },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });

/** The patient's consultations, counted by their notes (each consultation has one). */
async function consultationCount(patientId: string): Promise<number> {
  const notes = await api('listPatientDecursus', physicianToken, { params: { id: patientId }, query: { limit: 50 } });
  expect(notes.status).toBe(200);
  return notes.body.results.length;
}

async function startWalkIn(page: Page): Promise<void> {
  await button(page, 'New Consultation').click();
  const modal = page.getByTestId('new-consultation-modal');
  const form = modal.getByTestId('new-consultation-form');
  // It starts locked (spec 3 §2): nothing to submit before Unlock.
  await expect(form.getByTestId('new-consultation-form-submit').isDisabled()).resolves.toBe(true);
  await form.getByTestId('new-consultation-form-unlock').click();
  await pick(page, form.getByRole('button', { name: /Reason type/ }), reasonName);
  await form.getByRole('button', { name: /Insurance/ }).click();
  // The inactive insurance is offered as '(Inactive)' and cannot be chosen.
  const inactive = page.getByRole('option', { name: /S-200 \(Inactive\)/ });
  await expect(inactive.getAttribute('aria-disabled')).resolves.toBe('true');
  await page.getByRole('option', { name: /P-100/ }).click();
  await form.getByRole('textbox', { name: /Reason/ }).fill('Hoest sinds een week');
  await form.getByText('Walk-in', { exact: true }).click();
  await expectAccessible(page);
  await lookAt(page, 'consultation-new-1440');
  await form.getByTestId('new-consultation-form-submit').dblclick();
}

describe('consultation screen', () => {
  it('a physician starts a walk-in from the record (once, however often Submit is clicked) and works it', async () => {
    const patient = await insuredPatient();
    const page = await browser.signedInPage(url, practice.users.physician, `/patients/${patient.id}/view`);
    await page.setViewportSize(WIDE);
    await startWalkIn(page);
    await page.waitForURL(/\/schedule\/[0-9A-Z]{26}\/consult$/);
    const consultationId = new URL(page.url()).pathname.split('/')[2]!;
    expect(await consultationCount(patient.id)).toBe(1);
    await page.getByTestId('patient-label-name').waitFor();
    await expect(page.getByTestId('patient-label-name').textContent()).resolves.toContain('Kromodimedjo');
    // The page is named by its patient, in the breadcrumbs and the document title (route label Patient until known).
    const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect.poll(() => breadcrumbs.textContent(), { timeout: 10_000 }).toContain('Anna-Maria Kromodimedjo');
    await expect(page.title()).resolves.toBe('Anna-Maria Kromodimedjo · Schedule · Praktijk');

    // The form starts locked; an edit saves itself after 1000 ms of quiet and re-locks it.
    const form = page.getByTestId('consultation-form');
    await expect(form.getAttribute('data-locked')).resolves.toBe('true');
    await form.getByTestId('consultation-form-unlock').click();
    const reason = form.getByRole('textbox', { name: /Reason/ });
    await reason.fill('Hoest sinds twee weken');
    const typed = Date.now();
    const put = await page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes(`/api/planning/consultations/${consultationId}/`));
    expect(Date.now() - typed).toBeGreaterThanOrEqual(900);
    await toast(page, 'Consultation updated', 'Consultation was updated successfully');
    expect(put.postDataJSON()).toMatchObject({ reason: 'Hoest sinds twee weken', is_walkin: true });
    await form.getByTestId('consultation-form-unlock').waitFor();

    // Arrived, Undo Arrived, Arrived, Treated: the buttons go and when and who show; Undo Treated.
    const bar = page.getByTestId('consultation-bar');
    await expect(button(bar, 'Treated').isDisabled()).resolves.toBe(true);
    await button(bar, 'Arrived').click();
    await button(bar, 'Undo Arrived').click();
    await button(bar, 'Arrived').click();
    await button(bar, 'Treated').click();
    await button(bar, 'Undo Treated').waitFor();
    for (const gone of ['Arrived', 'Undo Arrived', 'Treated']) expect(await button(bar, gone).count()).toBe(0);
    const treated = await bar.getByTestId('consultation-treated').textContent();
    expect(treated).toMatch(/Treated \d{2}-\d{2}-\d{4} \d{2}:\d{2}/);
    expect(treated).toContain(practice.users.physician.firstName);
    await lookAt(page, 'consultation-treated-1440');
    await button(bar, 'Undo Treated').click();
    await button(bar, 'Treated').waitFor();
    await button(bar, 'Undo Arrived').waitFor();

    // The form's next save after those writes uses their token: no 409 from our own writes.
    await form.getByTestId('consultation-form-unlock').click();
    // The answer to this save itself (a toast of the arrival's writes may still be showing).
    const saving = page.waitForResponse((r) => r.request().method() === 'PUT' && (r.request().postData() ?? '').includes('Hoest en koorts'));
    await reason.fill('Hoest en koorts');
    expect((await saving).status()).toBe(200);
    await toast(page, 'Consultation updated', 'Consultation was updated successfully');
    const saved = await api('getConsultation', physicianToken, { params: { id: consultationId } });
    expect(saved.body).toMatchObject({ reason: 'Hoest en koorts', arrived: true, processed: false });

    // Back on the record, the consultation of today not yet treated opens from the header.
    await page.getByTestId('view-patient').click();
    await page.waitForURL(`**/patients/${patient.id}/edit`);
    await page.getByTestId('open-consultation').click();
    await page.waitForURL(`**/schedule/${consultationId}/consult`);
  });

  it('shows the insurance strip in colours, saves a memo from the bar, and saves the form on leaving it for the Decursus tab', async () => {
    const patient = await insuredPatient();
    const consultation = await consultationFor(patient.id);
    const page = await browser.signedInPage(url, practice.users.physician, `/schedule/${consultation.id}/consult`);
    await page.setViewportSize(WIDE);
    const strip = page.getByTestId('insurance-strip');
    await strip.getByText(/P-100/).waitFor();
    const colour = (text: RegExp) => strip.getByText(text).evaluate((element) => getComputedStyle(element).backgroundColor);
    await expect(strip.getByText(/S-200/).getAttribute('data-tone')).resolves.toBe('inactive');
    await expect(colour(/S-200/)).resolves.toBe('rgb(219, 0, 0)');
    await expect(strip.getByText(/S-200/).textContent()).resolves.toContain('(Inactive)');
    await expect(strip.getByText(/P-100/).getAttribute('data-tone')).resolves.toBe('primary');
    await expect(colour(/P-100/)).resolves.toBe('rgb(0, 108, 224)');

    const memoLine = page.getByTestId('memo-line');
    await memoLine.getByText('No memo.').waitFor();
    await memoLine.click();
    const memoForm = page.getByTestId('memo-form');
    await memoForm.getByTestId('memo-form-unlock').click();
    await memoForm.getByRole('textbox', { name: 'Memo' }).fill('Belt altijd vooraf.\nSpreekt Sranantongo.');
    await expectAccessible(page);
    await lookAt(page, 'consultation-memo-1440');
    await memoForm.getByTestId('memo-form-submit').click();
    await toast(page, 'Patient memo created', 'Patient memo was created successfully');
    await memoLine.getByText('Belt altijd vooraf.').waitFor();

    await page.getByRole('dialog', { name: 'Memo' }).getByRole('button', { name: 'Close' }).click();
    await page.getByRole('dialog', { name: 'Memo' }).waitFor({ state: 'hidden' });

    // The views are tabs with their own address; leaving the form within its quiet time still saves it.
    const form = page.getByTestId('consultation-form');
    await form.getByTestId('consultation-form-unlock').click();
    await form.getByRole('textbox', { name: /Reason/ }).fill('Controle bloeddruk');
    await page.getByRole('tab', { name: 'Decursus' }).click();
    await page.waitForURL(`**/schedule/${consultation.id}/decursus`);
    await toast(page, 'Consultation updated', 'Consultation was updated successfully');
    const saved = await api('getConsultation', physicianToken, { params: { id: consultation.id } });
    expect(saved.body.reason).toBe('Controle bloeddruk');
    await page.getByRole('tab', { name: 'Consultation' }).click();
    await page.waitForURL(`**/schedule/${consultation.id}/consult`);
    await page.getByTestId('consultation-form').waitFor();

    for (const size of [SMALL, WIDE]) {
      await page.setViewportSize(size);
      await page.getByTestId('patient-label-name').scrollIntoViewIfNeeded();
      await lookAt(page, `consultation-top-${size.width}`);
      await page.getByTestId('record-card-letters').scrollIntoViewIfNeeded();
      await lookAt(page, `consultation-cards-${size.width}`);
    }
  });

  it("shows a change by someone else as the form's 409, and saves over the fresh version on Submit", async () => {
    const patient = await insuredPatient();
    const consultation = await consultationFor(patient.id);
    const page = await browser.signedInPage(url, practice.users.physician, `/schedule/${consultation.id}/consult`);
    const form = page.getByTestId('consultation-form');
    await form.getByTestId('consultation-form-unlock').click();
    // Someone else marks the arrival while our auto-save is on its way: the save is held until
    // their write is in. (Written before we type, the realtime 'planning' message would refresh
    // the clean form first and there would be nothing to conflict.)
    const saveUrl = `**/api/planning/consultations/${consultation.id}/`;
    let elsewhere = 0;
    let held = false;
    await page.route(saveUrl, async (route) => {
      if (route.request().method() !== 'PUT' || held) return route.continue();
      held = true;
      const fresh = await api('getConsultation', physicianToken, { params: { id: consultation.id } });
      elsewhere = (
        await api('setConsultationArrived', physicianToken, {
          params: { id: consultation.id },
          body: { arrived: true, consistency_token: fresh.body.consistency_token },
        })
      ).status;
      await route.continue();
    });
    await form.getByRole('textbox', { name: /Reason/ }).fill('Buikpijn');
    await form
      .getByTestId('consultation-form-errors')
      .getByText(/was changed by someone else/)
      .waitFor();
    expect(elsewhere).toBe(200);
    await expectAccessible(page);
    await lookAt(page, 'consultation-409-1280');
    await form.getByTestId('consultation-form-submit').click();
    await toast(page, 'Consultation updated', 'Consultation was updated successfully');
    const saved = await api('getConsultation', physicianToken, { params: { id: consultation.id } });
    expect(saved.body).toMatchObject({ reason: 'Buikpijn', arrived: true });
    // The bar shows what the other writer did once the consultation is read again.
    await button(page.getByTestId('consultation-bar'), 'Undo Arrived').waitFor();
  });

  it('keeps every key typed while an auto-save is on its way, and saves them next (issue 21 §3)', async () => {
    const patient = await insuredPatient();
    const consultation = await consultationFor(patient.id);
    const page = await browser.signedInPage(url, practice.users.physician, `/schedule/${consultation.id}/consult`);
    const form = page.getByTestId('consultation-form');
    await form.getByTestId('consultation-form-unlock').click();
    // The first auto-save is held on its way until the physician has typed on.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let heldSeen: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (heldSeen = resolve));
    let first = true;
    await page.route(`**/api/planning/consultations/${consultation.id}/`, async (route) => {
      if (route.request().method() !== 'PUT' || !first) return route.continue();
      first = false;
      heldSeen();
      await released;
      await route.continue();
    });
    const reason = form.getByRole('textbox', { name: /Reason/ });
    await reason.fill('Hoest');
    await held; // 1000 ms of quiet: the save of 'Hoest' is on its way
    await reason.press('End');
    await reason.pressSequentially(' en koorts', { delay: 30 });
    const answered = page.waitForResponse((r) => r.request().method() === 'PUT' && r.request().postDataJSON()?.reason === 'Hoest');
    release();
    expect((await answered).status()).toBe(200);
    // The answer is in the form once Submit has left its loading state (the save over) and is
    // enabled: the form re-locked on the answer and reopened with the keys typed meanwhile.
    const submit = form.getByTestId('consultation-form-submit');
    await expect.poll(() => submit.evaluate((button) => button.getAttribute('aria-disabled') !== 'true' && !(button as HTMLButtonElement).disabled)).toBe(true);
    expect(await reason.inputValue()).toBe('Hoest en koorts');
    expect(await reason.getAttribute('readonly')).toBeNull(); // still open for typing
    await page.keyboard.type('!');
    expect(await reason.inputValue()).toBe('Hoest en koorts!');

    // The next quiet second saves what was typed, and the form locks again.
    const next = await page.waitForResponse((r) => r.request().method() === 'PUT' && r.request().postDataJSON()?.reason === 'Hoest en koorts!');
    expect(next.status()).toBe(200);
    await form.getByTestId('consultation-form-unlock').waitFor();
    expect(await reason.inputValue()).toBe('Hoest en koorts!');
    const saved = await api('getConsultation', physicianToken, { params: { id: consultation.id } });
    expect(saved.body.reason).toBe('Hoest en koorts!');
  });

  it('gives the conflict, not an overwrite, when reception changes the insurance while the physician types (issue 21 §3)', async () => {
    const patient = (await api('createPatient', physicianToken, { body: newPatientBody() })).body;
    const insured = await api('createInsurance', physicianToken, {
      body: { patient: patient.id, is_primary: true, ...insuranceFields({ number: 'P-300', expiry_date: '2030-12-31' }) },
    });
    expect(insured.status).toBe(201);
    const consultation = await consultationFor(patient.id);
    const page = await browser.signedInPage(url, practice.users.physician, `/schedule/${consultation.id}/consult`);
    const form = page.getByTestId('consultation-form');
    await form.getByTestId('consultation-form-unlock').click();
    const reception = await idToken(practice.users.administration);
    const reason = form.getByRole('textbox', { name: /Reason/ });
    await reason.fill('Buikpijn');
    // The physician keeps typing (never a quiet second) until the realtime message has brought
    // reception's version into the page's cache.
    const save = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes(`/api/planning/consultations/${consultation.id}/`), {
      timeout: 30_000,
    });
    let refreshed = false;
    const refresh = page
      .waitForResponse((r) => r.request().method() === 'GET' && new URL(r.url()).pathname === `/api/planning/consultations/${consultation.id}/`, {
        timeout: 20_000,
      })
      .finally(() => (refreshed = true));
    // Each key waits for its echo in the field and a paint (the page has taken it), not for a
    // clock: '.' and Backspace in turn keep changing the values, and every change starts the
    // autosave's quiet second again, without growing the reason towards its limit.
    const typing = (async () => {
      for (let i = 0; !refreshed; i++) {
        await reason.press('End');
        await reason.press(i % 2 === 0 ? '.' : 'Backspace');
        await expect.poll(() => reason.inputValue()).toBe(i % 2 === 0 ? 'Buikpijn.' : 'Buikpijn');
        await nextPaint(page);
      }
    })();
    // Reception sets the insurance meanwhile.
    const current = (await api('getConsultation', reception, { params: { id: consultation.id } })).body;
    const theirs = await api('updateConsultation', reception, {
      params: { id: consultation.id },
      body: {
        reason_type: reasonId,
        reason: current.reason,
        is_walkin: current.is_walkin,
        insurance: insured.body.id,
        consistency_token: current.consistency_token,
      },
    });
    expect(theirs.status).toBe(200);
    await refresh;
    await typing;
    const typed = await reason.inputValue();
    expect((await save).status()).toBe(409);
    await form
      .getByTestId('consultation-form-errors')
      .getByText(/was changed by someone else/)
      .waitFor();
    expect(await reason.inputValue()).toBe(typed); // nothing typed is lost
    const stored = await api('getConsultation', physicianToken, { params: { id: consultation.id } });
    expect(stored.body).toMatchObject({ insurance: insured.body.id, reason: 'Controle' }); // nothing overwritten

    // 'Reload it and make your change again': Reset shows their version.
    await form.getByTestId('consultation-form-reset').click();
    await expect.poll(() => reason.inputValue()).toBe('Controle');
    await form.getByText(/P-300/).waitFor();
  });

  it('creates, updates, browses and reverts the General History from its card', async () => {
    const patient = await insuredPatient();
    const consultation = await consultationFor(patient.id);
    const page = await browser.signedInPage(url, practice.users.physician, `/schedule/${consultation.id}/consult`);
    const card = page.getByTestId('record-card-history');
    const form = card.getByTestId('history-form');
    const browse = card.getByTestId('history-browse-revisions');
    await form.waitFor();
    await expect(browse.isDisabled()).resolves.toBe(true);
    // Locked: nothing to submit, no code to add.
    await expect(form.getByTestId('history-form-submit').isDisabled()).resolves.toBe(true);
    await expect(form.getByTestId('history-add-code').isDisabled()).resolves.toBe(true);

    await form.getByTestId('history-form-unlock').click();
    await form.getByRole('textbox', { name: 'Description' }).fill('Astma sinds de jeugd.');
    await addCode(page, form, 'R96');
    await addCode(page, form, 'K86');
    await form.getByText('K86 Hypertension uncomplicated').waitFor();
    await form.getByTestId('history-form-submit').click();
    await toast(page, 'Patient history created', 'Patient history was created successfully');
    await expect(browse.isDisabled()).resolves.toBe(true); // one version so far

    await form.getByTestId('history-form-unlock').click();
    await form.getByRole('textbox', { name: 'Description' }).fill('Astma, goed ingesteld.');
    await form.getByRole('button', { name: 'Remove R96' }).click();
    await form.getByTestId('history-form-submit').click();
    await toast(page, 'Patient history updated', 'Patient history was updated successfully');

    await browse.click();
    const dialog = page.getByRole('dialog', { name: '2 General History Revision(s)' });
    await dialog.getByText('Revert to this Version').waitFor();
    await expect(dialog.getByTestId('revision-version').textContent()).resolves.toBe('1');
    await expectAccessible(page);
    await lookAt(page, 'consultation-history-revisions-1440');
    await dialog.getByTestId('revision-revert').click();
    await toast(page, 'Patient history updated', 'Patient history was updated successfully');
    await form.getByText('R96 Asthma', { exact: false }).waitFor();
    const history = await api('getHistory', physicianToken, { params: { id: patient.id } });
    expect(history.body).toMatchObject({ description: 'Astma sinds de jeugd.', icpc_ids: ['R96', 'K86'], version: 3 });

    // At five codes the add button is disabled.
    const five = await api('updateHistory', physicianToken, {
      params: { id: history.body!.id },
      body: { description: 'Vijf', icpc_ids: ['R96', 'K86', 'T90', 'D88', 'L90'], consistency_token: history.body!.consistency_token },
    });
    expect(five.status).toBe(200);
    await page.reload();
    await form.getByTestId('history-form-unlock').click();
    await form.getByText('L90', { exact: false }).waitFor();
    await expect(form.getByTestId('history-add-code').isDisabled()).resolves.toBe(true);
  });
});

async function addCode(page: Page, form: Locator, code: string): Promise<void> {
  await form.getByTestId('history-add-code').click();
  const picker = page.getByTestId('icpc-picker');
  await picker.getByTestId('icpc-search').locator('input').fill(code);
  await picker.locator(`button[data-code="${code}"]`).click();
  await picker.waitFor({ state: 'hidden' });
}

describe('who works with consultations', () => {
  it('sends a nurse opening a consultation to the 404 page, and shows her the PMH episodes and decursus', async () => {
    const patient = await insuredPatient();
    const consultation = await consultationFor(patient.id);
    const episode = await api('createEpisode', physicianToken, { body: { patient: patient.id, name: 'Hypertensie', icpc_id: 'K86' } });
    expect(episode.status).toBe(201);
    const note = await api('getDecursus', physicianToken, { params: { id: consultation.decursus_id } });
    const written = await api('updateDecursus', physicianToken, {
      params: { id: consultation.decursus_id },
      body: { subjective: 'Hoofdpijn', evaluation: 'Spanningshoofdpijn\ngeen rode vlaggen', consistency_token: note.body.consistency_token },
    });
    expect(written.status).toBe(200);

    const nurse = await browser.signedInPage(url, practice.users.nurse, `/patients/${patient.id}/view`);
    await openTab(nurse, 'PMH');
    await nurse.getByTestId('pmh-episodes').getByText('Hypertensie (K86)').waitFor();
    await nurse
      .getByTestId('pmh-decursus')
      .getByText(/\d{2}-\d{2}-\d{4} Spanningshoofdpijn$/)
      .waitFor();
    expect(await button(nurse, 'New Consultation').count()).toBe(0);
    await nurse.setViewportSize(WIDE);
    await lookAt(nurse, 'consultation-nurse-pmh-1440');

    await nurse.goto(`${url}/schedule/${consultation.id}/consult`);
    await nurse.waitForURL('**/404');
    await nurse.getByTestId('error-page-404').waitFor();
  });

  it('offers administration no New Consultation, and sends an unknown view to the 404 page', async () => {
    const patient = await insuredPatient();
    const admin = await browser.signedInPage(url, practice.users.administration, `/patients/${patient.id}/view`);
    await admin.getByTestId('patient-label-name').waitFor();
    await openTab(admin, 'PMH');
    await admin.getByTestId('pmh-disabilities').waitFor();
    expect(await button(admin, 'New Consultation').count()).toBe(0);
    expect(await admin.getByTestId('pmh-episodes').count()).toBe(0);
    expect(await admin.getByTestId('pmh-decursus').count()).toBe(0);

    const consultation = await consultationFor(patient.id);
    const physician = await browser.signedInPage(url, practice.users.physician, `/schedule/${consultation.id}/consult`);
    await physician.getByTestId('consultation-screen').waitFor();
    await physician.goto(`${url}/schedule/${consultation.id}/elsewhere`);
    await physician.waitForURL('**/404');
    await physician.getByTestId('error-page-404').waitFor();
  });
});
