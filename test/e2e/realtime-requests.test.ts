import { todayIso } from '@praktijk/shared/dates';
import { holidayOn } from '@praktijk/shared/holidays';
import { nextDay } from '@praktijk/shared/practice-clock';
import { type Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { newPatientBody } from '../support/patients';
import { createTestUser, idToken, type TestUser } from '../support/practice';
import { useBrowser } from './browser';
import { clinicalPractice, walkIn, WIDE, type ClinicalPractice } from './clinical-practice';
import { requestsInFlight, timersOfDelay } from './conditions';

// Issue 22 §6: one booking change, made through the API by another user, costs each open screen
// at most 3 GETs (the Team day with a team of four, a physician's consultation screen), and no
// answer is reported as misfitting its schema. The realtime client collects messages for
// COALESCE_WINDOW_MS (web/src/query/realtime-passes.ts) before it refreshes.
const COALESCE_WINDOW_MS = 200;
const BUDGET = 3;
let setup: ClinicalPractice;
let staffToken: string;
let team: TestUser[];
let patientId: string;
const browser = useBrowser();

/** Today, or the next day that is no public holiday (a closed day takes no bookings). */
function openDay(): string {
  let day = todayIso();
  while (holidayOn(day)) day = nextDay(day);
  return day;
}
const day = openDay();

beforeAll(async () => {
  setup = await clinicalPractice('Realtime');
  staffToken = await idToken(setup.practice.users.staff);
  const colleagues = await Promise.all([1, 2, 3].map(() => createTestUser(setup.practice.id, ['physician'])));
  team = [setup.practice.users.physician, ...colleagues];
  // Every practitioner works every day from 06:00, so the test books on any day it runs.
  for (const member of team) {
    const config = await setup.api('updateCalendarConfig', staffToken, {
      params: { username: member.email },
      body: { min: '06:00', max: '22:00', interval: 15, weekdays: [1, 2, 3, 4, 5, 6, 7], consistency_token: null },
    });
    expect(config.status, JSON.stringify(config.body)).toBe(200);
  }
  const patient = await setup.api('createPatient', staffToken, { body: newPatientBody({ first_name: 'Rosa', surname: 'Realtijd' }) });
  expect(patient.status).toBe(201);
  patientId = patient.body.id;
});

interface Watched {
  page: Page;
  gets: string[];
  misfits: string[];
  planningFrames: number;
  settled(): Promise<void>;
}

/** Opens the page, then loads it again with its socket, requests, console and the coalescing timer watched. */
async function watch(user: TestUser, path: string): Promise<Watched> {
  const page = await browser.signedInPage(setup.url, user, path);
  await page.setViewportSize(WIDE);
  const timers = await timersOfDelay(page, COALESCE_WINDOW_MS);
  const flight = requestsInFlight(page);
  const watched = { page, gets: [] as string[], misfits: [] as string[], planningFrames: 0 } as Watched;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/')) watched.gets.push(`${url.pathname}${url.search}`);
  });
  page.on('console', (message) => {
    if (message.text().includes('does not match its schema')) watched.misfits.push(message.text());
  });
  // Every socket the page opens (it opens a new one after a drop): the messages may come on any.
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      if (String(payload).includes('"type":"planning"')) watched.planningFrames += 1;
    }),
  );
  await page.reload();
  watched.settled = async () => {
    await timers.allFired();
    await flight.idle();
  };
  await page.getByTestId('side-navigation').waitFor();
  await watched.settled();
  return watched;
}

/** A blocked time of another practitioner weeks away: a message every open socket receives, once connected. */
async function warmUp(pages: Watched[]): Promise<void> {
  let weeks = 3;
  await expect
    .poll(
      async () => {
        if (pages.every((w) => w.planningFrames > 0)) return true;
        const far = nextDay(day, 7 * weeks++);
        const blocked = await setup.api('createBlockedTime', staffToken, {
          body: { practitioner: team[3]!.id, start: `${far}T12:00`, end: `${far}T12:15`, reason: 'Cursus' },
        });
        expect(blocked.status, JSON.stringify(blocked.body)).toBe(201);
        return pages.every((w) => w.planningFrames > 0);
      },
      { timeout: 60_000, interval: 1_000 },
    )
    .toBe(true);
  for (const watched of pages) await watched.settled();
}

describe('realtime requests per booking change', () => {
  it(`one booking costs each open screen at most ${BUDGET} GETs, and every answer fits its schema`, async () => {
    const consultation = await walkIn(setup);
    const consult = await watch(setup.practice.users.physician, `/schedule/${consultation.id}/consult`);
    await consult.page.getByTestId('consultation-screen').waitFor();
    const teamDay = await watch(setup.practice.users.administration, `/planning?date=${day}`);
    await teamDay.page.getByTestId('planning-calendar').waitFor();
    await warmUp([consult, teamDay]);

    for (const watched of [consult, teamDay]) {
      watched.gets.length = 0;
      watched.planningFrames = 0;
    }
    const booked = await setup.api('bookConsultation', staffToken, {
      body: { patient: patientId, practitioner: team[0]!.id, start: `${day}T06:30`, end: `${day}T06:45`, reason_type: setup.reasonId, reason: 'Controle' },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    for (const watched of [consult, teamDay]) {
      await expect.poll(() => watched.planningFrames, { timeout: 15_000 }).toBeGreaterThan(0);
      await watched.settled();
    }
    // The change shows where it belongs: the booking is on the Team day without a reload.
    await teamDay.page
      .getByTestId('planning-calendar')
      .getByText(/Realtijd/)
      .first()
      .waitFor();
    await teamDay.settled();

    const perScreen = { 'Team day': teamDay.gets, 'consultation screen': consult.gets };
    console.log(`GETs after one booking change: ${JSON.stringify(perScreen, null, 1)}`);
    for (const [screen, gets] of Object.entries(perScreen)) expect(gets.length, `${screen}: ${gets.join(', ')}`).toBeLessThanOrEqual(BUDGET);
    expect([...consult.misfits, ...teamDay.misfits]).toEqual([]);
  });
});
