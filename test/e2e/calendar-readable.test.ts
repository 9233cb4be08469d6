import { todayIso } from '@praktijk/shared/dates';
import { holidayOn } from '@praktijk/shared/holidays';
import { nextDay, weekdayOf } from '@praktijk/shared/practice-clock';
import { type Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { typedApi, type TypedApi } from '../support/api';
import { newPatientBody } from '../support/patients';
import { createTestPractice, idToken, type TestPractice } from '../support/practice';
import { twin } from '../support/twin-env';
import { lookAt, useBrowser } from './browser';
import { settledMeasure } from './conditions';

// Issue 22 §1: a calendar a receptionist can read. Every 15-minute booking shows the patient's
// surname and initial and its state (not colour alone) inside its box, in the Week and the Day
// view, at 1366 and at 1024 px; a longer booking adds its reason. The patients have the longest
// names of the demo's kind (a double first name, a Chinese-Surinamese surname, long Javanese ones).
let url: string;
let api: TypedApi;
let practice: TestPractice;
const browser = useBrowser();

const PATIENTS = [
  { first_name: 'Soekirman', surname: 'Sastrodikromo', shown: 'Sastrodikromo, S.' },
  { first_name: 'Mei Ling', surname: 'Tjon A Fong', shown: 'Tjon A Fong, M.L.' },
  { first_name: 'Jacqueline', surname: 'Karsowidjojo', shown: 'Karsowidjojo, J.' },
  { first_name: 'Sharmila', surname: 'Bhagwandin', shown: 'Bhagwandin, S.' },
  { first_name: 'Desi', surname: 'Van Ommeren', shown: 'Van Ommeren, D.' },
  { first_name: 'Marlène', surname: 'Wijngaarde', shown: 'Wijngaarde, M.' },
] as const;
/** The state each 15-minute booking is brought to, in the patients' order. */
const STATES = ['Booked', 'Arrived', 'Treated', 'Booked', 'Arrived', 'Booked'] as const;
/** Back to back from 09:00, a quarter of an hour each. */
const SLOTS = [
  ['09:00', '09:15'],
  ['09:15', '09:30'],
  ['09:30', '09:45'],
  ['09:45', '10:00'],
  ['10:00', '10:15'],
  ['10:15', '10:30'],
] as const;
const LONG_REASON = 'Bloeddruk';

/** A weekday of next week that is no public holiday: arrivals are allowed on it (it has not passed). */
function bookingDay(): string {
  let day = nextDay(todayIso(), 8 - weekdayOf(todayIso()) + 1); // next week's Tuesday
  while (weekdayOf(day) > 5 || holidayOn(day)) day = nextDay(day);
  return day;
}
const day = bookingDay();

beforeAll(async () => {
  url = twin().url;
  api = typedApi(url);
  practice = await createTestPractice();
  const token = await idToken(practice.users.staff);
  const reasonType = (await api('createConsultReasonType', token, { body: { name: 'Spreekuur' } })).body.id;
  const book = async (patient: string, from: string, to: string, reason: string) => {
    const res = await api('bookConsultation', token, {
      body: {
        patient,
        practitioner: practice.users.physician.id,
        start: `${day}T${from}`,
        end: `${day}T${to}`,
        reason_type: reasonType,
        reason,
        is_walkin: false,
        insurance: null,
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body;
  };
  for (const [index, patient] of PATIENTS.entries()) {
    const created = await api('createPatient', token, { body: newPatientBody({ first_name: patient.first_name, surname: patient.surname }) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const [from, to] = SLOTS[index]!;
    let booking = await book(created.body.id, from, to, 'Spreekuur');
    const state = STATES[index]!;
    if (state !== 'Booked') {
      const arrived = await api('setConsultationArrived', token, {
        params: { id: booking.id },
        body: { arrived: true, consistency_token: booking.consistency_token },
      });
      expect(arrived.status, JSON.stringify(arrived.body)).toBe(200);
      booking = arrived.body;
    }
    if (state === 'Treated') {
      const treated = await api('setConsultationProcessed', token, {
        params: { id: booking.id },
        body: { processed: true, consistency_token: booking.consistency_token },
      });
      expect(treated.status, JSON.stringify(treated.body)).toBe(200);
    }
  }
  // A half-hour booking: it has room for its reason.
  await book((await api('createPatient', token, { body: newPatientBody({ first_name: 'Ravi', surname: 'Ramdin' }) })).body.id, '11:00', '11:30', LONG_REASON);
});

interface Measured {
  label: string;
  minutes: number;
  /** The name it shows. */
  name: string;
  /** Names of the parts that are clipped (scrollWidth > clientWidth) or stick out of the event's box. */
  faults: string[];
}

/**
 * Every timed event of the calendar: its length, the name it shows, and which of its parts are
 * missing, clipped or outside its box (a longer one's reason too).
 */
function measureEvents(): Measured[] | null {
  const events = Array.from(document.querySelectorAll<HTMLElement>('[data-testid="planning-calendar"] .rbc-time-content .rbc-event'));
  if (events.length === 0) return null;
  return events.map((event) => {
    const box = event.getBoundingClientRect();
    const [, from = '', to = ''] = /(\d\d:\d\d)-(\d\d:\d\d)/.exec(event.title) ?? [];
    const minutes = Number(to.slice(0, 2)) * 60 + Number(to.slice(3)) - (Number(from.slice(0, 2)) * 60 + Number(from.slice(3)));
    const faults: string[] = [];
    for (const part of minutes > 15 ? ['name', 'state', 'reason'] : ['name', 'state']) {
      const element = event.querySelector<HTMLElement>(`.praktijk-event__${part}`);
      const rect = element?.getBoundingClientRect();
      if (!element || !rect || rect.width === 0 || rect.height === 0) {
        faults.push(`${part} not shown`);
        continue;
      }
      if (element.scrollWidth > element.clientWidth) faults.push(`${part} clipped (${element.scrollWidth} > ${element.clientWidth})`);
      const inside = rect.left >= box.left - 0.5 && rect.right <= box.right + 0.5 && rect.top >= box.top - 0.5 && rect.bottom <= box.bottom + 0.5;
      if (!inside) faults.push(`${part} outside the box`);
    }
    return { label: event.title, minutes, name: event.querySelector('.praktijk-event__name')?.textContent ?? '', faults };
  });
}

async function openCalendar(page: Page, view: 'week' | 'day', width: number) {
  await page.setViewportSize({ width, height: 768 });
  await page.goto(`${url}/planning/physicians/${practice.users.physician.email}?view=${view}&date=${day}`);
  await page.getByTestId('planning-calendar').locator('.rbc-event', { hasText: PATIENTS[0].surname }).waitFor();
}

describe('a calendar a receptionist can read (issue 22 §1)', () => {
  for (const view of ['week', 'day'] as const) {
    for (const width of [1366, 1024]) {
      it(`shows every 15-minute booking's surname, initial and state inside its box in the ${view} view at ${width} px`, async () => {
        const page = await browser.signedInPage(url, practice.users.administration, '/planning');
        await openCalendar(page, view, width);
        const measured = await settledMeasure(page, measureEvents, undefined);
        await lookAt(page, `calendar-readable-${view}-${width}`);
        const short = measured.filter((event) => event.minutes === 15);
        expect(short).toHaveLength(PATIENTS.length);
        for (const [index, patient] of PATIENTS.entries()) {
          const event = short.find((e) => e.label.includes(patient.surname));
          expect(event, patient.surname).toBeDefined();
          expect(event!.faults, event!.label).toEqual([]);
          expect(event!.name).toBe(patient.shown);
          // The state is in the event's accessible name (a word or a shape's text alternative).
          const accessibleName = new RegExp(`^(?=.*${patient.shown.replace(/\./g, '\\.')})(?=.*\\b${STATES[index]}\\b)`);
          const button = page.getByTestId('planning-calendar').getByRole('button', { name: accessibleName });
          expect(await button.count(), `${patient.surname} ${STATES[index]}`).toBe(1);
        }
        const long = measured.find((event) => event.minutes === 30);
        expect(long?.faults).toEqual([]);
      });
    }
  }
});
