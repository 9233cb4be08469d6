import { ulid } from 'ulid';
import { takeDbCalls } from '@praktijk/functions/lib/data/call-counter';
import { type ApiOperation } from '@praktijk/shared/client/route-types';
import { todayIso } from '@praktijk/shared/dates';
import { nextDay, practiceInstant } from '@praktijk/shared/practice-clock';
import { type RawCallOptions, typedApi, type TypedApi } from '../support/api';
import { newPatientBody } from '../support/patients';
import { createTestPractice, idToken } from '../support/practice';
import { loadItems, loadOtherPractitioners, weekItems, weekdaysAhead } from './planning-load';
import { summarize, time } from './stats';

// Planning (issue 11's budget): a practitioner's week of 400 consultations, loaded as the calendar
// screen loads it (the week's slots, the calendar config, the days and the events, in parallel)
// and a booking into that week (POST, then deleted untimed so every round books onto the same
// busy day), at 1 and at 50 practitioners' worth of bookings in the practice: the figures must not
// grow with the practice. Each request's DynamoDB commands are counted (the caller's BatchGet
// included). Then 50 concurrent attempts to book one slot, of which exactly one may be stored.
// Bulk bookings are written straight into the table (planning-load.ts); everything measured is HTTP.

/** BENCH_PLANNING_ROUNDS shortens a run (default 100 rounds of each figure). */
const ROUNDS = Number(process.env.BENCH_PLANNING_ROUNDS ?? 100);
// Generous: the first size is measured right after the handlers first load (JIT, connection pools).
const WARM_UP = 30;
/** BENCH_PLANNING_PRACTITIONERS: the practice sizes compared, in practitioners with a full week each. */
const SIZES = (process.env.BENCH_PLANNING_PRACTITIONERS ?? '1,50').split(',').map(Number);
const WEEK_CONSULTATIONS = 400;
const RACERS = 50;
/** Goal: p95 at the largest practice within this factor of the smallest. */
const MAX_RATIO = 1.2;
/** Budget: each of the calendar's requests within this many DynamoDB round trips, and no Scan. */
const MAX_ROUND_TRIPS = 3;

interface Measured {
  name: string;
  median: number;
  p95: number;
  dbCalls: number;
  commands: string[];
}
interface SizeFigure {
  practitioners: number;
  week: { median: number; p95: number };
  requests: Measured[];
  booking: Measured & { failed: Record<number, number> };
}
export interface PlanningFigures {
  sizes: SizeFigure[];
  race: { stored: number; answers: Record<number, number> };
}

type Call = { name: ApiOperation; run: () => Promise<unknown> };

const tally = (statuses: readonly number[]) => statuses.reduce<Record<number, number>>((t, s) => ({ ...t, [s]: (t[s] ?? 0) + 1 }), {});

/** The calendar screen's requests for a practitioner's week. */
function weekCalls(api: TypedApi, token: string, username: string, from: string, to: string): Call[] {
  const call = (name: ApiOperation, options: RawCallOptions): Call => ({ name, run: () => api.raw(name, token, options) });
  return [
    call('getSlots', { query: { practitioner: username, from, to } }),
    call('getCalendarConfig', { params: { username } }),
    call('calendarDays', { query: { from, to } }),
    call('calendarEvents', { query: { from, to } }),
  ];
}

/** The DynamoDB commands of one run (after warm-up: the practice's users are then kept, as in a warm Lambda). */
async function counted(run: () => Promise<unknown>): Promise<{ dbCalls: number; commands: string[] }> {
  takeDbCalls();
  await run();
  const { count, commands } = takeDbCalls();
  return { dbCalls: count, commands };
}

export async function planningFigures(url: string): Promise<PlanningFigures> {
  const api = typedApi(url);
  const practice = await createTestPractice();
  const token = await idToken(practice.users.administration);
  const physician = practice.users.physician;
  const practitioner = { id: physician.id, name: `Dr. ${physician.firstName} ${physician.lastName}` };
  const reason = (await api('createConsultReasonType', token, { body: { name: 'Bench', practitioner: null } })).body;
  const patient = (await api('createPatient', token, { body: newPatientBody() })).body;
  // The bulk bookings' patients are ids only: the calendar shows the name kept on the booking.
  const bulkPatients = Array.from({ length: 200 }, () => ulid());
  const week = { days: weekdaysAhead(todayIso(), 3), perDay: WEEK_CONSULTATIONS / 5 };
  await loadItems(weekItems(practice.id, practitioner, bulkPatients, week));

  const [from, busyDay, raceDay] = [week.days[0]!, week.days[2]!, week.days[3]!];
  const calls = weekCalls(api, token, physician.email, from, nextDay(from, 6));
  const openWeek = () => Promise.all(calls.map((c) => c.run()));
  // A quarter of an hour in the free afternoon of a day whose morning is booked full.
  const booking = (day: string, start: string, end: string) => ({
    body: {
      patient: patient.id,
      practitioner: physician.id,
      start: `${day}T${start}`,
      end: `${day}T${end}`,
      reason_type: reason.id,
      reason: 'Bench',
      is_walkin: false,
      insurance: null,
    },
  });
  const book = () => api.raw('bookConsultation', token, booking(busyDay, '15:00', '15:15'));
  const unbook = (answer: Awaited<ReturnType<typeof book>>) =>
    answer.status < 300
      ? api.raw('deleteConsultation', token, { params: { id: answer.body.id }, query: { consistency_token: answer.body.consistency_token } })
      : undefined;

  const sizes: SizeFigure[] = [];
  let loaded = 1;
  for (const practitioners of SIZES) {
    await loadOtherPractitioners(practice.id, practitioners - loaded, bulkPatients, week);
    loaded = Math.max(loaded, practitioners);
    await time(WARM_UP, openWeek); // each handler's first load is not a figure of the calendar
    const set = summarize(await time(ROUNDS, openWeek));
    const requests: Measured[] = [];
    for (const c of calls) requests.push({ name: c.name, ...(await counted(c.run)), ...summarize(await time(ROUNDS / 2, c.run)) });

    const samples: number[] = [];
    const statuses: number[] = [];
    let bookingCalls = { dbCalls: 0, commands: [] as string[] };
    for (let round = -WARM_UP; round < ROUNDS; round++) {
      takeDbCalls();
      const started = performance.now();
      const answer = await book();
      const elapsed = performance.now() - started;
      const made = takeDbCalls();
      if (round === 0) bookingCalls = { dbCalls: made.count, commands: made.commands };
      if (round >= 0) samples.push(elapsed);
      statuses.push(answer.status);
      await unbook(answer);
    }
    const failed = tally(statuses.filter((s) => s >= 300));
    sizes.push({ practitioners, week: set, requests, booking: { name: 'bookConsultation', ...bookingCalls, ...summarize(samples), failed } });
  }

  // One free slot, fifty receptionists at once: the day's guard lets one booking through.
  const answers = await Promise.all(Array.from({ length: RACERS }, () => api.raw('bookConsultation', token, booking(raceDay, '16:00', '16:15'))));
  const day = await api('getSlots', token, { query: { practitioner: physician.email, from: raceDay, to: raceDay } });
  const slot = practiceInstant(`${raceDay}T16:00`).getTime();
  const stored = day.body.kind === 'range' ? day.body.consultations.filter((c) => Date.parse(c.start) === slot).length : -1;
  return { sizes, race: { stored, answers: tally(answers.map((a) => a.status)) } };
}

const ms = (n: number) => n.toFixed(1).padStart(6);
const commandsOf = (m: Pick<Measured, 'commands'>) => m.commands.map((c) => c.replace(/Command$/, '')).join(', ');
const hasScan = (m: Pick<Measured, 'commands'>) => m.commands.some((c) => c.startsWith('Scan'));

export function printPlanningFigures(figures: PlanningFigures): void {
  console.log(
    `\nPlanning: a practitioner's week of ${WEEK_CONSULTATIONS} consultations (the calendar's requests in parallel, ${ROUNDS} rounds; ` +
      `a booking onto its busiest day, ${ROUNDS} rounds; reads sent side by side count one call each):`,
  );
  for (const row of figures.sizes) {
    console.log(`  ${row.practitioners} practitioner(s) with a full week (${row.practitioners * WEEK_CONSULTATIONS} consultations in the practice):`);
    console.log(`      loading the week (set)  p50 ${ms(row.week.median)} ms  p95 ${ms(row.week.p95)} ms`);
    for (const r of [...row.requests, row.booking]) {
      const scan = hasScan(r) ? '  SCAN!' : '';
      console.log(`      ${r.name.padEnd(20)}    p50 ${ms(r.median)} ms  p95 ${ms(r.p95)} ms  DynamoDB calls ${r.dbCalls} (${commandsOf(r)})${scan}`);
    }
    const failed = Object.entries(row.booking.failed);
    if (failed.length) console.log(`      bookings refused: ${failed.map(([status, n]) => `${status} x${n}`).join(', ')}`);
  }
  const race = Object.entries(figures.race.answers).map(([status, n]) => `${status} x${n}`);
  console.log(`  ${RACERS} concurrent bookings of one slot: ${figures.race.stored} stored (goal exactly 1); answers ${race.join(', ')}`);
  if (figures.sizes.length < 2) return;
  const [small, large] = [figures.sizes[0]!, figures.sizes[figures.sizes.length - 1]!];
  const weekRatio = large.week.p95 / small.week.p95;
  const bookingRatio = large.booking.p95 / small.booking.p95;
  const worst = Math.max(...figures.sizes.flatMap((f) => f.requests.map((r) => r.dbCalls)));
  const scans = figures.sizes.some((f) => [...f.requests, f.booking].some(hasScan));
  const ok = weekRatio < MAX_RATIO && bookingRatio < MAX_RATIO && worst <= MAX_ROUND_TRIPS && !scans && figures.race.stored === 1;
  console.log(
    `  budget: p95 at ${large.practitioners} practitioners under ${MAX_RATIO}x of ${small.practitioners} (week x${weekRatio.toFixed(2)}, ` +
      `booking x${bookingRatio.toFixed(2)}), each calendar request within ${MAX_ROUND_TRIPS} DynamoDB calls (most is ${worst}), ` +
      `no Scan (${scans ? 'a Scan' : 'none'}), one booking of the raced slot -> ${ok ? 'WITHIN BUDGET' : 'BUDGET MISSED'}`,
  );
}
