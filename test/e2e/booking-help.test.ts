import { todayIso } from '@praktijk/shared/dates';
import { holidayOn } from '@praktijk/shared/holidays';
import { nextDay, weekdayOf } from '@praktijk/shared/practice-clock';
import { beforeAll, describe, expect, it } from 'vitest';
import { typedApi, type TypedApi } from '../support/api';
import { newPatientBody } from '../support/patients';
import { createTestPractice, idToken, type TestPractice } from '../support/practice';
import { twin } from '../support/twin-env';
import { lookAt, useBrowser } from './browser';

// Issue 22 §3, booking that helps: New booking opens on the practitioner's next free slot, not at
// the first slot of the day, and a booking whose time has passed asks first.
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
});
