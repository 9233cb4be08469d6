import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '@praktijk/functions/lib/data/client';
import { takeDbCalls } from '@praktijk/functions/lib/data/call-counter';
import { tenantData } from '@praktijk/functions/lib/data/tenant-data';
import { listedDate } from '@praktijk/functions/records/records';
import { type RecordKindDeclaration } from '@praktijk/shared/record-kinds';
import { ulid } from 'ulid';
import { putAll } from '../../infra/local/seed/batch-put';
import { summarize } from './stats';

// The first page of a paged record list for a patient with 5 records and one with 500 (issue 25's
// budget for Patient Referrals, Procedures and Medical Cards: at most 2 DynamoDB calls, the
// caller's BatchGet included, and the p95 at 500 within 1.2x of that at 5). Both pages are of 5,
// so only the patient's number of records differs. The records beyond the first are copies of the
// first's stored item (new id and date, the index keys the server computes) with the patient's
// count set, as the health bench seeds its rows. Printed, never asserted.
const ROUNDS = 100;
const WARM_UP = 10;
export const FIRST_PAGE_SIZES = [5, 500];
const MAX_RATIO = 1.2;
const MAX_ROUND_TRIPS = 2;

export interface FirstPageSubject {
  /** 'Medical cards', 'Procedures'. */
  label: string;
  /** 'cards', 'procedures'. */
  noun: string;
  kind: RecordKindDeclaration;
  tenantId: string;
  /** Makes a new patient's first record through the API. */
  first(): Promise<{ patient: string; id: string }>;
  /** What differs per copy besides its id, date and token (a card's upload id). */
  copied?(): Record<string, unknown>;
  /** The first page of `limit` records: what it counts and holds. */
  page(patient: string, limit: number): Promise<{ count: number; results: unknown[] }>;
}

async function getItem(key: { PK: string; SK: string }): Promise<Record<string, unknown>> {
  const item = (await db().send(new GetCommand({ TableName: tableName(), Key: key }))).Item;
  if (!item) throw new Error(`Bench seed: no item at ${key.PK} ${key.SK}`);
  return item;
}

/** `records` records of a new patient: the first through the API, the others copies of its stored item. */
async function patientWith(subject: FirstPageSubject, records: number): Promise<string> {
  const { patient, id } = await subject.first();
  const { kind } = subject;
  const data = tenantData(subject.tenantId);
  const stored = await getItem(data.keys.patientRecord(kind.prefix, id));
  const counter = await getItem(data.keys.patientRecordCount(patient, kind.prefix));
  const now = Date.now();
  const copies = Array.from({ length: records - 1 }, (_, n) => {
    const copyId = ulid(now - (n + 1) * 60_000);
    const record = { ...stored, ...subject.copied?.(), id: copyId, created: new Date(now - (n + 1) * 60_000).toISOString(), consistency_token: ulid() };
    const listedUnder = 'GSI2SK' in stored ? { GSI2SK: copyId } : {};
    return { ...record, ...data.keys.patientRecord(kind.prefix, copyId), GSI1SK: `${listedDate(kind, record)}#${copyId}`, ...listedUnder };
  });
  await putAll([...copies, { ...counter, record_count: records }]);
  return patient;
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

/** Prints the two first pages' figures and the budget's verdict; answers the seeded patients (smallest first). */
export async function printFirstPageFigures(subject: FirstPageSubject): Promise<{ records: number; id: string }[]> {
  const patients: { records: number; id: string }[] = [];
  for (const records of FIRST_PAGE_SIZES) patients.push({ records, id: await patientWith(subject, records) });
  for (const p of patients) for (let i = 0; i < WARM_UP; i++) await subject.page(p.id, 5);
  const samples = patients.map(() => [] as number[]);
  // The sizes take turns, round by round, so both see the same warm caches and the same load.
  for (let round = 0; round < ROUNDS; round++) for (const [i, p] of patients.entries()) samples[i]!.push(await timed(() => subject.page(p.id, 5)));
  console.log(
    `\n${subject.label}: the first page (5) at ${FIRST_PAGE_SIZES.join(' and ')} ${subject.noun} (${ROUNDS} sequential requests each, the sizes taking turns):`,
  );
  const figures = [];
  for (const [i, p] of patients.entries()) {
    takeDbCalls();
    const answer = await subject.page(p.id, 5);
    const { count, commands } = takeDbCalls();
    const { median, p95 } = summarize(samples[i]!);
    const checked = answer.count === p.records && answer.results.length === 5;
    figures.push({ p95, count });
    console.log(
      `  ${String(p.records).padStart(5)} ${subject.noun}   p50 ${median.toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  ` +
        `DynamoDB calls ${count} (${commands.map((c) => c.replace(/Command$/, '')).join(', ')})${checked ? '' : '  ANSWER NOT AS SEEDED'}`,
    );
  }
  const ratio = figures[1]!.p95 / figures[0]!.p95;
  const calls = Math.max(...figures.map((f) => f.count));
  const within = ratio < MAX_RATIO && calls <= MAX_ROUND_TRIPS;
  console.log(
    `  first page: ${FIRST_PAGE_SIZES[1]} vs ${FIRST_PAGE_SIZES[0]} ${subject.noun} p95 x${ratio.toFixed(2)} (goal under ${MAX_RATIO}x); ` +
      `DynamoDB calls at most ${calls} (budget ${MAX_ROUND_TRIPS}) -> ${within ? 'within budget' : 'OVER budget'}`,
  );
  return patients;
}
