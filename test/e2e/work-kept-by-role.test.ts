import { todayIso } from '@praktijk/shared/dates';
import { holidayOn } from '@praktijk/shared/holidays';
import { nextDay, weekdayOf } from '@praktijk/shared/practice-clock';
import { type Consultation } from '@praktijk/shared/schemas/consultations';
import { type Page, type Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { insuranceFields, newPatientBody } from '../support/patients';
import { idToken } from '../support/practice';
import { lookAt, signIn, toast } from './browser';
import { clinicalPractice, walkIn } from './clinical-practice';
import { decursusField as field } from './decursus-steps';
import { openFromList, openMarkedTab, openTab, tabStatus, uniqueWord, useRecordTest } from './patient-record-steps';
import { textbox } from './patients-helpers';

// Issue 21, "Done when": per role, a walk through the forms of points 1-3 that role may open
// (shared/src/permissions.ts, spec 1 §2 route roles), showing nothing typed is lost: typed work
// survives tab switches, leaving asks first, a decursus survives a closed browser as a server
// draft, and a change by someone else gives the conflict with the typed text kept, never an
// overwrite. The consultation screen (and so its auto-saving form) is the physician's only
// (spec 1: /schedule is physicians'); reception works the same consultation through the API
// meanwhile, which is the concurrent change issue 21 §3 names.
const setup = useRecordTest(() => clinicalPractice('Werk'));

const UNSAVED_HEADER = 'You have unsaved changes';
const CHANGED_ELSEWHERE = /was changed by someone else/;

const unsavedDialog = (page: Page) => page.getByRole('dialog', { name: UNSAVED_HEADER });
const sideNavLink = (page: Page, name: string) => page.getByTestId('side-navigation').getByRole('link', { name, exact: true });
const memoBox = (page: Page) => page.getByTestId('memo-form').getByRole('textbox', { name: 'Memo' });
const vitalsBox = (page: Page, name: string) => page.getByTestId('add-vitals-form').getByRole('textbox', { name, exact: true });
const isDecursusDraftPut = (id: string, field: string, text: string) => (request: { method(): string; url(): string; postDataJSON(): unknown }) =>
  request.method() === 'PUT' &&
  request.url().endsWith(`/api/decursus/${id}/draft/`) &&
  (request.postDataJSON() as Record<string, unknown> | null)?.[field] === text;

async function patientNamed(surname: string): Promise<{ id: string; consistency_token: string }> {
  const created = await setup.api('createPatient', setup.token, { body: newPatientBody({ surname }) });
  expect(created.status).toBe(201);
  return created.body;
}

/** Clicks the side navigation with unsaved work: the question comes, and Stay keeps page and text. */
async function leaveAndStay(page: Page, link: string): Promise<void> {
  const path = new URL(page.url()).pathname;
  await sideNavLink(page, link).click();
  await unsavedDialog(page).waitFor();
  await page.getByTestId('unsaved-changes-stay').click();
  await unsavedDialog(page).waitFor({ state: 'hidden' });
  expect(new URL(page.url()).pathname).toBe(path);
}

/**
 * Holds the consultation form's next auto-save on its way until `whileHeld` has run (the page
 * keeps typing, or someone else writes), then lets it go.
 */
async function holdNextSave(page: Page, consultationId: string, whileHeld: () => Promise<void>): Promise<() => Promise<void>> {
  const pattern = `**/api/planning/consultations/${consultationId}/`;
  let held = false;
  let done: Promise<void> = Promise.resolve();
  let started: () => void = () => undefined;
  const onItsWay = new Promise<void>((resolve) => (started = resolve));
  const handler = async (route: Route) => {
    if (route.request().method() !== 'PUT' || held) return route.continue();
    held = true;
    started();
    done = whileHeld();
    await done;
    await route.continue();
  };
  await page.route(pattern, handler);
  return async () => {
    await onItsWay;
    await done;
    await page.unroute(pattern, handler);
  };
}

/** A weekday two weeks on that is no public holiday: a day the booking is surely open. */
function quietWorkday(): string {
  let day = nextDay(todayIso(), 14);
  while (weekdayOf(day) > 5 || holidayOn(day)) day = nextDay(day);
  return day;
}

/** A patient with an active primary insurance, for a change that sets it. */
async function insuredPatient(): Promise<{ patientId: string; insuranceId: string }> {
  const { id: patientId } = await patientNamed(`werk${uniqueWord()}`);
  const insured = await setup.api('createInsurance', setup.token, {
    body: { patient: patientId, is_primary: true, ...insuranceFields({ number: 'P-721', expiry_date: '2030-12-31' }) },
  });
  expect(insured.status).toBe(201);
  return { patientId, insuranceId: insured.body.id };
}

describe('nothing typed is lost, per role (issue 21 §1-§3)', () => {
  it('physician: a record form across tabs, the decursus kept by the guard, by its draft after a closed browser, and through a conflict', async () => {
    const { id: patientId } = await patientNamed(`werk${uniqueWord()}`);
    const consultation: Consultation = await walkIn(setup, patientId);
    const otherWriter = await idToken(setup.practice.users.staff);

    // A patient-record form: the memo survives a switch to another tab and back, marked unsaved.
    const page = await setup.signedIn('physician', `/patients/${patientId}/edit`);
    await openTab(page, 'Memo');
    await page.getByTestId('memo-form-unlock').click();
    await memoBox(page).fill('Allergisch voor pleisters.');
    await expect.poll(() => tabStatus(page, 'memo')).toBe('dirty');
    await openTab(page, 'Patient Portal');
    await openMarkedTab(page, 'Memo');
    expect(await memoBox(page).inputValue()).toBe('Allergisch voor pleisters.');
    await page.getByTestId('memo-form-submit').click();
    await toast(page, 'Patient memo created', 'Patient memo was created successfully');
    await expect.poll(() => tabStatus(page, 'memo')).toBe('clean');

    // The decursus: the side navigation asks first, and Stay keeps the text.
    await page.goto(`${setup.url}/schedule/${consultation.id}/decursus`);
    await field(page, 'subjective').fill('Hoofdpijn sinds gisteren');
    await leaveAndStay(page, 'Schedule');
    expect(await field(page, 'subjective').inputValue()).toBe('Hoofdpijn sinds gisteren');

    // More typed, kept as the draft on the server, and the browser closed without saving.
    const drafted = page.waitForResponse((r) => isDecursusDraftPut(consultation.id, 'policy', 'Paracetamol zo nodig')(r.request()) && r.status() === 200);
    await field(page, 'policy').fill('Paracetamol zo nodig');
    await drafted;
    await page.context().close();

    // Signed in again in a new browser: the note is restored with its notice.
    const again = await setup.browser.newPage();
    await signIn(again, setup.url, setup.practice.users.physician, `/schedule/${consultation.id}/decursus`);
    await again
      .getByTestId('decursus-draft-restored')
      .getByText(/^Restored your unsaved note from \d{2}:\d{2}$/)
      .waitFor();
    expect(await field(again, 'subjective').inputValue()).toBe('Hoofdpijn sinds gisteren');
    expect(await field(again, 'policy').inputValue()).toBe('Paracetamol zo nodig');
    await lookAt(again, 'work-kept-physician-restored');
    const confirm = again.getByRole('dialog', { name: 'UPDATE DECURSUS ?' }).getByRole('button', { name: 'Confirm', exact: true });
    await again.getByTestId('decursus-save').click();
    await confirm.click();
    await toast(again, 'Decursus updated', 'Decursus was updated successfully');
    expect((await setup.api('getDecursusDraft', setup.token, { params: { id: consultation.id } })).body).toEqual({ draft: null });

    // Someone else saves the note while the physician types on: the conflict keeps the text, and saving on top stores it.
    await field(again, 'objective').fill('RR 135/85');
    const note = (await setup.api('getDecursus', otherWriter, { params: { id: consultation.id } })).body;
    const theirs = await setup.api('updateDecursus', otherWriter, {
      params: { id: consultation.id },
      body: { evaluation: 'Spanningshoofdpijn', consistency_token: note.consistency_token },
    });
    expect(theirs.status).toBe(200);
    await again.getByTestId('decursus-save').click();
    await confirm.click();
    const conflict = again.getByTestId('decursus-conflict');
    await conflict.getByText('This decursus was changed by someone else').waitFor();
    expect(await field(again, 'objective').inputValue()).toBe('RR 135/85');
    await lookAt(again, 'work-kept-physician-conflict');
    await conflict.getByRole('button', { name: 'Save mine on top' }).click();
    await toast(again, 'Decursus updated', 'Decursus was updated successfully');
    await conflict.waitFor({ state: 'detached' });
    const saved = (await setup.api('getDecursus', setup.token, { params: { id: consultation.id } })).body;
    expect(saved).toMatchObject({
      subjective: 'Hoofdpijn sinds gisteren',
      objective: 'RR 135/85',
      evaluation: 'Spanningshoofdpijn',
      policy: 'Paracetamol zo nodig',
    });
  }, 90_000); // two sign-ins, a draft's 3 s of quiet and four saves on a loaded machine

  // Found while writing this file (reported with this test, app code not changed here): the notice of a restored
  // note stays after the note is saved, and its Discard then puts the saved note back into the
  // form, silently throwing away what was typed after the save. This is the behaviour that should
  // hold; it fails until the notice goes with the draft it speaks of.
  it("physician: a restored note's notice goes once the note is saved, so its Discard cannot throw away what is typed after", async () => {
    const consultation = await walkIn(setup);
    const note = (await setup.api('getDecursus', setup.token, { params: { id: consultation.id } })).body;
    const kept = await setup.api('saveDecursusDraft', setup.token, {
      params: { id: consultation.id },
      body: { subjective: 'Misselijk sinds vanochtend', base_token: note.consistency_token },
    });
    expect(kept.status).toBe(200);
    const page = await setup.signedIn('physician', `/schedule/${consultation.id}/decursus`);
    const notice = page.getByTestId('decursus-draft-restored');
    await notice.getByText(/^Restored your unsaved note from \d{2}:\d{2}$/).waitFor();
    expect(await field(page, 'subjective').inputValue()).toBe('Misselijk sinds vanochtend');
    await page.getByTestId('decursus-save').click();
    await page.getByRole('dialog', { name: 'UPDATE DECURSUS ?' }).getByRole('button', { name: 'Confirm', exact: true }).click();
    await toast(page, 'Decursus updated', 'Decursus was updated successfully');
    expect((await setup.api('getDecursusDraft', setup.token, { params: { id: consultation.id } })).body).toEqual({ draft: null });

    await field(page, 'objective').fill('Buik soepel');
    await lookAt(page, 'work-kept-physician-notice-after-save');
    await notice.waitFor({ state: 'detached', timeout: 5_000 }); // no draft is left to restore or discard
    expect(await field(page, 'objective').inputValue()).toBe('Buik soepel');
  });

  it("physician's consultation form: keys typed while its auto-save is on its way are stored, and reception's change gives the conflict", async () => {
    const { patientId, insuranceId } = await insuredPatient();
    const consultation = await walkIn(setup, patientId);
    const page = await setup.signedIn('physician', `/schedule/${consultation.id}/consult`);
    const form = page.getByTestId('consultation-form');
    const reason = form.getByRole('textbox', { name: /Reason/ });
    await form.getByTestId('consultation-form-unlock').click();

    // Typed, a second of quiet starts the save, and typing goes on while it is on its way.
    const typedOn = await holdNextSave(page, consultation.id, async () => {
      await reason.press('End');
      await reason.pressSequentially(' en koorts', { delay: 30 });
    });
    await reason.fill('Hoest');
    await typedOn();
    await expect
      .poll(async () => (await setup.api('getConsultation', setup.token, { params: { id: consultation.id } })).body.reason, { timeout: 20_000 })
      .toBe('Hoest en koorts');
    await form.getByTestId('consultation-form-unlock').waitFor(); // saved and locked again
    expect(await reason.inputValue()).toBe('Hoest en koorts');

    // Reception sets the insurance while the physician's next save is on its way: a 409, not an overwrite.
    const reception = await idToken(setup.practice.users.administration);
    let receptionStatus = 0;
    const receptionWrote = await holdNextSave(page, consultation.id, async () => {
      const current = (await setup.api('getConsultation', reception, { params: { id: consultation.id } })).body;
      receptionStatus = (
        await setup.api('updateConsultation', reception, {
          params: { id: consultation.id },
          body: {
            reason_type: setup.reasonId,
            reason: current.reason,
            is_walkin: current.is_walkin,
            insurance: insuranceId,
            consistency_token: current.consistency_token,
          },
        })
      ).status;
    });
    await form.getByTestId('consultation-form-unlock').click();
    await reason.fill('Hoest en koorts, 39 graden');
    await receptionWrote();
    expect(receptionStatus).toBe(200);
    await form.getByTestId('consultation-form-errors').getByText(CHANGED_ELSEWHERE).waitFor();
    expect(await reason.inputValue()).toBe('Hoest en koorts, 39 graden'); // nothing typed is lost
    await lookAt(page, 'work-kept-consultation-conflict');
    const stored = (await setup.api('getConsultation', setup.token, { params: { id: consultation.id } })).body;
    expect(stored).toMatchObject({ insurance: insuranceId, reason: 'Hoest en koorts' }); // nothing overwritten
  }, 60_000);

  it('nurse: the vital functions add form survives switching tabs, and browser back asks first', async () => {
    const surname = `werk${uniqueWord()}`;
    await patientNamed(surname);
    const page = await setup.signedIn('nurse', '/patients');
    await openFromList(page, surname);
    const recordPath = new URL(page.url()).pathname;

    await openTab(page, 'Health');
    await openTab(page, 'Vital Functions');
    await page.getByTestId('vitals-add').click();
    await vitalsBox(page, 'Temperature (°C)').fill('38,2');
    await vitalsBox(page, 'Pulse rate (bpm)').fill('96');
    await expect.poll(() => tabStatus(page, 'health')).toBe('dirty');

    // Away to another record tab and back: the open add form and its values are still there.
    await openTab(page, 'General');
    await openMarkedTab(page, 'Health');
    expect(await vitalsBox(page, 'Temperature (°C)').inputValue()).toBe('38.2');
    expect(await vitalsBox(page, 'Pulse rate (bpm)').inputValue()).toBe('96');

    // The side navigation and browser back ask first; Stay keeps the page and the values.
    await leaveAndStay(page, 'Patients');
    await page.goBack();
    await unsavedDialog(page).waitFor();
    await lookAt(page, 'work-kept-nurse-back');
    await page.getByTestId('unsaved-changes-stay').click();
    await unsavedDialog(page).waitFor({ state: 'hidden' });
    await expect.poll(() => new URL(page.url()).pathname).toBe(recordPath);
    expect(await vitalsBox(page, 'Temperature (°C)').inputValue()).toBe('38.2');

    await page.getByTestId('add-vitals-form-submit').click();
    await toast(page, 'Patient vitals created', 'Patient vitals was created successfully');
    await page.getByTestId('vitals').getByRole('row').filter({ hasText: '38.2 °C' }).waitFor();
    await expect.poll(() => tabStatus(page, 'health')).toBe('clean');
  }, 60_000);

  it("administration: General and Memo survive tab switches and the side navigation; a physician's change to the patient gives the conflict", async () => {
    const surname = `werk${uniqueWord()}`;
    const patient = await patientNamed(surname);
    const page = await setup.signedIn('administration', `/patients/${patient.id}/edit`);

    await page.getByTestId('general-form-unlock').click();
    await textbox(page, 'Profession').fill('Onderwijzeres');
    await expect.poll(() => tabStatus(page, 'general')).toBe('dirty');
    await openTab(page, 'Memo');
    await page.getByTestId('memo-form-unlock').click();
    await memoBox(page).fill('Komt met de bus, liefst na 10:00.');
    await openTab(page, 'Patient Portal');
    await openMarkedTab(page, 'General');
    expect(await textbox(page, 'Profession').inputValue()).toBe('Onderwijzeres');
    await openMarkedTab(page, 'Memo');
    expect(await memoBox(page).inputValue()).toBe('Komt met de bus, liefst na 10:00.');

    await leaveAndStay(page, 'Planning');
    expect(await memoBox(page).inputValue()).toBe('Komt met de bus, liefst na 10:00.');
    await page.getByTestId('memo-form-submit').click();
    await toast(page, 'Patient memo created', 'Patient memo was created successfully');

    // The physician changes the patient meanwhile: reception's save is refused, its text kept.
    const theirs = await setup.api('updatePatient', setup.token, {
      params: { id: patient.id },
      body: { ...newPatientBody({ surname, profession: 'Verpleegkundige' }), consistency_token: patient.consistency_token },
    });
    expect(theirs.status).toBe(200);
    await openMarkedTab(page, 'General');
    await page.getByTestId('general-form-submit').click();
    await page.getByTestId('general-form-errors').getByText(CHANGED_ELSEWHERE).waitFor();
    expect(await textbox(page, 'Profession').inputValue()).toBe('Onderwijzeres');
    await lookAt(page, 'work-kept-administration-conflict');
    const stored = (await setup.api('getPatient', setup.token, { params: { id: patient.id } })).body as { profession: string };
    expect(stored.profession).toBe('Verpleegkundige'); // nothing overwritten
    const memo = (await setup.api('getMemo', setup.token, { params: { id: patient.id } })).body as { description: string } | null;
    expect(memo?.description).toBe('Komt met de bus, liefst na 10:00.');
  }, 60_000);

  // Reception's consultation form is the booking's (Planning, spec 1 §2: /schedule is physicians').
  // Found while writing this file (reported with this test, app code not changed here): once the realtime
  // message has brought the physician's change into the open booking, Submit sends the fresh
  // token with the form's old values and silently puts the insurance back to none. This is the
  // behaviour that should hold (issue 21 §3); it fails until the form keeps the token it was
  // edited on.
  it("administration: the booking's consultation fields keep what was typed; a physician's change meanwhile gives the conflict, not an overwrite", async () => {
    const { patientId, insuranceId } = await insuredPatient();
    const physician = setup.practice.users.physician;
    const reception = await idToken(setup.practice.users.administration);
    const day = quietWorkday();
    const booking = await setup.api('bookConsultation', reception, {
      body: {
        patient: patientId,
        practitioner: physician.id,
        start: `${day}T09:00`,
        end: `${day}T09:15`,
        reason_type: setup.reasonId,
        reason: 'Controle',
        is_walkin: false,
        insurance: null,
      },
    });
    expect(booking.status, JSON.stringify(booking.body)).toBe(201);
    const page = await setup.signedIn('administration', `/planning/physicians/${physician.email}?view=day&date=${day}`);
    await page.getByTestId('planning-calendar').locator('.rbc-event').first().click();
    const modal = page.getByTestId('edit-booking-modal');
    await modal.getByTestId('edit-booking-form-unlock').click();
    const reason = modal.getByRole('textbox', { name: 'Reason', exact: true });
    await reason.fill('Controle suiker');

    // The physician sets the insurance meanwhile, and the open booking shows their change.
    const current = (await setup.api('getConsultation', setup.token, { params: { id: booking.body.id } })).body;
    const theirs = await setup.api('updateConsultation', setup.token, {
      params: { id: booking.body.id },
      body: { reason_type: setup.reasonId, reason: current.reason, is_walkin: false, insurance: insuranceId, consistency_token: current.consistency_token },
    });
    expect(theirs.status).toBe(200);
    await modal.getByTestId('value-updated').getByText(new RegExp(physician.firstName)).waitFor({ timeout: 15_000 });
    expect(await reason.inputValue()).toBe('Controle suiker'); // the refresh kept what was typed

    const answer = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === `/api/planning/consultations/${booking.body.id}/`,
    );
    await modal.getByTestId('edit-booking-form-submit').click();
    expect((await answer).status()).toBe(409);
    await modal.getByTestId('edit-booking-form-errors').getByText(CHANGED_ELSEWHERE).waitFor();
    await lookAt(page, 'work-kept-administration-booking-conflict');
    expect(await reason.inputValue()).toBe('Controle suiker');
    const stored = (await setup.api('getConsultation', setup.token, { params: { id: booking.body.id } })).body;
    expect(stored).toMatchObject({ insurance: insuranceId, reason: 'Controle' }); // nothing overwritten
  }, 60_000);
});
