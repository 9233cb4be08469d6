import { nextDay } from '@praktijk/shared/practice-clock';
import { practiceToday } from '@praktijk/shared/records/health-fields';
import { LAB_RESULT_MAX, LAB_TESTS_MAX, NO_TESTS_SELECTED, NOT_A_DIAGNOSTIC_TYPE, NOT_A_RESULT_NUMBER, TEST_NOT_OF_TYPE } from '@praktijk/shared/records/lab';
import { type Consultation } from '@praktijk/shared/schemas/consultations';
import { referral_tests } from '@praktijk/functions/catalogue/domain/data/diagnostics';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TypedApi, typedApi } from '../support/api';
import { newPatientBody } from '../support/patients';
import { createTestPractice, createTestUser, idToken, roleTokens } from '../support/practice';
import { twin } from '../support/twin-env';
import { LABORATORY, labFields } from './contract/fixtures/lab';

// Diagnostic referrals (issue 13 §5, spec 2 §3-§9): only the two diagnostic types, each with the
// tests of its own discipline (never a panel), stored as chosen with a row id per test; listed 5 a
// page newest first; each test's result saved on its own under the referral's token (409 for a
// stale one), audited; the chart of numeric results; and who may delete whose referral.
const RADIOLOGIST = '66862007';
let api: TypedApi;
const tokens: Record<string, string> = {};
const other: Record<string, string> = {};
/** A second administration user of the same practice: not the author of the first's referrals. */
let colleague: string;
let reasonType: string;
const patient = async () => (await api('createPatient', tokens.administration!, { body: newPatientBody() })).body;

beforeAll(async () => {
  api = typedApi(twin().url);
  const [mine, theirs] = await Promise.all([createTestPractice(), createTestPractice()]);
  Object.assign(tokens, await roleTokens(mine));
  Object.assign(other, await roleTokens(theirs));
  colleague = await idToken(await createTestUser(mine.id, ['administration']));
  reasonType = (await api('createConsultReasonType', tokens.physician!, { body: { name: 'Spreekuur' } })).body.id;
});

/** A referral outside a consultation: the raw answer, for what is refused. */
const refer = (patientId: string, body: Record<string, unknown>, token = tokens.physician!) =>
  api.raw('createLabReferralOutsideConsultation', token, { params: { id: patientId }, body });
async function referred(patientId: string, body: Record<string, unknown> = labFields(), token = tokens.physician!) {
  const res = await refer(patientId, body, token);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}
const list = (patientId: string, query: { cursor?: string; limit?: number } = {}, token = tokens.nurse!) =>
  api('listLabReferrals', token, { params: { id: patientId }, query });
const saveResult = (id: string, result_value: string, consistency_token: string, token = tokens.physician!) =>
  api.raw('saveLabResult', token, { params: { id }, body: { result_value, consistency_token } });

describe('a diagnostic referral', () => {
  it('is made outside a consultation and shown with its type, priority, tests as chosen and its date', async () => {
    const p = await patient();
    const res = await referred(p.id, { type_id: LABORATORY, priority_id: 'UR', tests: ['LAB-HEM-PLT', 'LAB-CHEM-GLUN', 'LAB-HEM-PLT', 'LAB-URI-UCULT'] });
    expect(res).toMatchObject({
      type_id: LABORATORY,
      priority_id: 'UR',
      type: { id: LABORATORY, name: 'Laboratory' },
      priority: { id: 'UR', name: 'Urgent' },
      filename: null,
      document_url: null,
      document_extension: null,
      decursus: null,
      administrative_datetime: null,
    });
    // Duplicates collapsed, the order as chosen, each row its referral's id and number.
    expect(res.diagnostics_tests).toEqual([
      {
        id: `${res.id}-1`,
        test_id: 'LAB-HEM-PLT',
        name: 'Platelets',
        parent_id: 'LAB-HEM',
        parent_name: 'Haematology',
        unit: '10^9/L',
        result_value: '',
      },
      {
        id: `${res.id}-2`,
        test_id: 'LAB-CHEM-GLUN',
        name: 'Glucose fasting',
        parent_id: 'LAB-CHEM',
        parent_name: 'Clinical chemistry',
        unit: 'mmol/L',
        result_value: '',
      },
      { id: `${res.id}-3`, test_id: 'LAB-URI-UCULT', name: 'Urine culture', parent_id: 'LAB-URI', parent_name: 'Urine', unit: null, result_value: '' },
    ]);
    expect(res.tests).toEqual(['LAB-HEM-PLT', 'LAB-CHEM-GLUN', 'LAB-URI-UCULT']);
    expect(res.diagnostics_date.slice(0, 10)).toBe(practiceToday());
    expect(res.diagnostics_date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    const page = (await list(p.id)).body;
    expect(page).toMatchObject({ count: 1, next: null, results: [{ id: res.id, diagnostics_tests: res.diagnostics_tests }] });

    const radiology = await referred(p.id, { type_id: RADIOLOGIST, priority_id: 'R', tests: ['RAD-XR-THX'], administrative_datetime: '2026-01-15T10:30' });
    expect(radiology).toMatchObject({
      type: { id: RADIOLOGIST, name: 'Radiologist' },
      priority: { id: 'R', name: 'Routine' },
      diagnostics_date: '2026-01-15T10:30',
      diagnostics_tests: [{ id: `${radiology.id}-1`, test_id: 'RAD-XR-THX', name: 'Chest (thorax)', parent_id: 'RAD-XR', parent_name: 'X-ray', unit: null }],
    });
  });

  it('refuses what the rules refuse, with the spec texts, and stores nothing', async () => {
    const p = await patient();
    const labTests = referral_tests.filter((t) => t.parent?.startsWith('LAB-')).map((t) => t.code);
    expect(labTests.length).toBeGreaterThan(LAB_TESTS_MAX);
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ ...labFields(), type_id: 'INT' }, { type_id: [NOT_A_DIAGNOSTIC_TYPE] }],
      [{ ...labFields(), type_id: '' }, { type_id: ['This field is required.'] }],
      [{ ...labFields(), priority_id: '' }, { priority_id: ['This field is required.'] }],
      [{ ...labFields(), priority_id: 'SOON' }, { priority_id: ['Select a valid choice.'] }],
      [{ ...labFields(), tests: ['LAB-HEM-HB', 'RAD-XR-THX'] }, { tests: [TEST_NOT_OF_TYPE] }],
      [{ type_id: RADIOLOGIST, priority_id: 'R', tests: ['LAB-HEM-HB'] }, { tests: [TEST_NOT_OF_TYPE] }],
      [{ ...labFields(), tests: ['LAB-HEM'] }, { tests: [TEST_NOT_OF_TYPE] }],
      [{ ...labFields(), tests: ['LAB'] }, { tests: [TEST_NOT_OF_TYPE] }],
      [{ ...labFields(), tests: ['LAB-HEM-NOPE'] }, { tests: ['Select a valid choice.'] }],
      [{ ...labFields(), tests: [] }, { tests: [NO_TESTS_SELECTED] }],
      [{ type_id: LABORATORY, priority_id: 'R' }, { tests: [NO_TESTS_SELECTED] }],
      [{ ...labFields(), tests: labTests.slice(0, LAB_TESTS_MAX + 1) }, { tests: [`Select at most ${LAB_TESTS_MAX} tests.`] }],
      [{ ...labFields(), administrative_datetime: `${nextDay(practiceToday())}T08:00` }, { administrative_datetime: ['The date cannot be later than today.'] }],
    ];
    for (const [body, errors] of cases) {
      const res = await refer(p.id, body);
      expect([res.status, res.body], JSON.stringify(body).slice(0, 200)).toEqual([400, errors]);
    }
    expect((await list(p.id)).body.count).toBe(0);
    // Exactly the maximum is taken, each test a row.
    const full = await referred(p.id, { ...labFields(), tests: labTests.slice(0, LAB_TESTS_MAX) });
    expect(full.diagnostics_tests.map((t) => t.id)).toEqual(labTests.slice(0, LAB_TESTS_MAX).map((_, i) => `${full.id}-${i + 1}`));
  });

  it('pages 5 newest first with the count', async () => {
    const p = await patient();
    const made = [];
    for (let i = 0; i < 6; i++) made.push(await referred(p.id, labFields(), tokens.administration!));
    const first = (await list(p.id)).body;
    expect(first.count).toBe(6);
    expect(first.results.map((r) => r.id)).toEqual(
      made
        .slice(1)
        .reverse()
        .map((r) => r.id),
    );
    const second = (await list(p.id, { cursor: first.next! })).body;
    expect(second).toMatchObject({ count: 6, next: null, results: [{ id: made[0]!.id }] });
  });

  it("in a consultation names the consultation's note, and refuses another patient's", async () => {
    const [p, q] = [await patient(), await patient()];
    const consultation = async (patientId: string): Promise<Consultation> => {
      const body = { reason_type: reasonType, reason: 'Controle', is_walkin: true, insurance: null };
      const created = await api('createConsultation', tokens.physician!, { params: { id: patientId }, body });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      return created.body;
    };
    const mine = await consultation(p.id);
    const res = await api('createLabReferral', tokens.physician!, { body: { ...labFields(), patient: p.id, decursus: mine.decursus_id } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.decursus).toBe(mine.id);
    const theirs = await consultation(q.id);
    const refused = await api.raw('createLabReferral', tokens.physician!, { body: { ...labFields(), patient: p.id, decursus: theirs.decursus_id } });
    expect([refused.status, refused.body]).toEqual([400, { decursus: [`Invalid pk "${theirs.decursus_id}" - object does not exist.`] }]);
    expect((await list(p.id)).body.results.map((r) => r.id)).toEqual([res.body.id]);
    expect((await list(q.id)).body.count).toBe(0);
  });

  it("answers 404 for another practice's patient and referrals", async () => {
    const p = await patient();
    const made = await referred(p.id);
    for (const res of [
      await api.raw('listLabReferrals', other.physician!, { params: { id: p.id }, query: {} }),
      await api.raw('getLabChart', other.physician!, { params: { id: p.id }, query: {} }),
      await refer(p.id, labFields(), other.physician!),
      await api.raw('createLabReferral', other.physician!, { body: { ...labFields(), patient: p.id, decursus: null } }),
      await api.raw('deleteLabReferral', other.physician!, { params: { id: made.id }, query: { consistency_token: made.consistency_token } }),
    ])
      expect(res.status).toBe(404);
    expect((await list(p.id)).body.results).toMatchObject([{ id: made.id, consistency_token: made.consistency_token }]);
  });
});

describe('a test result', () => {
  it('is saved on its own, answers the whole referral with a new token, and a stale token is refused', async () => {
    const p = await patient();
    const made = await referred(p.id);
    const [hb, plt] = made.diagnostics_tests;
    const saved = await saveResult(hb!.id, ' 8,2 ', made.consistency_token);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.id).toBe(made.id);
    expect(saved.body.consistency_token).not.toBe(made.consistency_token);
    expect(saved.body.diagnostics_tests.map((t) => [t.id, t.result_value])).toEqual([
      [hb!.id, '8.2'],
      [plt!.id, ''],
    ]);
    // The token of before the first save is stale now: a second screen learns of the first save.
    const stale = await saveResult(plt!.id, '250', made.consistency_token);
    expect(stale.status).toBe(409);
    const next = await saveResult(plt!.id, '250', saved.body.consistency_token, tokens.administration!);
    expect(next.status, JSON.stringify(next.body)).toBe(200);
    expect(next.body.diagnostics_tests.map((t) => t.result_value)).toEqual(['8.2', '250']);
    // A value outside what the lab measures keeps its comparator; an empty value clears the result.
    const bound = await saveResult(hb!.id, '< 2,5', next.body.consistency_token);
    expect(bound.body.diagnostics_tests[0]!.result_value).toBe('<2.5');
    const cleared = await saveResult(plt!.id, '', bound.body.consistency_token);
    expect(cleared.body.diagnostics_tests.map((t) => t.result_value)).toEqual(['<2.5', '']);
    expect((await list(p.id)).body.results[0]).toMatchObject({
      consistency_token: cleared.body.consistency_token,
      diagnostics_tests: [{ result_value: '<2.5' }, { result_value: '' }],
    });
  });

  it('of a test with a unit is a number (issue 21 §4): text is refused on result_value; a test without a unit takes text', async () => {
    const p = await patient();
    const made = await referred(p.id, { ...labFields(), tests: ['LAB-CHEM-CREA', 'LAB-URI-UCULT'] });
    const [creatinine, culture] = made.diagnostics_tests;
    expect([creatinine!.unit, culture!.unit]).toEqual(['µmol/L', null]);
    for (const text of ['abc <script>', 'negatief', '88 µmol/L', '8.8.8', '<'])
      expect(await saveResult(creatinine!.id, text, made.consistency_token).then((r) => [r.status, r.body]), text).toEqual([
        400,
        { result_value: [NOT_A_RESULT_NUMBER] },
      ]);
    expect((await list(p.id)).body.results[0]).toMatchObject({
      consistency_token: made.consistency_token,
      diagnostics_tests: [{ result_value: '' }, { result_value: '' }],
    });
    const number = await saveResult(creatinine!.id, '88,4', made.consistency_token);
    expect(number.status, JSON.stringify(number.body)).toBe(200);
    const script = '<script>alert(1)</script> negatief';
    const text = await saveResult(culture!.id, script, number.body.consistency_token);
    expect(text.status, JSON.stringify(text.body)).toBe(200);
    expect(text.body.diagnostics_tests.map((t) => t.result_value)).toEqual(['88.4', script]);
  });

  it(`is at most ${LAB_RESULT_MAX} characters; an unknown row, another practice's row or a nurse is refused`, async () => {
    const p = await patient();
    // A text result (a culture's), as a quantitative test's is a number.
    const made = await referred(p.id, { ...labFields(), tests: ['LAB-URI-UCULT', 'LAB-HEM-PLT'] });
    const row = made.diagnostics_tests[0]!.id;
    const long = await saveResult(row, 'x'.repeat(LAB_RESULT_MAX + 1), made.consistency_token);
    expect([long.status, long.body]).toEqual([400, { result_value: [`Ensure this field has no more than ${LAB_RESULT_MAX} characters.`] }]);
    expect((await saveResult(row, 'x'.repeat(LAB_RESULT_MAX), made.consistency_token)).status).toBe(200);
    const now = (await list(p.id)).body.results[0]!;
    for (const id of [`${made.id}-3`, `${made.id}-0`, `${made.id}-99`]) expect((await saveResult(id, '1', now.consistency_token)).status, id).toBe(404);
    expect((await saveResult('01J00000000000000000000000-1', '1', now.consistency_token)).status).toBe(404);
    expect((await saveResult(row, '1', now.consistency_token, other.physician!)).status).toBe(404);
    expect((await saveResult(row, '1', now.consistency_token, tokens.nurse!)).status).toBe(403);
    expect((await list(p.id)).body.results[0]).toMatchObject({
      consistency_token: now.consistency_token,
      diagnostics_tests: [{ result_value: 'x'.repeat(500) }, { result_value: '' }],
    });
  });

  it("is filed in Manage > Logs as a change of the referral's tests", async () => {
    const p = await patient();
    const made = await referred(p.id);
    const saved = await saveResult(made.diagnostics_tests[1]!.id, '245', made.consistency_token);
    expect(saved.status).toBe(200);
    const logs = (await api('listLogs', tokens.physician!, { params: { id: p.id }, query: { model: 'lab' } })).body.results;
    expect(logs.map((entry) => [entry.model_name, entry.object_id, entry.log_type])).toEqual([
      ['lab', made.id, '~'],
      ['lab', made.id, '+'],
    ]);
    const change = logs[0]!.changes.find((c) => c.field === 'diagnostics_tests');
    expect(change).toMatchObject({
      old: [
        { test_id: 'LAB-HEM-HB', result_value: '' },
        { test_id: 'LAB-HEM-PLT', result_value: '' },
      ],
      new: [
        { test_id: 'LAB-HEM-HB', result_value: '' },
        { test_id: 'LAB-HEM-PLT', result_value: '245' },
      ],
    });
  });
});

describe('the results chart', () => {
  it('plots numeric results per test with the catalogue unit, leaves text out, and pages back with `older`', async () => {
    const p = await patient();
    async function withResults(date: string, results: Record<string, string>) {
      const made = await referred(p.id, { ...labFields(), tests: Object.keys(results), administrative_datetime: date });
      let token = made.consistency_token;
      for (const row of made.diagnostics_tests) {
        const saved = await saveResult(row.id, results[row.test_id]!, token);
        expect(saved.status, JSON.stringify(saved.body)).toBe(200);
        token = saved.body.consistency_token;
      }
      return made;
    }
    await withResults('2026-01-05T09:00', { 'LAB-HEM-HB': '8,2', 'LAB-HEM-PLT': '250' });
    await withResults('2026-02-05T09:00', { 'LAB-HEM-HB': '7.9', 'LAB-URI-UCULT': 'negatief' });
    await withResults('2026-03-05T09:00', { 'LAB-URI-UCULT': 'negatief', 'LAB-HEM-PLT': '< 10' });
    await referred(p.id, { ...labFields(), administrative_datetime: '2026-04-05T09:00' });

    const chart = (await api('getLabChart', tokens.nurse!, { params: { id: p.id }, query: {} })).body;
    expect(chart.labels).toEqual(['2026-01-05T09:00', '2026-02-05T09:00', '2026-03-05T09:00']);
    expect(chart.older).toBeNull();
    // '< 10' (stored '<10') is plotted at the bound the lab reported (issue 21 §4).
    expect(chart.datasets.map((d) => [d.label, d.unit, d.values, d.dates])).toEqual([
      ['Platelets', '10^9/L', [250, null, 10], chart.labels],
      ['Haemoglobin', 'mmol/L', [8.2, 7.9, null], chart.labels],
    ]);

    // The latest three referrals hold two with numbers; the range before them starts at the first.
    const latest = (await api('getLabChart', tokens.nurse!, { params: { id: p.id }, query: { points: 3 } })).body;
    expect(latest.labels).toEqual(['2026-02-05T09:00', '2026-03-05T09:00']);
    expect(latest.datasets.map((d) => [d.label, d.values])).toEqual([
      ['Platelets', [null, 10]],
      ['Haemoglobin', [7.9, null]],
    ]);
    expect(latest.older).toEqual(expect.any(String));
    const before = (await api('getLabChart', tokens.nurse!, { params: { id: p.id }, query: { points: 3, before: latest.older! } })).body;
    expect(before).toMatchObject({ labels: ['2026-01-05T09:00'], older: null });
    expect(before.datasets.map((d) => [d.label, d.values])).toEqual([
      ['Haemoglobin', [8.2]],
      ['Platelets', [250]],
    ]);
  });

  it('is empty for a patient without referrals', async () => {
    const p = await patient();
    expect((await api('getLabChart', tokens.nurse!, { params: { id: p.id }, query: {} })).body).toEqual({ labels: [], datasets: [], older: null });
  });
});

describe('deleting a referral', () => {
  it('is allowed to its author and to whoever may delete lab referrals, never to a nurse', async () => {
    const p = await patient();
    const byPhysician = await referred(p.id, labFields(), tokens.physician!);
    const byAdministration = await referred(p.id, labFields(), tokens.administration!);
    const remove = (r: { id: string; consistency_token: string }, token: string) =>
      api.raw('deleteLabReferral', token, { params: { id: r.id }, query: { consistency_token: r.consistency_token } });
    expect((await remove(byPhysician, tokens.administration!)).status).toBe(403);
    expect((await remove(byAdministration, colleague)).status).toBe(403);
    expect((await remove(byAdministration, tokens.nurse!)).status).toBe(403);
    expect((await remove(byPhysician, tokens.nurse!)).status).toBe(403);
    expect((await list(p.id)).body.count).toBe(2);
    expect((await remove({ ...byAdministration, consistency_token: '01J00000000000000000000000' }, tokens.administration!)).status).toBe(409);
    expect((await remove(byAdministration, tokens.administration!)).status).toBe(204);
    const another = await referred(p.id, labFields(), tokens.administration!);
    expect((await remove(another, tokens.physician!)).status).toBe(204);
    expect((await list(p.id)).body.results.map((r) => r.id)).toEqual([byPhysician.id]);
    expect((await remove(byPhysician, tokens.physician!)).status).toBe(204);
    expect((await list(p.id)).body).toEqual({ count: 0, next: null, results: [] });
  });

  it('is refused to a nurse when creating too', async () => {
    const p = await patient();
    expect((await refer(p.id, labFields(), tokens.nurse!)).status).toBe(403);
    expect((await api.raw('createLabReferral', tokens.nurse!, { body: { ...labFields(), patient: p.id, decursus: null } })).status).toBe(403);
    expect((await list(p.id)).body.count).toBe(0);
  });
});
