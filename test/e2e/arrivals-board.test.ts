import { todayIso } from '@praktijk/shared/dates';
import { type Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { typedApi, type TypedApi } from '../support/api';
import { newPatientBody } from '../support/patients';
import { createTestPractice, createTestUser, idToken, type TestPractice, type TestUser } from '../support/practice';
import { twin } from '../support/twin-env';
import { expectAccessible } from './axe';
import { lookAt, useBrowser } from './browser';
import { settledMeasure } from './conditions';

// Issue 22 §2, one arrivals board for the front desk: on the Team day (/planning) one list of
// today's expected, waiting and treated patients of every practitioner, with Arrived and Undo
// Arrived, filterable by practitioner and updated live; beside the team's columns at 1366 px and
// above them at 1024 px, whole (no text cut off). And a practitioner's Day view keeps its
// patients of the day beside the calendar from 1280 px with every tab in sight.
let url: string;
let api: TypedApi;
let practice: TestPractice;
let token: string;
let second: TestUser;
const today = todayIso();
const browser = useBrowser();

interface Booked {
  id: string;
  name: string;
  /** As the board and the calendar name the patient: surname first, then the initial. */
  short: string;
  practitioner: TestUser;
}
const booked: Booked[] = [];

/** Books a new patient today from..to with the practitioner, through the API. */
async function book(practitioner: TestUser, first: string, surname: string, from: string, to: string, reasonType: string): Promise<void> {
  const patient = await api('createPatient', token, { body: newPatientBody({ first_name: first, surname }) });
  expect(patient.status, JSON.stringify(patient.body)).toBe(201);
  const consultation = await api('bookConsultation', token, {
    body: {
      patient: patient.body.id,
      practitioner: practitioner.id,
      start: `${today}T${from}`,
      end: `${today}T${to}`,
      reason_type: reasonType,
      reason: 'Controle',
      is_walkin: false,
      insurance: null,
    },
  });
  expect(consultation.status, JSON.stringify(consultation.body)).toBe(201);
  booked.push({ id: consultation.body.id, name: consultation.body.patient_name, short: `${surname}, ${first[0]}.`, practitioner });
}

beforeAll(async () => {
  url = twin().url;
  api = typedApi(url);
  practice = await createTestPractice();
  token = await idToken(practice.users.staff);
  second = await createTestUser(practice.id, ['physician'], { firstName: 'Bram' });
  // Both practitioners work every day from 06:00, so the test books today whenever it runs.
  for (const member of [practice.users.physician, second]) {
    const config = await api('updateCalendarConfig', token, {
      params: { username: member.email },
      body: { min: '06:00', max: '22:00', interval: 15, weekdays: [1, 2, 3, 4, 5, 6, 7], consistency_token: null },
    });
    expect(config.status, JSON.stringify(config.body)).toBe(200);
  }
  const reason = await api('createConsultReasonType', token, { body: { name: 'Spreekuur' } });
  expect(reason.status).toBe(201);
  const physician = practice.users.physician;
  await book(physician, 'Rinia', 'Amatmoekrim', '06:00', '06:15', reason.body.id);
  await book(physician, 'Soekirman', 'Sastrodikromo', '06:15', '06:30', reason.body.id);
  await book(second, 'Cynthia', 'Wongsonadi', '06:00', '06:15', reason.body.id);
  await book(second, 'Dennis', 'Pinas', '06:30', '06:45', reason.body.id);
});

const board = (page: Page) => page.getByTestId('arrivals-board');
const group = (page: Page, name: 'expected' | 'waiting' | 'treated') => board(page).getByTestId(`arrivals-${name}`);
const rowOf = (page: Page, name: 'expected' | 'waiting' | 'treated', patient: Booked) =>
  group(page, name).getByTestId('arrivals-row').filter({ hasText: patient.short });
/** The short names a group lists, in its order. */
const listed = (page: Page, name: 'expected' | 'waiting' | 'treated') =>
  group(page, name)
    .getByTestId('arrivals-row')
    .evaluateAll((rows) => rows.map((row) => row.querySelector('.praktijk-arrivals__patient')?.textContent ?? ''));

/** Every element of the board whose text is wider than its box (cut off or scrolled), as 'tag: text'. */
function clippedOnBoard(): string[] | null {
  const root = document.querySelector('[data-testid="arrivals-board"]');
  if (!root) return null;
  return Array.from(root.querySelectorAll<HTMLElement>('.praktijk-arrivals__row, .praktijk-arrivals__row *'))
    .filter((element) => element.scrollWidth > element.clientWidth + 1)
    .map((element) => `${element.tagName}: ${element.textContent ?? ''}`);
}

describe('the arrivals board on the Team day (issue 22 §2)', () => {
  it("lists every practitioner's patients of the day, marks and undoes arrivals, filters, and follows other users' changes", async () => {
    const page = await browser.signedInPage(url, practice.users.administration, '/planning');
    await page.setViewportSize({ width: 1366, height: 768 });
    const [amat, sastro, wongso, pinas] = booked as [Booked, Booked, Booked, Booked];
    await expect.poll(() => listed(page, 'expected'), { timeout: 15_000 }).toEqual([wongso.short, amat.short, sastro.short, pinas.short]);
    expect(await group(page, 'waiting').getByTestId('arrivals-waiting-empty').textContent()).toBe('Nobody is waiting.');
    // Each row names its practitioner: reception sees whose patient it is.
    expect(await rowOf(page, 'expected', pinas).getByTestId('arrivals-practitioner').textContent()).toContain('Bram');

    // Beside the team's columns, its top in the first screen: Arrived is not a day's scroll away.
    const layout = await settledMeasure(
      page,
      () => {
        const side = document.querySelector('[data-testid="arrivals-board"]')?.getBoundingClientRect();
        const calendar = document.querySelector('[data-testid="planning-calendar"]')?.getBoundingClientRect();
        return side && calendar ? { boardLeft: side.left, boardTop: side.top, calendarRight: calendar.right } : null;
      },
      undefined,
    );
    expect(layout.boardLeft).toBeGreaterThanOrEqual(layout.calendarRight);
    expect(layout.boardTop).toBeLessThan(768);
    // Who is on call stays on the Team day: the practitioners' line above it.
    expect(await page.getByTestId('planning-sidebar-item').count()).toBe(2);

    // Arrived: the patient moves to Waiting, with a waiting time; Undo Arrived moves them back.
    await board(page)
      .getByRole('button', { name: `Arrived: ${amat.name}` })
      .click();
    await rowOf(page, 'waiting', amat).waitFor();
    expect(await rowOf(page, 'waiting', amat).getByTestId('waiting-time').textContent()).toMatch(/^Waiting (\d+ min|\d+ h \d\d min)$/);
    await expect.poll(() => listed(page, 'expected')).toEqual([wongso.short, sastro.short, pinas.short]);
    await lookAt(page, 'arrivals-board-1366');
    await board(page)
      .getByRole('button', { name: `Undo Arrived: ${amat.name}` })
      .click();
    await expect.poll(() => listed(page, 'expected')).toEqual([wongso.short, amat.short, sastro.short, pinas.short]);
    expect(await listed(page, 'waiting')).toEqual([]);

    // The filter: one practitioner's patients only, then everyone's again.
    await board(page).getByTestId('arrivals-filter').click();
    await page.getByRole('option', { name: second.firstName, exact: false }).click();
    await expect.poll(() => listed(page, 'expected')).toEqual([wongso.short, pinas.short]);
    await board(page).getByTestId('arrivals-filter').click();
    await page.getByRole('option', { name: 'All practitioners' }).click();
    await expect.poll(() => listed(page, 'expected')).toHaveLength(4);

    // Another user marks a patient arrived through the API: the board follows without a reload.
    const current = await api('getConsultation', token, { params: { id: wongso.id } });
    const arrived = await api('setConsultationArrived', token, {
      params: { id: wongso.id },
      body: { arrived: true, consistency_token: current.body.consistency_token },
    });
    expect(arrived.status, JSON.stringify(arrived.body)).toBe(200);
    await rowOf(page, 'waiting', wongso).waitFor({ timeout: 15_000 });
    await expect.poll(() => listed(page, 'expected')).toEqual([amat.short, sastro.short, pinas.short]);
    await expectAccessible(page);
  }, 90_000);

  it('stands above the team at 1024 px, in the first screen, with no text cut off', async () => {
    const page = await browser.signedInPage(url, practice.users.administration, '/planning');
    await page.setViewportSize({ width: 1024, height: 768 });
    // The day as the test before left it: three expected, one waiting (with its Undo Arrived, the widest button).
    await expect.poll(() => listed(page, 'expected'), { timeout: 15_000 }).toHaveLength(3);
    await rowOf(page, 'waiting', booked[2]!).waitFor();
    const layout = await settledMeasure(
      page,
      () => {
        const side = document.querySelector('[data-testid="arrivals-board"]')?.getBoundingClientRect();
        const calendar = document.querySelector('[data-testid="planning-calendar"]')?.getBoundingClientRect();
        return side && calendar ? { boardTop: side.top, boardBottom: side.bottom, calendarTop: calendar.top, scrollY: window.scrollY } : null;
      },
      undefined,
    );
    expect(layout.scrollY).toBe(0);
    expect(layout.boardTop).toBeLessThan(768);
    expect(layout.boardBottom).toBeLessThanOrEqual(layout.calendarTop);
    expect(await settledMeasure(page, clippedOnBoard, undefined)).toEqual([]);
    await lookAt(page, 'arrivals-board-1024');
    await expectAccessible(page);
  }, 60_000);

  it("keeps a practitioner's patients of the day beside their Day view from 1280 px, every tab in sight", async () => {
    const path = `/planning/physicians/${practice.users.physician.email}?view=day&date=${today}`;
    const page = await browser.signedInPage(url, practice.users.administration, path);
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.getByTestId('planning-calendar').waitFor();
    const lists = page.getByTestId('day-lists');
    await lists.getByRole('tab', { name: 'Hourly' }).waitFor();
    const layout = await settledMeasure(
      page,
      () => {
        const side = document.querySelector('[data-testid="day-lists"]')?.getBoundingClientRect();
        const calendar = document.querySelector('[data-testid="planning-calendar"]')?.getBoundingClientRect();
        const tabs = Array.from(document.querySelectorAll('[data-testid="day-lists"] [role="tab"]')).map((tab) => {
          const box = tab.getBoundingClientRect();
          return { text: tab.textContent, cut: tab.scrollWidth > tab.clientWidth + 1, inside: side ? box.left >= side.left && box.right <= side.right : false };
        });
        const tabList = document.querySelector('[data-testid="day-lists"] [role="tablist"]');
        return side && calendar && tabList
          ? { listsLeft: side.left, calendarRight: calendar.right, tabs, tabsScroll: tabList.scrollWidth > tabList.clientWidth + 1 }
          : null;
      },
      undefined,
    );
    expect(layout.listsLeft).toBeGreaterThanOrEqual(layout.calendarRight);
    expect(layout.tabs).toEqual(['Waiting', 'Treated', 'Hourly'].map((text) => ({ text, cut: false, inside: true })));
    expect(layout.tabsScroll).toBe(false);
    // Cloudscape shows scroll arrows only when the tabs do not fit.
    expect(await lists.getByRole('button', { name: /scroll/i }).count()).toBe(0);
    await lookAt(page, 'arrivals-day-view-1366');

    // A week keeps the whole width for its days (issue 22 §1): there the lists stay below the calendar.
    await page.goto(`${url}/planning/physicians/${practice.users.physician.email}?view=week&date=${today}`);
    await page.getByTestId('planning-calendar').waitFor();
    const week = await settledMeasure(
      page,
      () => {
        const side = document.querySelector('[data-testid="day-lists"]')?.getBoundingClientRect();
        const calendar = document.querySelector('[data-testid="planning-calendar"]')?.getBoundingClientRect();
        return side && calendar ? { listsTop: side.top, calendarBottom: calendar.bottom } : null;
      },
      undefined,
    );
    expect(week.listsTop).toBeGreaterThanOrEqual(week.calendarBottom);
  }, 60_000);
});
