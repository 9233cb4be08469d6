import { todayIso } from '@praktijk/shared/dates';
import { holidayOn } from '@praktijk/shared/holidays';
import { nextDay, weekdayOf } from '@praktijk/shared/practice-clock';
import { type Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { typedApi, type TypedApi } from '../support/api';
import { newPatientBody } from '../support/patients';
import { createTestPractice, idToken, type TestPractice } from '../support/practice';
import { twin } from '../support/twin-env';
import { lookAt, toast, useBrowser } from './browser';

// Issue 22 §3, booking that helps: New booking opens on the practitioner's next free slot, not at
// the first slot of the day, and a booking whose time has passed asks first; the From list tags
// the times already taken; the day view's Previous and Next skip the days the practitioner does not
// work; Block time offers the booking's times; Edit booking closes once updated. With §5: the
// planning's modals open on their first control and give the focus back.
let url: string;
let api: TypedApi;
let practice: TestPractice;
let token: string;
let reasonType: string;
let patient: { id: string; surname: string };
const browser = useBrowser();
const dutch = (day: string) => day.split('-').reverse().join('-');

/** A working weekday (no public holiday) at least `days` days from today. */
function workdayFrom(days: number): string {
  let day = nextDay(todayIso(), days);
  while (weekdayOf(day) > 5 || holidayOn(day)) day = nextDay(day);
  return day;
}

beforeAll(async () => {
  url = twin().url;
  api = typedApi(url);
  practice = await createTestPractice();
  token = await idToken(practice.users.staff);
  reasonType = (await api('createConsultReasonType', token, { body: { name: 'Spreekuur' } })).body.id;
  const created = await api('createPatient', token, { body: newPatientBody({ first_name: 'Gerda', surname: 'Elsenhout' }) });
  expect(created.status).toBe(201);
  patient = { id: created.body.id, surname: 'Elsenhout' };
});

/** Books the test patient with the physician on `day` from..to (HH:mm). */
async function book(day: string, from: string, to: string, reason = 'Controle'): Promise<string> {
  const booked = await api('bookConsultation', token, {
    body: {
      patient: patient.id,
      practitioner: practice.users.physician.id,
      start: `${day}T${from}`,
      end: `${day}T${to}`,
      reason_type: reasonType,
      reason,
      is_walkin: false,
      insurance: null,
    },
  });
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  return booked.body.id;
}

/** The data-testid, or else the aria-label, of the focused element. */
const focused = (page: Page) =>
  page.evaluate(
    () => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.tagName,
  );

const calendarPath = (day: string) => `/planning/physicians/${practice.users.physician.email}?view=day&date=${day}`;

describe('booking that helps (issue 22 §3)', () => {
  it("opens New booking on the practitioner's next free slot of the day shown", async () => {
    const day = workdayFrom(10);
    const early = await api('bookConsultation', token, {
      body: {
        patient: patient.id,
        practitioner: practice.users.physician.id,
        start: `${day}T07:30`,
        end: `${day}T09:00`,
        reason_type: reasonType,
        reason: 'Onderzoek',
        is_walkin: false,
        insurance: null,
      },
    });
    expect(early.status, JSON.stringify(early.body)).toBe(201);
    const page = await browser.signedInPage(url, practice.users.administration, calendarPath(day));
    await page.getByTestId('planning-calendar').locator('.rbc-event', { hasText: patient.surname }).waitFor();
    await page.getByTestId('calendar-new-booking').click();
    const modal = page.getByTestId('booking-modal');
    await expect.poll(() => modal.getByTestId('field-start').textContent()).toContain('09:00');
    expect(await modal.getByRole('textbox', { name: 'Date', exact: true }).inputValue()).toBe(dutch(day));
    expect(await modal.getByTestId('field-end').textContent()).toContain('09:15');
    await lookAt(page, 'booking-help-next-free-opening');
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await modal.waitFor({ state: 'detached' });
  });

  it('asks before booking a time that has passed, and books only when told to', async () => {
    const past = nextDay(todayIso(), -7);
    const page = await browser.signedInPage(url, practice.users.administration, calendarPath(todayIso()));
    await page.getByTestId('calendar-new-booking').click();
    const modal = page.getByTestId('booking-modal');
    await modal.getByRole('textbox', { name: 'Date', exact: true }).fill(dutch(past));
    await modal.getByTestId('field-patient').click();
    await page.getByLabel('Search patients', { exact: true }).fill(patient.surname);
    await page.getByRole('option', { name: new RegExp(patient.surname) }).click();
    await modal.getByTestId('field-start').click();
    await page.getByRole('option', { name: '10:00', exact: true }).click();
    await modal.getByTestId('field-reason_type').click();
    await page.getByRole('option', { name: 'Spreekuur' }).click();
    await modal.getByRole('textbox', { name: 'Reason', exact: true }).fill('Nacontrole');

    await modal.getByTestId('booking-form-submit').click();
    const confirm = page.getByTestId('confirm-dialog');
    await confirm.getByText(`${dutch(past).slice(0, 10)}`, { exact: false }).waitFor();
    await lookAt(page, 'booking-help-past-asks');
    await page.getByTestId('confirm-dialog-cancel').click();
    await expect.poll(() => modal.getByTestId('booking-form-errors').first().textContent()).toContain('Not booked');
    const slots = await api('getSlots', token, { query: { practitioner: practice.users.physician.email, from: past, to: past } });
    expect(slots.body.kind === 'range' && slots.body.consultations).toEqual([]);

    await modal.getByTestId('booking-form-submit').click();
    await page.getByTestId('confirm-dialog-confirm').click();
    await modal.waitFor({ state: 'detached' });
    const after = await api('getSlots', token, { query: { practitioner: practice.users.physician.email, from: past, to: past } });
    expect(after.body.kind === 'range' && after.body.consultations.map((c) => c.patient_id)).toEqual([patient.id]);
  });

  it('tags the From times already taken, and opens on its first field and gives the focus back', async () => {
    const day = workdayFrom(12);
    await book(day, '09:00', '09:30');
    const page = await browser.signedInPage(url, practice.users.administration, calendarPath(day));
    await page.getByTestId('planning-calendar').locator('.rbc-event', { hasText: patient.surname }).waitFor();
    await page.getByTestId('calendar-new-booking').click();
    const modal = page.getByTestId('booking-modal');
    await expect.poll(() => modal.getByTestId('field-start').textContent()).toContain('07:30');
    // The focus is in the form, not on the header's Close.
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="field-patient"]')))).toBe(true);
    await modal.getByTestId('field-start').click();
    expect(await page.getByRole('option', { name: /^09:00/ }).textContent()).toContain('Taken');
    expect(await page.getByRole('option', { name: /^09:15/ }).textContent()).toContain('Taken');
    expect(await page.getByRole('option', { name: /^08:45/ }).textContent()).toBe('08:45');
    expect(await page.getByRole('option', { name: /^09:30/ }).textContent()).toBe('09:30');
    await lookAt(page, 'booking-help-taken-times');
    await page.getByRole('option', { name: /^10:00/ }).click();
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await modal.waitFor({ state: 'detached' });
    await expect.poll(() => focused(page)).toBe('calendar-new-booking');
  });

  it("steps the day view's Previous and Next over the days the practitioner does not work", async () => {
    let friday = workdayFrom(7);
    while (weekdayOf(friday) !== 5) friday = nextDay(friday);
    const monday = nextDay(friday, 3);
    const page = await browser.signedInPage(url, practice.users.administration, calendarPath(friday));
    const range = page.getByTestId('calendar-range');
    await expect.poll(() => range.textContent()).toBe(`vr ${dutch(friday)}`);
    await page.getByTestId('calendar-next').click();
    await expect.poll(() => range.textContent()).toBe(`ma ${dutch(monday)}`);
    await page.getByTestId('calendar-previous').click();
    await expect.poll(() => range.textContent()).toBe(`vr ${dutch(friday)}`);
  });

  it("blocks time with the booking's time pickers, where '25:00' matches no time", async () => {
    const day = workdayFrom(14);
    const page = await browser.signedInPage(url, practice.users.administration, calendarPath(day));
    await page.getByTestId('calendar-block-time').click();
    const modal = page.getByTestId('blocked-modal');
    await expect.poll(() => modal.getByTestId('field-start').textContent()).toContain('07:30');
    await modal.getByTestId('field-start').click();
    const filter = modal.getByTestId('field-start').getByRole('combobox');
    await filter.fill('25:00');
    await modal.getByText('No matches', { exact: true }).waitFor();
    await filter.fill('09:00');
    await page.getByRole('option', { name: '09:00', exact: true }).click();
    await modal.getByTestId('field-end').click();
    await page.getByRole('option', { name: '10:00', exact: true }).click();
    await modal.getByRole('textbox', { name: 'Reason', exact: true }).fill('Huisbezoek');
    await lookAt(page, 'booking-help-block-time');
    await modal.getByTestId('blocked-form-submit').click();
    await toast(page, 'Time blocked', '09:00-10:00, Huisbezoek');
    await modal.waitFor({ state: 'detached' });
    await expect.poll(() => focused(page)).toBe('calendar-block-time');
    const slots = await api('getSlots', token, { query: { practitioner: practice.users.physician.email, from: day, to: day } });
    expect(slots.body.kind === 'range' && slots.body.blocked.map((b) => b.reason)).toEqual(['Huisbezoek']);
  });

  it("opens a booking on Arrived, and closes it after 'Booking updated'", async () => {
    const day = workdayFrom(16);
    const id = await book(day, '11:00', '11:15', 'Bloeddruk');
    const page = await browser.signedInPage(url, practice.users.administration, calendarPath(day));
    await page.getByTestId('planning-calendar').locator('.rbc-event', { hasText: patient.surname }).click();
    const modal = page.getByTestId('edit-booking-modal');
    await expect.poll(() => focused(page)).toBe('booking-arrived');
    // No insurance: '-' while locked, the prompt once unlocked.
    expect(await modal.getByTestId('field-insurance').getByRole('button').first().textContent()).toBe('-');
    await modal.getByTestId('edit-booking-form-unlock').click();
    await expect.poll(() => modal.getByTestId('field-insurance').getByRole('button').first().textContent()).toBe('Choose an insurance');
    await modal.getByRole('textbox', { name: 'Reason', exact: true }).fill('Bloeddruk en suiker');
    await modal.getByTestId('edit-booking-form-submit').click();
    await toast(page, 'Booking updated', 'The booking was updated successfully');
    await modal.waitFor({ state: 'detached' });
    const stored = await api('getConsultation', token, { params: { id } });
    expect(stored.body.reason).toBe('Bloeddruk en suiker');
  });

  it("books from the patient's record, that patient chosen, and lists it under Upcoming consultations", async () => {
    const created = await api('createPatient', token, { body: newPatientBody({ first_name: 'Rachel', surname: 'Sewdien' }) });
    expect(created.status).toBe(201);
    const page = await browser.signedInPage(url, practice.users.administration, `/patients/${created.body.id}/view`);
    await page.getByTestId('book-appointment').click();
    const modal = page.getByTestId('booking-modal');
    await expect.poll(() => modal.getByTestId('field-patient').textContent()).toContain('Sewdien');
    await modal.getByTestId('field-reason_type').click();
    await page.getByRole('option', { name: 'Spreekuur' }).click();
    await modal.getByRole('textbox', { name: 'Reason', exact: true }).fill('Uitslag bespreken');
    await lookAt(page, 'booking-help-from-record');
    await modal.getByTestId('booking-form-submit').click();
    await modal.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('upcoming-consultations').textContent()).toContain('Uitslag bespreken');
    const future = await api('futureConsultations', token, { params: { id: created.body.id } });
    expect(future.body.map((c) => [c.reason, c.practitioner.id])).toEqual([['Uitslag bespreken', practice.users.physician.id]]);
    await expect.poll(() => focused(page)).toBe('book-appointment');

    // A nurse may not book: no button.
    const nurse = await browser.signedInPage(url, practice.users.nurse, `/patients/${created.body.id}/view`);
    await nurse.getByTestId('patient-header').waitFor();
    expect(await nurse.getByTestId('book-appointment').count()).toBe(0);
  });
});
