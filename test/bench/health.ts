import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '@praktijk/functions/lib/data/client';
import { takeDbCalls } from '@praktijk/functions/lib/data/call-counter';
import { tenantData } from '@praktijk/functions/lib/data/tenant-data';
import { listedDate } from '@praktijk/functions/records/records';
import { practiceLocal } from '@praktijk/shared/practice-clock';
import { vitalsKind } from '@praktijk/shared/record-kinds';
import { type ApiOperation } from '@praktijk/shared/client/route-types';
import { ulid } from 'ulid';
import { putAll } from '../../infra/local/seed/batch-put';
import { startTwin } from '../../infra/local/twin';
import { type RawCallOptions, typedApi, type TypedApi } from '../support/api';
import { newPatientBody } from '../support/patients';
import { createTestPractice, idToken } from '../support/practice';
import { summarize, time } from './stats';

// The Health tab's long lists (issue 12): the first page of a patient's vital functions and their
// chart, for a patient with 20 rows and one with 2,000. Each request is timed on its own and its
// DynamoDB commands counted (the caller's one BatchGet included). The goal: the figures at 2,000
// within 1.2x of those at 20, each request within 2 round trips. Printed, never asserted.
//
// The rows are the server's own: the first of each patient is created through the API, and the
// rest are copies of that stored item (new id, date and readings, the same GSI1 keys the server
// computes), written in batches, with the patient's '~COUNT' item set to the number written.
//
// `npm run bench` runs this among the rest; `npx tsx test/bench/health.ts` runs only this part,
// on a twin of its own.
const ROUNDS = 100;
const WARM_UP = 10;
const SIZES = [20, 2000];
/** Goal: the p95 at 2,000 rows within this factor of the p95 at 20. */
const MAX_RATIO = 1.2;
/** Budget: DynamoDB round trips of each request, the caller's BatchGet included. */
const MAX_ROUND_TRIPS = 2;
const DAY_MS = 86_400_000;

export interface HealthRequestFigure {
  name: string;
  median: number;
  p95: number;
  dbCalls: number;
  commands: string[];
  /** Whether the answer was what the seed makes it (count, page size, chart length). */
  checked: boolean;
  /** Informational: not part of the budget or the ratio. */
  extra?: boolean;
}
export interface HealthFigure {
  rows: number;
  requests: HealthRequestFigure[];
}

/** One row's readings and when they were taken: one a day back from now, varied a little. */
function reading(i: number, now: number) {
  return {
    temperature: 36 + (i % 25) / 10,
    pulse_rate: 58 + (i % 40),
    blood_pressure_systolic: 112 + (i % 45),
    blood_pressure_diastolic: 68 + (i % 25),
    saturation: 94 + (i % 6),
    administrative_datetime: practiceLocal(now - i * DAY_MS - 60_000),
  };
}

async function getItem(key: { PK: string; SK: string }): Promise<Record<string, unknown>> {
  const item = (await db().send(new GetCommand({ TableName: tableName(), Key: key }))).Item;
  if (!item) throw new Error(`Bench seed: no item at ${key.PK} ${key.SK}`);
  return item;
}

/** `rows` vital functions of the patient: the first through the API, the others copies of its stored item. */
async function seedVitals(api: TypedApi, token: string, tenantId: string, patientId: string, rows: number): Promise<void> {
  const now = Date.now();
  const first = await api('createVitalsOutsideConsultation', token, { params: { id: patientId }, body: reading(0, now) });
  if (first.status !== 201) throw new Error(`Bench seed: createVitalsOutsideConsultation answered ${first.status}`);
  const data = tenantData(tenantId);
  const stored = await getItem(data.keys.patientRecord(vitalsKind.prefix, first.body.id));
  const counter = await getItem(data.keys.patientRecordCount(patientId, vitalsKind.prefix));
  const copies = Array.from({ length: rows - 1 }, (_, n) => {
    const i = n + 1;
    const id = ulid(now - i * DAY_MS);
    const record = { ...stored, ...reading(i, now), id, created: new Date(now - i * DAY_MS).toISOString(), consistency_token: ulid() };
    return { ...record, ...data.keys.patientRecord(vitalsKind.prefix, id), GSI1SK: `${listedDate(vitalsKind, record)}#${id}` };
  });
  await putAll([...copies, { ...counter, record_count: rows }]);
}

type Call = { name: string; run: () => Promise<{ status: number; body: unknown }>; check: (body: unknown) => boolean; extra?: boolean };

async function callsFor(api: TypedApi, token: string, patientId: string, rows: number): Promise<Call[]> {
  const send = (name: ApiOperation, options: RawCallOptions) => () => api.raw(name, token, { params: { id: patientId }, ...options });
  const firstPage = (await api('listVitals', token, { params: { id: patientId }, query: { limit: 5 } })).body;
  return [
    {
      name: 'listVitals, first page of 5',
      run: send('listVitals', { query: { limit: 5 } }),
      check: (b) => (b as typeof firstPage).count === rows && (b as typeof firstPage).results.length === 5,
    },
    {
      name: 'getVitalsChart, latest 20',
      run: send('getVitalsChart', { query: { points: 20 } }),
      check: (b) => (b as { labels: string[] }).labels.length === Math.min(20, rows),
    },
    {
      name: 'listVitals, second page of 5',
      run: send('listVitals', { query: { limit: 5, cursor: firstPage.next ?? '' } }),
      check: (b) => (b as typeof firstPage).count === rows && (b as typeof firstPage).results.length === 5,
      extra: true,
    },
  ];
}

async function timeOne(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

export async function healthRecordFigures(url: string, tenantId: string, token: string): Promise<HealthFigure[]> {
  const api = typedApi(url);
  const patients = [];
  for (const rows of SIZES) {
    const patient = (await api('createPatient', token, { body: newPatientBody() })).body;
    await seedVitals(api, token, tenantId, patient.id, rows);
    patients.push({ rows, calls: await callsFor(api, token, patient.id, rows) });
  }
  const figures: HealthFigure[] = patients.map((p) => ({ rows: p.rows, requests: [] }));
  for (const [index, name] of patients[0]!.calls.map((c, i) => [i, c.name] as const)) {
    const calls = patients.map((p) => p.calls[index]!);
    for (const c of calls) await time(WARM_UP, c.run);
    // The sizes take turns, round by round, so both see the same warm caches and the same load.
    const samples = calls.map(() => [] as number[]);
    for (let round = 0; round < ROUNDS; round++) for (const [i, c] of calls.entries()) samples[i]!.push(await timeOne(c.run));
    for (const [i, c] of calls.entries()) {
      takeDbCalls();
      const answer = await c.run();
      const { count, commands } = takeDbCalls();
      const { median, p95 } = summarize(samples[i]!);
      figures[i]!.requests.push({ name, median, p95, dbCalls: count, commands, checked: answer.status === 200 && c.check(answer.body), extra: c.extra });
    }
  }
  return figures;
}

export function printHealthRecordFigures(figures: readonly HealthFigure[]): void {
  console.log(
    `\nHealth records: a patient's vital functions at ${SIZES.join(' and ')} rows ` +
      `(${ROUNDS} sequential requests each, the sizes taking turns, after ${WARM_UP} warm-up):`,
  );
  for (const row of figures) {
    console.log(`  ${String(row.rows).padStart(5)} rows`);
    for (const r of row.requests) {
      const scan = r.commands.some((c) => c.startsWith('Scan')) ? '  SCAN!' : '';
      console.log(
        `      ${r.name.padEnd(30)} p50 ${r.median.toFixed(1).padStart(6)} ms  p95 ${r.p95.toFixed(1).padStart(6)} ms  ` +
          `DynamoDB calls ${r.dbCalls} (${r.commands.map((c) => c.replace(/Command$/, '')).join(', ')})${scan}` +
          `${r.checked ? '' : '  ANSWER NOT AS SEEDED'}${r.extra ? '  [not in the budget]' : ''}`,
      );
    }
  }
  if (figures.length < 2) return;
  const [small, large] = [figures[0]!, figures[figures.length - 1]!];
  for (const request of small.requests.filter((r) => !r.extra)) {
    const big = large.requests.find((r) => r.name === request.name)!;
    const ratio = { median: big.median / request.median, p95: big.p95 / request.p95 };
    const calls = Math.max(request.dbCalls, big.dbCalls);
    const scans = [...request.commands, ...big.commands].some((c) => c.startsWith('Scan'));
    const within = ratio.p95 < MAX_RATIO && calls <= MAX_ROUND_TRIPS && !scans && request.checked && big.checked;
    console.log(
      `  ${request.name}: ${large.rows} vs ${small.rows} rows p50 x${ratio.median.toFixed(2)}, p95 x${ratio.p95.toFixed(2)} (goal under ${MAX_RATIO}x); ` +
        `DynamoDB calls at most ${calls} (budget ${MAX_ROUND_TRIPS}), ${scans ? 'a Scan' : 'no Scan'} -> ${within ? 'within budget' : 'OVER budget'}`,
    );
  }
}

// Run alone: `npx tsx test/bench/health.ts` (a twin of its own, in memory, on free ports).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.env.PRAKTIJK_QUIET_LOGS = '1';
  // Count each request's DynamoDB calls; set before the twin's first client.
  process.env.PRAKTIJK_COUNT_DB_CALLS = '1';
  const twin = await startTwin({ port: 0, webRoot: join(import.meta.dirname, '..', '..', 'web', 'dist'), log: () => undefined });
  try {
    const practice = await createTestPractice();
    printHealthRecordFigures(await healthRecordFigures(twin.url, practice.id, await idToken(practice.users.physician)));
  } finally {
    await twin.stop();
  }
}
