import { nextDay } from '@praktijk/shared/practice-clock';
import { practiceToday } from '@praktijk/shared/records/health-fields';
import { repeatDate } from '@praktijk/shared/records/prescriptions';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TypedApi, typedApi } from '../support/api';
import { newPatientBody } from '../support/patients';
import { createTestPractice, roleTokens } from '../support/practice';
import { twin } from '../support/twin-env';
import { prescriptionFields } from './contract/fixtures/treatments';

// Issue 21 §5: a chronic prescription's repeats are written ahead, one row each dated in the
// future, and must not crowd today's prescriptions off the first page. The lists show only rows
// dated today or earlier (the Query's sort-key bound, so pages stay full), the count counts only
// those, a repeat appears on its day, and the original names the repeats still to come.
let api: TypedApi;
const tokens: Record<string, string> = {};
const patient = async () => (await api('createPatient', tokens.administration!, { body: newPatientBody() })).body;
const today = () => practiceToday();

beforeAll(async () => {
  api = typedApi(twin().url);
  Object.assign(tokens, await roleTokens(await createTestPractice()));
});

async function prescribed(patientId: string, body: Record<string, unknown>) {
  const res = await api('createPrescriptionOutsideConsultation', tokens.physician!, { params: { id: patientId }, body: { ...prescriptionFields(), ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}
const list = (patientId: string, is_chronic: boolean, query: { cursor?: string; limit?: number } = {}) =>
  api('listPrescriptions', tokens.nurse!, { params: { id: patientId }, query: { is_chronic, limit: 10, ...query } });

/** Every row of a list, page by page, and the count each page gave. */
async function everyPage(patientId: string, is_chronic: boolean) {
  const rows = [];
  const counts = [];
  let cursor: string | undefined;
  do {
    const page = (await list(patientId, is_chronic, { cursor })).body;
    rows.push(...page.results);
    counts.push(page.count);
    cursor = page.next ?? undefined;
  } while (cursor);
  return { rows, counts };
}

/** 'YYYY-MM-DD' `days` days before today on the practice's clock. */
function daysAgo(days: number): string {
  const d = new Date(`${today()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

describe('the chronic list with future repeats (issue 21 §5)', () => {
  it("shows today's prescriptions on page 1, no future-dated row, a count of what it lists, and the original's upcoming repeats", async () => {
    const p = await patient();
    const original = await prescribed(p.id, { is_chronic: true, other: 'Metformine 500 mg', repeat_prescription: 6, repeat_date_id: '1M' });
    for (let i = 0; i < 10; i++) await prescribed(p.id, { is_chronic: true, other: `Chronisch ${i}` });
    for (let i = 0; i < 2; i++) await prescribed(p.id, { other: `Kuur ${i}` });

    const first = (await list(p.id, true)).body;
    // Page 1 is full of today's prescriptions (the 11 written today: 10 shown, 1 on page 2), not next months' repeats.
    expect(first.results).toHaveLength(10);
    expect(first.results.every((r) => r.prescription_date.slice(0, 10) === today() && !r.is_repeated)).toBe(true);
    expect(first.count).toBe(11);
    expect(first.next).toBeTruthy();

    const { rows, counts } = await everyPage(p.id, true);
    expect(rows.filter((r) => r.prescription_date.slice(0, 10) > today())).toEqual([]);
    expect(rows).toHaveLength(11);
    expect(counts).toEqual([11, 11]);
    expect(rows.map((r) => r.id)).toContain(original.id);

    // The original names its six repeats to come, a month apart, in the create's answer and in the list.
    const upcoming = Array.from({ length: 6 }, (_, k) => repeatDate(original.prescription_date, { months: 1 }, k + 1).slice(0, 10));
    expect(original.upcoming_repeats).toEqual(upcoming);
    expect(rows.find((r) => r.id === original.id)!.upcoming_repeats).toEqual(upcoming);
    expect(rows.filter((r) => r.id !== original.id).every((r) => r.upcoming_repeats.length === 0)).toBe(true);

    // The other list is untouched by the chronic one's repeats.
    expect((await list(p.id, false)).body).toMatchObject({ count: 2, next: null });
  });

  it('lists a repeat on its day without any write, and counts only what is due', async () => {
    const p = await patient();
    // Two weeks ago with three weekly repeats: the first two have come (one a week ago, one today), the third is next week.
    const start = daysAgo(14);
    const original = await prescribed(p.id, {
      is_chronic: true,
      other: 'Amlodipine 5 mg',
      repeat_prescription: 3,
      repeat_date_id: '1W',
      administrative_datetime: `${start}T09:00`,
    });
    const page = (await list(p.id, true)).body;
    expect(page.results.map((r) => [r.prescription_date, r.is_repeated, r.printable])).toEqual([
      [`${today()}T09:00`, true, true],
      [`${daysAgo(7)}T09:00`, true, true],
      [`${start}T09:00`, false, true],
    ]);
    expect(page.count).toBe(3);
    const nextWeek = daysAgo(-7);
    expect(nextWeek > today() && nextDay(today()) <= nextWeek).toBe(true);
    expect(page.results.find((r) => r.id === original.id)!.upcoming_repeats).toEqual([nextWeek]);
  });

  it('stops the original with its upcoming repeats, so it names none', async () => {
    const p = await patient();
    const original = await prescribed(p.id, { is_chronic: true, other: 'Metformine 500 mg', repeat_prescription: 2, repeat_date_id: '1M' });
    const stopped = await api('stopPrescription', tokens.physician!, {
      params: { id: original.id },
      body: { stoppage_reason: 'Niet meer nodig', consistency_token: original.consistency_token },
    });
    expect(stopped.body.upcoming_repeats).toEqual([]);
    expect((await list(p.id, true)).body).toMatchObject({ count: 1, results: [{ id: original.id, medication_stopped: true, upcoming_repeats: [] }] });
  });
});
