import { todayIso } from '@praktijk/shared/dates';
import { holidayOn } from '@praktijk/shared/holidays';
import { nextDay } from '@praktijk/shared/practice-clock';
import { chromium, type Browser, type Page } from 'playwright-core';
import { typedApi, type TypedApi } from '../support/api';
import { newPatientBody } from '../support/patients';
import { createTestPractice, createTestUser, idToken, type TestUser } from '../support/practice';

// Issue 22 §6: the GETs one booking change costs each open screen, against the budget of 3.
// Measured in Chromium on the real pages (Team day of a team of TEAM practitioners, reception's
// landing, and a physician's consultation screen), not at the query-cache level: what counts is
// what the pages send, and that depends on which queries the screens really hold, which a
// model of them would have to restate and could get wrong. The booking is made through the API
// by another user; each page's GETs are counted from then until the page is quiet.

const TEAM = 4;
const BUDGET = 3;
/** A page is quiet when nothing is in flight and nothing new was asked for this long (well past the client's 200 ms coalescing). */
const QUIET_MS = 1_000;

export interface RealtimeFigure {
  screen: string;
  gets: number;
}

function openDay(): string {
  let day = todayIso();
  while (holidayOn(day)) day = nextDay(day);
  return day;
}

interface Watched {
  page: Page;
  gets: number;
  frames: number;
}

async function signedIn(browser: Browser, url: string, user: TestUser, path: string): Promise<Watched> {
  const page = await (await browser.newContext({ viewport: { width: 1366, height: 768 } })).newPage();
  const watched: Watched = { page, gets: 0, frames: 0 };
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname.startsWith('/api/')) watched.gets += 1;
  });
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      if (String(payload).includes('"type":"planning"')) watched.frames += 1;
    }),
  );
  await page.goto(`${url}/login`);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByTestId('side-navigation').waitFor();
  await page.goto(`${url}${path}`);
  await page.getByTestId('side-navigation').waitFor();
  return watched;
}

/** Until nothing has been asked for QUIET_MS and nothing is in flight. */
async function quiet(page: Page): Promise<void> {
  let open = 0;
  let last = Date.now();
  const start = (): void => {
    open += 1;
    last = Date.now();
  };
  const end = (): void => {
    open -= 1;
    last = Date.now();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  while (open > 0 || Date.now() - last < QUIET_MS) await new Promise((resolve) => setTimeout(resolve, 100));
  page.off('request', start);
  page.off('requestfinished', end);
  page.off('requestfailed', end);
}

async function until(condition: () => boolean, act: () => Promise<void>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('no realtime message arrived');
    await act();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

async function practiceWithTeam(api: TypedApi) {
  const practice = await createTestPractice();
  const staff = await idToken(practice.users.staff);
  const team = [practice.users.physician, ...(await Promise.all(Array.from({ length: TEAM - 1 }, () => createTestUser(practice.id, ['physician']))))];
  for (const member of team)
    await api('updateCalendarConfig', staff, {
      params: { username: member.email },
      body: { min: '06:00', max: '22:00', interval: 15, weekdays: [1, 2, 3, 4, 5, 6, 7], consistency_token: null },
    });
  const reason = (await api('createConsultReasonType', staff, { body: { name: 'Spreekuur' } })).body.id;
  const patient = (await api('createPatient', staff, { body: newPatientBody() })).body.id;
  const walkIn = (
    await api('createConsultation', staff, { params: { id: patient }, body: { reason_type: reason, reason: 'Controle', is_walkin: true, insurance: null } })
  ).body.id;
  return { practice, staff, team, reason, patient, walkIn };
}

export async function realtimeRequestFigures(url: string): Promise<RealtimeFigure[]> {
  const api = typedApi(url);
  const { practice, staff, team, reason, patient, walkIn } = await practiceWithTeam(api);
  const day = openDay();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const screens = {
      [`Team day (${TEAM} practitioners)`]: await signedIn(browser, url, practice.users.administration, `/planning?date=${day}`),
      'consultation screen': await signedIn(browser, url, practice.users.physician, `/schedule/${walkIn}/consult`),
    };
    const pages = Object.values(screens);
    // The sockets connect after the pages load: a far blocked time until every page has had a message.
    let weeks = 3;
    await until(
      () => pages.every((w) => w.frames > 0),
      async () => {
        const far = nextDay(day, 7 * weeks++);
        await api('createBlockedTime', staff, { body: { practitioner: team[TEAM - 1]!.id, start: `${far}T12:00`, end: `${far}T12:15`, reason: 'Cursus' } });
      },
    );
    await Promise.all(pages.map((w) => quiet(w.page)));
    for (const w of pages) [w.gets, w.frames] = [0, 0];
    await api('bookConsultation', staff, {
      body: { patient, practitioner: team[0]!.id, start: `${day}T06:30`, end: `${day}T06:45`, reason_type: reason, reason: 'Controle' },
    });
    await until(
      () => pages.every((w) => w.frames > 0),
      () => Promise.resolve(),
    );
    await Promise.all(pages.map((w) => quiet(w.page)));
    return Object.entries(screens).map(([screen, w]) => ({ screen, gets: w.gets }));
  } finally {
    await browser.close();
  }
}

export function printRealtimeFigures(figures: RealtimeFigure[]): void {
  console.log(`\nRealtime: GETs one booking change costs each open screen (Chromium, until quiet; budget ${BUDGET} per screen):`);
  for (const { screen, gets } of figures) console.log(`  ${screen.padEnd(32)} ${String(gets).padStart(3)} GETs   ${gets <= BUDGET ? 'within' : 'OVER'} budget`);
}
