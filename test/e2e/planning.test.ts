import { todayIso } from '@praktijk/shared/dates';
import { holidayOn } from '@praktijk/shared/holidays';
import { nextDay, practiceLocal, weekdayOf } from '@praktijk/shared/practice-clock';
import { type Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { typedApi, type TypedApi } from '../support/api';
import { newPatientBody } from '../support/patients';
import { createTestPractice, createTestUser, idToken, type TestPractice, type TestUser } from '../support/practice';
import { twin } from '../support/twin-env';
import { expectAccessible } from './axe';
import { lookAt, toast, useBrowser } from './browser';

// Issue 11's walk through the planning, in three browsers at once: two receptionists book the
// same physician's time (one is refused), the physician's open calendar shows the bookings
// without a reload, reception marks an arrival from the waiting list, the physician works the
// day from /schedule and toggles On-Call; next free slot skips a blocked hour.
let url: string;
let api: TypedApi;
let practice: TestPractice;
let secondReceptionist: TestUser;
let staffToken: string;
const patients: { id: string; name: string; surname: string }[] = [];
const browser = useBrowser();
const today = todayIso();

beforeAll(async () => {
  url = twin().url;
  api = typedApi(url);
  practice = await createTestPractice();
  secondReceptionist = await createTestUser(practice.id, ['administration']);
  staffToken = await idToken(practice.users.staff);
  expect((await api('createConsultReasonType', staffToken, { body: { name: 'Spreekuur' } })).status).toBe(201);
  for (const surname of ['Abauna', 'Brahim']) {
    const created = await api('createPatient', staffToken, { body: newPatientBody({ first_name: 'Rosa', surname }) });
    expect(created.status).toBe(201);
    patients.push({ id: created.body.id, name: `Rosa ${surname}`, surname });
  }
});

const calendarPath = (view: 'day' | 'week', date = today) => `/planning/physicians/${practice.users.physician.email}?view=${view}&date=${date}`;

/** Fills the New booking dialog for today (it opens on the next free slot, issue 22 §3): the patient found by surname, `start` onwards, the reason type. */
async function fillBooking(page: Page, surname: string, start: string) {
  await page.getByTestId('calendar-new-booking').click();
  const modal = page.getByTestId('booking-modal');
  await modal.getByRole('textbox', { name: 'Date', exact: true }).fill(today.split('-').reverse().join('-'));
  await modal.getByTestId('field-patient').click();
  await page.getByLabel('Search patients', { exact: true }).fill(surname);
  await page.getByRole('option', { name: new RegExp(surname) }).click();
  await modal.getByTestId('field-start').click();
  await page.getByRole('option', { name: start, exact: true }).click();
  await modal.getByTestId('field-reason_type').click();
  await page.getByRole('option', { name: 'Spreekuur' }).click();
  await modal.getByRole('textbox', { name: 'Reason', exact: true }).fill('Controle');
  return modal;
}

/** Booking today at a time that has passed asks first (issue 22 §3): this walk-through books anyway. */
async function bookAnywayIfPast(page: Page, start: string) {
  if (`${today}T${start}` >= practiceLocal(Date.now())) return;
  await page.getByTestId('confirm-dialog').getByText('Book in the past?').waitFor();
  await page.getByTestId('confirm-dialog-confirm').click();
}

/** A weekday from two weeks on that is no public holiday: the next-free search starts there. */
function quietWorkday(): string {
  let day = nextDay(today, 14);
  while (weekdayOf(day) > 5 || holidayOn(day)) day = nextDay(day);
  return day;
}

describe('the planning', () => {
  it('books without double booking, shows it everywhere at once and runs the physician day', async () => {
    const physician = await browser.signedInPage(url, practice.users.physician, calendarPath('day'));
    const reception = await browser.signedInPage(url, practice.users.administration, calendarPath('day'));
    const second = await browser.signedInPage(url, secondReceptionist, calendarPath('day'));
    for (const page of [physician, reception, second]) await page.getByTestId('planning-calendar').waitFor();
    await expectAccessible(reception);

    // Both receptionists take 09:00 for a different patient and press Book at the same moment.
    const first = await fillBooking(reception, patients[0]!.surname, '09:00');
    const rival = await fillBooking(second, patients[1]!.surname, '09:00');
    await Promise.all([first.getByTestId('booking-form-submit').click(), rival.getByTestId('booking-form-submit').click()]);
    await Promise.all([reception, second].map((page) => bookAnywayIfPast(page, '09:00')));
    const outcomes = await Promise.all(
      [first, rival].map((modal) =>
        Promise.race([
          modal.waitFor({ state: 'detached' }).then(() => 'booked'),
          modal
            .getByTestId('booking-form-errors')
            .first()
            .waitFor()
            .then(() => 'refused'),
        ]),
      ),
    );
    expect([...outcomes].sort()).toEqual(['booked', 'refused']);
    const refusedPage = outcomes[0] === 'refused' ? reception : second;
    const refusedModal = outcomes[0] === 'refused' ? first : rival;
    expect(await refusedModal.getByTestId('booking-form-errors').first().textContent()).toContain(
      'overlaps another booking of this practitioner (09:00-09:15)',
    );
    await lookAt(refusedPage, 'planning-refused-double-booking');

    // The refused receptionist takes the next slot instead.
    await refusedModal.getByTestId('field-start').click();
    await refusedPage.getByRole('option', { name: '09:15', exact: true }).click();
    await refusedModal.getByTestId('booking-form-submit').click();
    await bookAnywayIfPast(refusedPage, '09:15');
    await refusedModal.waitFor({ state: 'detached' });

    // The physician's calendar, open all along, shows both without a reload.
    const events = physician.getByTestId('planning-calendar').locator('.rbc-event');
    for (const { surname } of patients)
      await events
        .filter({ hasText: `${surname}, R.` })
        .first()
        .waitFor({ timeout: 15_000 });
    // A 15-minute booking is one line high: the patient's name is on it, inside its box.
    const booking = events.filter({ hasText: `${patients[0]!.surname}, R.` }).first();
    const [box, nameBox] = await Promise.all([booking.boundingBox(), booking.locator('.praktijk-event__name').boundingBox()]);
    expect(nameBox!.y + nameBox!.height).toBeLessThanOrEqual(box!.y + box!.height + 1);
    await lookAt(physician, 'planning-physician-day');
    for (const width of [1024, 1440]) {
      await physician.setViewportSize({ width, height: 900 });
      await lookAt(physician, `planning-physician-day-${width}`);
    }

    // Reception marks the first patient Arrived from the waiting list beside the calendar.
    await reception.getByRole('button', { name: `Arrived: ${patients[0]!.name}` }).click();
    await reception.getByTestId('day-lists-waiting').getByText(patients[0]!.name).waitFor();
    await physician.getByTestId('day-lists-waiting').getByText(patients[0]!.name).waitFor({ timeout: 15_000 });
    await lookAt(reception, 'planning-reception-arrived');

    // The physician's schedule: the day, kept across a reload, and the consultation screen from it.
    await physician.goto(`${url}/schedule`);
    const rows = physician.getByTestId('schedule-patient');
    await rows.filter({ hasText: patients[0]!.name }).waitFor();
    await physician.getByTestId('schedule-next-day').click();
    await physician.getByTestId('schedule-empty').waitFor();
    await physician.reload();
    await physician.getByTestId('schedule-empty').waitFor();
    expect(await physician.getByTestId('schedule-day').textContent()).toContain(nextDay(today).split('-').reverse().join('-'));
    await physician.getByTestId('schedule-today').click();
    await rows.filter({ hasText: patients[0]!.name }).click();
    await physician.waitForURL('**/schedule/*/consult');

    // On-Call in the top bar, saved on click; the receptionist's sidebar says so.
    const onCall = physician.getByTestId('on-call-toggle').getByRole('button', { name: 'On-Call' });
    await expect.poll(() => onCall.getAttribute('aria-pressed')).toBe('false');
    await onCall.click();
    await expect.poll(() => onCall.getAttribute('aria-pressed')).toBe('true');
    // The button's tooltip follows the pointer and the focus (a portal outside the landmarks): both move on.
    await physician.mouse.move(0, 0);
    await physician.keyboard.press('Escape');
    await reception.goto(`${url}/planning`);
    await reception.getByTestId('planning-sidebar-item').filter({ hasText: 'On call' }).waitFor({ timeout: 15_000 });
    await expectAccessible(reception);
    await lookAt(reception, 'planning-team-day');
  }, 150_000); // three browsers, two bookings of today through 'Book in the past?' and the physician's day: 91 s on a loaded machine

  it('finds the next free slot past a blocked hour', async () => {
    const day = quietWorkday();
    const token = await idToken(practice.users.administration);
    const blocked = await api('createBlockedTime', token, {
      body: { practitioner: practice.users.physician.id, start: `${day}T07:30`, end: `${day}T08:30`, reason: 'Teamoverleg' },
    });
    expect(blocked.status, JSON.stringify(blocked.body)).toBe(201);
    const page = await browser.signedInPage(url, practice.users.administration, calendarPath('week', day));
    await page.getByTestId('planning-calendar').locator('.rbc-event', { hasText: 'Teamoverleg' }).waitFor();
    // The length is labelled and starts at the practitioner's interval (issue 22 §3), 15 minutes by default.
    expect(await page.getByRole('button', { name: /^Length/ }).textContent()).toContain('15 min');
    await page.getByTestId('next-free').click();
    const dutch = day.split('-').reverse().join('-');
    await expect.poll(() => page.getByTestId('next-free-answer').textContent()).toContain(`${dutch} 08:30-08:45`);

    // Booking it from there opens the dialog at that time.
    await page.getByTestId('next-free-book').click();
    const modal = page.getByTestId('booking-modal');
    await expect.poll(() => modal.getByTestId('field-start').textContent()).toContain('08:30');
    await lookAt(page, 'planning-next-free');
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await expectAccessible(page);
  });
});

describe('the planning by keyboard and permission', () => {
  it('blocks time from the toolbar and shows it in the week', async () => {
    const quiet = quietWorkday();
    const day = nextDay(quiet, 8 - weekdayOf(quiet)); // the Monday after it
    const page = await browser.signedInPage(url, practice.users.administration, calendarPath('week', day));
    await page.getByTestId('calendar-block-time').click();
    const modal = page.getByTestId('blocked-modal');
    await modal.getByRole('textbox', { name: 'Reason', exact: true }).fill('Nascholing');
    await modal.getByTestId('blocked-form-submit').click();
    await toast(page, 'Time blocked', '07:30-08:30, Nascholing');
    await page.getByTestId('planning-calendar').locator('.rbc-event', { hasText: 'Nascholing' }).waitFor();
    expect(await page.getByTestId('calendar-range').textContent()).toContain(day.split('-').reverse().join('-'));
  });

  it('books from a slot clicked in the day view, at its time', async () => {
    const day = nextDay(quietWorkday(), 2);
    const page = await browser.signedInPage(url, practice.users.administration, calendarPath('day', day));
    // 07:30 by 15 minutes: the fifteenth slot of the day's column is 11:00 (forced: the events layer lies over the slots).
    await page.getByTestId('planning-calendar').locator('.rbc-day-slot').first().locator('.rbc-time-slot').nth(14).click({ force: true });
    const modal = page.getByTestId('booking-modal');
    await expect.poll(() => modal.getByTestId('field-start').textContent()).toContain('11:00');
    expect(await modal.getByTestId('field-end').textContent()).toContain('11:15');
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await modal.waitFor({ state: 'detached' });
  });

  it('is not open to nurses: the planning is the 404 page for them', async () => {
    const page = await browser.signedInPage(url, practice.users.nurse, '/patients');
    await page.goto(`${url}${calendarPath('week')}`);
    await page.waitForURL('**/404');
  });
});
