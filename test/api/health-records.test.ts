import { nextDay } from '@praktijk/shared/practice-clock';
import { ALLERGY_RECORDED } from '@praktijk/shared/records/allergies';
import { ATTEST_ONE_WAY, UNTIL_BEFORE_FROM } from '@praktijk/shared/records/attests';
import { decimalsMessage, maxMessage, NOT_LATER_THAN_TODAY, numericMessage, practiceToday } from '@praktijk/shared/records/health-fields';
import { bodyMassIndex, toCentimetres, toKilograms } from '@praktijk/shared/records/health-units';
import { SECOND_READING_FIRST, SYSTOLIC_ABOVE_DIASTOLIC, VITALS_EMPTY } from '@praktijk/shared/records/vitals';
import { type Consultation } from '@praktijk/shared/schemas/consultations';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TypedApi, typedApi } from '../support/api';
import { newPatientBody } from '../support/patients';
import { createTestPractice, roleTokens } from '../support/practice';
import { twin } from '../support/twin-env';

// The Health tab's records (issue 12, spec 2 §3-§8): blood type, vital functions, measurements,
// attests and allergies, written in a consultation or outside one, paged newest first with a
// count, charted a range at a time.
let api: TypedApi;
const tokens: Record<string, string> = {};
const other: Record<string, string> = {};
let reasonType: string;
const patient = async () => (await api('createPatient', tokens.administration!, { body: newPatientBody() })).body;

beforeAll(async () => {
  api = typedApi(twin().url);
  const [mine, theirs] = await Promise.all([createTestPractice(), createTestPractice()]);
  Object.assign(tokens, await roleTokens(mine));
  Object.assign(other, await roleTokens(theirs));
  reasonType = (await api('createConsultReasonType', tokens.physician!, { body: { name: 'Spreekuur' } })).body.id;
});

/** Today's consultation of the patient with the physician; its decursus has the consultation's id. */
async function consultation(patientId: string): Promise<Consultation> {
  const body = { reason_type: reasonType, reason: 'Controle', is_walkin: true, insurance: null };
  const created = await api('createConsultation', tokens.physician!, { params: { id: patientId }, body });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

/** Vital functions outside a consultation: the raw answer, for tests of what is refused. */
const vitalsOf = (patientId: string, body: Record<string, unknown>, token = tokens.nurse!) =>
  api.raw('createVitalsOutsideConsultation', token, { params: { id: patientId }, body });
/** Vital functions that must be stored. */
async function storedVitals(patientId: string, body: Record<string, unknown>, token = tokens.nurse!) {
  const res = await api('createVitalsOutsideConsultation', token, { params: { id: patientId }, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}
const tomorrow = () => nextDay(practiceToday());

describe('blood type', () => {
  it('is created once: a second create is refused with the spec’s text', async () => {
    const p = await patient();
    const first = await api('createBloodType', tokens.physician!, { body: { patient: p.id, decursus: null, type_id: 'A+' } });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ patient_id: p.id, type_id: 'A+', type: { id: 'A+', name: 'A Rh-positive' }, version: 1, decursus: null });
    const second = await api.raw('createBloodType', tokens.physician!, { body: { patient: p.id, decursus: null, type_id: 'B+' } });
    expect(second).toMatchObject({ status: 400, body: { non_field_errors: ['This patient already has a blood type.'] } });
    expect((await api('getBloodType', tokens.nurse!, { params: { id: p.id } })).body).toMatchObject({ id: first.body.id, type_id: 'A+' });
  });

  it('is null for a patient without one, and refuses a type that is not in the catalogue', async () => {
    const p = await patient();
    expect((await api('getBloodType', tokens.nurse!, { params: { id: p.id } })).body).toBeNull();
    const res = await api.raw('createBloodType', tokens.physician!, { body: { patient: p.id, decursus: null, type_id: 'Z+' } });
    expect(res).toMatchObject({ status: 400, body: { type_id: ['Select a valid choice.'] } });
  });

  it('is changed on the token it was read with; a stale token answers 409', async () => {
    const p = await patient();
    const created = (await api('createBloodType', tokens.physician!, { body: { patient: p.id, decursus: null, type_id: 'A+' } })).body;
    const changed = await api('updateBloodType', tokens.physician!, {
      params: { id: created.id },
      body: { type_id: 'B-', consistency_token: created.consistency_token },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ type_id: 'B-', type: { id: 'B-', name: 'B Rh-negative' }, version: 2 });
    const stale = await api.raw('updateBloodType', tokens.physician!, {
      params: { id: created.id },
      body: { type_id: 'O+', consistency_token: created.consistency_token },
    });
    expect(stale.status).toBe(409);
    expect((await api('getBloodType', tokens.physician!, { params: { id: p.id } })).body?.type_id).toBe('B-');
  });

  it('keeps a revision per write, and a revert is a new revision equal to the version chosen (at both paths)', async () => {
    const p = await patient();
    const created = (await api('createBloodType', tokens.physician!, { body: { patient: p.id, decursus: null, type_id: 'A+' } })).body;
    const changed = (
      await api('updateBloodType', tokens.physician!, { params: { id: created.id }, body: { type_id: 'AB+', consistency_token: created.consistency_token } })
    ).body;
    const revisions = (await api('listBloodTypeRevisions', tokens.nurse!, { params: { id: created.id } })).body;
    expect(revisions.map((r) => [r.version, r.changes.find((c) => c.field === 'type_id')?.value])).toEqual([
      [1, 'A+'],
      [2, 'AB+'],
    ]);
    const reverted = await api('revertBloodType', tokens.physician!, {
      params: { id: created.id },
      body: { version: 1, consistency_token: changed.consistency_token },
    });
    expect(reverted.status).toBe(200);
    expect(reverted.body).toMatchObject({ type_id: 'A+', type: { id: 'A+', name: 'A Rh-positive' }, version: 3 });
    const again = await api('revertBloodTypeAlias', tokens.physician!, { params: { id: created.id }, body: { version: 2 } });
    expect(again.body).toMatchObject({ type_id: 'AB+', version: 4 });
    const after = (await api('listBloodTypeRevisions', tokens.physician!, { params: { id: created.id } })).body;
    expect(after.map((r) => r.history_change_reason)).toEqual([null, null, 'Reverted to version 1', 'Reverted to version 2']);
    const missing = await api.raw('revertBloodType', tokens.physician!, { params: { id: created.id }, body: { version: 9 } });
    expect(missing).toMatchObject({ status: 400, body: { version: ['This version does not exist.'] } });
  });
});

describe('vital functions', () => {
  it('are recorded outside a consultation, shown with units and listed newest first with a count', async () => {
    const p = await patient();
    const first = await api('createVitalsOutsideConsultation', tokens.nurse!, {
      params: { id: p.id },
      body: {
        temperature: '37,5',
        temperature_method_id: 'TMP-OR',
        pulse_rate: '72',
        blood_pressure_systolic: 120,
        blood_pressure_diastolic: 80,
        blood_pressure_2_systolic: 130,
        blood_pressure_2_diastolic: 84,
        administrative_datetime: '2026-01-05T08:15',
      },
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      temperature: 37.5,
      temperature_full: '37.5 °C (Oral)',
      pulse_rate_full: '72 bpm',
      blood_pressure_full: '120/80 mm Hg',
      blood_pressure_systolic_average: 125,
      blood_pressure_diastolic_average: 82,
      vitals_date: '2026-01-05T08:15',
      decursus: null,
    });
    await api('createVitalsOutsideConsultation', tokens.nurse!, {
      params: { id: p.id },
      body: { saturation: 98, administrative_datetime: '2026-02-01T09:00' },
    });
    const page = await api('listVitals', tokens.physician!, { params: { id: p.id }, query: { limit: 5 } });
    expect(page.body.count).toBe(2);
    expect(page.body.results.map((r) => r.vitals_date)).toEqual(['2026-02-01T09:00', '2026-01-05T08:15']);
    const chart = await api('getVitalsChart', tokens.physician!, { params: { id: p.id }, query: {} });
    expect(chart.body.labels).toEqual(['2026-01-05T08:15', '2026-02-01T09:00']);
    expect(chart.body.datasets.find((d) => d.label === 'Systolic')?.values).toEqual([125, null]);
  });

  it('refuses a second reading without the first, and a number with three decimals', async () => {
    const p = await patient();
    const res = await api('createVitalsOutsideConsultation', tokens.nurse!, {
      params: { id: p.id },
      body: { blood_pressure_2_systolic: 120, temperature: '37.555' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ temperature: ['The temperature field must be a number with one or two decimal places'] });
  });

  it("answers 404 for another practice's patient", async () => {
    const p = await patient();
    expect((await api('listVitals', other.physician!, { params: { id: p.id }, query: {} })).status).toBe(404);
  });

  it('refuses a second blood-pressure reading without the first', async () => {
    const p = await patient();
    const res = await vitalsOf(p.id, { blood_pressure_2_systolic: 120, blood_pressure_2_diastolic: 80 });
    expect(res).toMatchObject({ status: 400, body: { blood_pressure_2_systolic: [SECOND_READING_FIRST], blood_pressure_2_diastolic: [SECOND_READING_FIRST] } });
    expect(SECOND_READING_FIRST).toBe('Enter the first reading before the second.');
  });

  it('refuses a systolic pressure not above the diastolic', async () => {
    const p = await patient();
    const res = await vitalsOf(p.id, { blood_pressure_systolic: 80, blood_pressure_diastolic: 80 });
    expect(res).toMatchObject({ status: 400, body: { blood_pressure_diastolic: [SYSTOLIC_ABOVE_DIASTOLIC] } });
  });

  it('reads a comma as a dot', async () => {
    const p = await patient();
    const stored = await storedVitals(p.id, { temperature: '38,4', saturation: '97,5' });
    expect(stored).toMatchObject({ temperature: 38.4, saturation: 97.5, temperature_full: '38.4 °C', saturation_full: '97.5 %' });
  });

  it("refuses a temperature with three decimals with the spec's text", async () => {
    const p = await patient();
    const res = await vitalsOf(p.id, { temperature: '37,555' });
    expect(res).toMatchObject({ status: 400, body: { temperature: [decimalsMessage('temperature')] } });
  });

  it("refuses a pulse rate of '72.5' with the numeric rule's text", async () => {
    const p = await patient();
    const res = await vitalsOf(p.id, { pulse_rate: '72.5' });
    expect(res).toMatchObject({ status: 400, body: { pulse_rate: [numericMessage('pulse rate')] } });
    expect(numericMessage('pulse rate')).toBe('The pulse rate field may only contain numeric characters');
  });

  it('refuses a record of nothing', async () => {
    const p = await patient();
    expect(await vitalsOf(p.id, {})).toMatchObject({ status: 400, body: { non_field_errors: [VITALS_EMPTY] } });
    expect(await vitalsOf(p.id, { temperature: '', temperature_method_id: 'TMP-OR' })).toMatchObject({
      status: 400,
      body: { non_field_errors: [VITALS_EMPTY] },
    });
    expect((await api('listVitals', tokens.nurse!, { params: { id: p.id }, query: {} })).body.count).toBe(0);
  });

  it('refuses a date and time of tomorrow', async () => {
    const p = await patient();
    const res = await vitalsOf(p.id, { pulse_rate: 70, administrative_datetime: `${tomorrow()}T00:05` });
    expect(res).toMatchObject({ status: 400, body: { administrative_datetime: ['The date cannot be later than today.'] } });
    expect(NOT_LATER_THAN_TODAY).toBe('The date cannot be later than today.');
  });

  it('refuses a method that is not in its catalogue', async () => {
    const p = await patient();
    const res = await vitalsOf(p.id, { temperature: 37, temperature_method_id: 'TMP-XX', blood_pressure_systolic: 120, blood_pressure_side_id: 'TMP-OR' });
    expect(res).toMatchObject({ status: 400, body: { temperature_method_id: ['Select a valid choice.'], blood_pressure_side_id: ['Select a valid choice.'] } });
  });

  it('pages newest first by when they were taken, with the count on every page and no next after the last', async () => {
    const p = await patient();
    const dates = Array.from({ length: 12 }, (_, i) => `2025-${String(i + 1).padStart(2, '0')}-${String(10 + i).padStart(2, '0')}T0${i % 10}:30`);
    // Written in a shuffled order: the list sorts by the date taken, not by when they were written.
    for (const i of [4, 9, 0, 11, 2, 7, 5, 1, 10, 3, 8, 6]) await storedVitals(p.id, { pulse_rate: 60, administrative_datetime: dates[i] });
    const seen: string[] = [];
    let cursor: string | undefined;
    const pages: { size: number; count: number; next: string | null }[] = [];
    do {
      const page = (await api('listVitals', tokens.physician!, { params: { id: p.id }, query: { limit: 5, ...(cursor ? { cursor } : {}) } })).body;
      pages.push({ size: page.results.length, count: page.count, next: page.next });
      seen.push(...page.results.map((r) => r.vitals_date));
      cursor = page.next ?? undefined;
    } while (cursor && pages.length < 10);
    expect(pages.map((pg) => [pg.size, pg.count, pg.next === null])).toEqual([
      [5, 12, false],
      [5, 12, false],
      [2, 12, true],
    ]);
    expect(seen).toEqual([...dates].sort().reverse());
  });

  it('answers a next of null on a page that ends exactly at the last record', async () => {
    const p = await patient();
    for (const day of ['01', '02', '03', '04', '05']) await storedVitals(p.id, { saturation: 99, administrative_datetime: `2025-06-${day}T10:00` });
    const page = (await api('listVitals', tokens.nurse!, { params: { id: p.id }, query: { limit: 5 } })).body;
    expect([page.results.length, page.count, page.next]).toEqual([5, 5, null]);
    expect((await api('listVitals', tokens.nurse!, { params: { id: p.id }, query: {} })).body.results).toHaveLength(5);
  });

  it('counts one fewer after a delete, and the deleted entry is gone from the list', async () => {
    const p = await patient();
    const written = [];
    for (const day of ['01', '02', '03']) written.push(await storedVitals(p.id, { pulse_rate: 70, administrative_datetime: `2025-07-${day}T09:00` }));
    const gone = written[1]!;
    const removed = await api('deleteVitals', tokens.nurse!, { params: { id: gone.id }, query: { consistency_token: gone.consistency_token } });
    expect(removed.status).toBe(204);
    const page = (await api('listVitals', tokens.nurse!, { params: { id: p.id }, query: {} })).body;
    expect(page.count).toBe(2);
    expect(page.results.map((r) => r.id)).toEqual([written[2]!.id, written[0]!.id]);
    const twice = await api.raw('deleteVitals', tokens.physician!, { params: { id: gone.id }, query: { consistency_token: gone.consistency_token } });
    expect(twice.status).toBe(404);
    expect((await api('listVitals', tokens.nurse!, { params: { id: p.id }, query: {} })).body.count).toBe(2);
  });

  it("lets a nurse delete her own entry but not a physician's; a physician deletes anyone's", async () => {
    const p = await patient();
    const hers = await storedVitals(p.id, { pulse_rate: 70 }, tokens.nurse!);
    const his = await storedVitals(p.id, { pulse_rate: 80 }, tokens.physician!);
    const another = await storedVitals(p.id, { pulse_rate: 90 }, tokens.nurse!);
    const refused = await api.raw('deleteVitals', tokens.nurse!, { params: { id: his.id }, query: { consistency_token: his.consistency_token } });
    expect(refused.status).toBe(403);
    const byAdministration = await api.raw('deleteVitals', tokens.administration!, {
      params: { id: hers.id },
      query: { consistency_token: hers.consistency_token },
    });
    expect(byAdministration.status).toBe(403);
    expect((await api('deleteVitals', tokens.nurse!, { params: { id: hers.id }, query: { consistency_token: hers.consistency_token } })).status).toBe(204);
    expect((await api('deleteVitals', tokens.physician!, { params: { id: another.id }, query: { consistency_token: another.consistency_token } })).status).toBe(
      204,
    );
    const left = (await api('listVitals', tokens.nurse!, { params: { id: p.id }, query: {} })).body;
    expect([left.count, left.results.map((r) => r.id)]).toEqual([1, [his.id]]);
  });

  it('show the created entry in the patient’s Logs', async () => {
    const p = await patient();
    const created = await storedVitals(p.id, { temperature: 37.1, pulse_rate: 64 });
    const logs = (await api('listLogs', tokens.physician!, { params: { id: p.id }, query: { model: 'vitals' } })).body.results;
    expect(logs.map((entry) => [entry.model_name, entry.object_id, entry.log_type])).toEqual([['vitals', created.id, '+']]);
    expect(logs[0]!.changes).toEqual(expect.arrayContaining([{ field: 'temperature', old: null, new: 37.1 }]));
    const types = (await api('listLogTypes', tokens.physician!, { params: { id: p.id } })).body;
    expect(types.map((t) => t.model)).toContain('vitals');
  });
});

describe('charts', () => {
  it('answer the latest points oldest first, `older` walks back, and values are null where not measured', async () => {
    const p = await patient();
    const readings = [
      { administrative_datetime: '2025-03-01T08:00', temperature: 37.0, pulse_rate: 70 },
      { administrative_datetime: '2025-03-02T08:00', pulse_rate: 72 },
      { administrative_datetime: '2025-03-03T08:00', temperature: 38.2 },
      { administrative_datetime: '2025-03-04T08:00', temperature: 37.4, blood_pressure_systolic: 130, blood_pressure_diastolic: 85 },
      { administrative_datetime: '2025-03-05T08:00', pulse_rate: 66 },
    ];
    for (const r of [...readings].reverse()) await storedVitals(p.id, r);
    const latest = (await api('getVitalsChart', tokens.nurse!, { params: { id: p.id }, query: { points: 3 } })).body;
    expect(latest.labels).toEqual(['2025-03-03T08:00', '2025-03-04T08:00', '2025-03-05T08:00']);
    const series = (chart: typeof latest, label: string) => chart.datasets.find((d) => d.label === label);
    expect(series(latest, 'Temperature')).toMatchObject({ unit: '°C', values: [38.2, 37.4, null], dates: latest.labels });
    expect(series(latest, 'Pulse rate')?.values).toEqual([null, null, 66]);
    expect(series(latest, 'Systolic')?.values).toEqual([null, 130, null]);
    expect(series(latest, 'Saturation')).toBeUndefined();
    expect(latest.older).toEqual(expect.any(String));
    const before = (await api('getVitalsChart', tokens.nurse!, { params: { id: p.id }, query: { points: 3, before: latest.older! } })).body;
    expect(before.labels).toEqual(['2025-03-01T08:00', '2025-03-02T08:00']);
    expect(series(before, 'Pulse rate')?.values).toEqual([70, 72]);
    expect(series(before, 'Systolic')).toBeUndefined();
    expect(before.older).toBeNull();
  });

  it('is empty for a patient without records, and the latest 20 by default', async () => {
    const p = await patient();
    expect((await api('getVitalsChart', tokens.nurse!, { params: { id: p.id }, query: {} })).body).toEqual({ labels: [], datasets: [], older: null });
    expect((await api('getMeasurementsChart', tokens.nurse!, { params: { id: p.id }, query: {} })).body).toEqual({ labels: [], datasets: [], older: null });
  });

  it('draws measurements in kg and cm, and BMI, whatever units they were taken in', async () => {
    const p = await patient();
    const body = { height: 6, height_unit: 'ft', weight: 180, weight_unit: 'lb', administrative_datetime: '2025-04-01T10:00' } as const;
    await api('createMeasurementsOutsideConsultation', tokens.nurse!, { params: { id: p.id }, body });
    await api('createMeasurementsOutsideConsultation', tokens.nurse!, {
      params: { id: p.id },
      body: { weight: 80000, weight_unit: 'g', administrative_datetime: '2025-05-01T10:00' },
    });
    const chart = (await api('getMeasurementsChart', tokens.physician!, { params: { id: p.id }, query: {} })).body;
    const series = (label: string) => chart.datasets.find((d) => d.label === label);
    expect(chart.labels).toEqual(['2025-04-01T10:00', '2025-05-01T10:00']);
    expect(series('Weight')).toMatchObject({ unit: 'kg', values: [toKilograms(180, 'lb'), 80] });
    expect(series('Height')).toMatchObject({ unit: 'cm', values: [toCentimetres(6, 'ft'), null] });
    expect(series('BMI')?.values).toEqual([bodyMassIndex(toCentimetres(6, 'ft'), toKilograms(180, 'lb')), null]);
  });
});

describe('measurements', () => {
  it('in lb and ft give the BMI of their kg and cm', async () => {
    const p = await patient();
    const res = await api('createMeasurementsOutsideConsultation', tokens.administration!, {
      params: { id: p.id },
      body: { height: 6, height_unit: 'ft', height_method_id: 'HT-STA', weight: 180, weight_unit: 'lb', waist: '92,5' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      height: 6,
      height_unit: 'ft',
      weight: 180,
      weight_unit: 'lb',
      height_full: '6 ft (Stadiometer (standing))',
      weight_full: '180 lb',
      waist_full: '92.5 cm',
      bmi: bodyMassIndex(toCentimetres(6, 'ft'), toKilograms(180, 'lb')),
    });
    expect(res.body.bmi).toBe(24.4);
    const page = (await api('listMeasurements', tokens.nurse!, { params: { id: p.id }, query: {} })).body;
    expect([page.count, page.results[0]?.bmi]).toEqual([1, 24.4]);
  });

  it('refuses a height of 180 in metres', async () => {
    const p = await patient();
    const res = await api.raw('createMeasurementsOutsideConsultation', tokens.nurse!, { params: { id: p.id }, body: { height: 180, height_unit: 'm' } });
    expect(res).toMatchObject({ status: 400, body: { height: [maxMessage(2.75)] } });
  });

  it('are deleted by their author and counted down', async () => {
    const p = await patient();
    const m = (await api('createMeasurementsOutsideConsultation', tokens.nurse!, { params: { id: p.id }, body: { weight: 70 } })).body;
    const refused = await api.raw('deleteMeasurements', tokens.administration!, { params: { id: m.id }, query: { consistency_token: m.consistency_token } });
    expect(refused.status).toBe(403);
    expect((await api('deleteMeasurements', tokens.nurse!, { params: { id: m.id }, query: { consistency_token: m.consistency_token } })).status).toBe(204);
    expect((await api('listMeasurements', tokens.nurse!, { params: { id: p.id }, query: {} })).body).toEqual({ results: [], count: 0, next: null });
  });
});

describe('attests', () => {
  const attestOf = (patientId: string, body: Record<string, unknown>) =>
    api.raw('createAttestOutsideConsultation', tokens.administration!, { params: { id: patientId }, body });

  it('take days in steps of a half: 1.5 is stored, 1.25 refused', async () => {
    const p = await patient();
    const half = await attestOf(p.id, { days: 1.5, company_name: 'bauxiet n.v.' });
    expect(half.status).toBe(201);
    expect(half.body).toMatchObject({ days: 1.5, sum_days: 1.5 });
    expect(await attestOf(p.id, { days: 1.25 })).toMatchObject({ status: 400, body: { days: ['Ensure this value is a multiple of 0.5.'] } });
  });

  it('refuse two ways of giving the days at once, and an until date before the from date', async () => {
    const p = await patient();
    expect(await attestOf(p.id, { days: 2, dates: ['2026-03-02'] })).toMatchObject({ status: 400, body: { non_field_errors: [ATTEST_ONE_WAY] } });
    expect(await attestOf(p.id, { from_date: '2026-03-05', until_date: '2026-03-02' })).toMatchObject({
      status: 400,
      body: { until_date: [UNTIL_BEFORE_FROM] },
    });
    expect((await api('listAttests', tokens.nurse!, { params: { id: p.id }, query: {} })).body.count).toBe(0);
  });

  it('count the days of a range and of picked dates', async () => {
    const p = await patient();
    const range = await attestOf(p.id, { from_date: '2026-02-27', until_date: '2026-03-02' });
    expect(range.body).toMatchObject({ from_date: '2026-02-27', until_date: '2026-03-02', sum_days: 4 });
    const picked = await attestOf(p.id, { dates: ['2026-03-09', '2026-03-04', '2026-03-09', '2026-03-06'] });
    expect(picked.body).toMatchObject({ dates: ['2026-03-04', '2026-03-06', '2026-03-09'], sum_days: 3 });
    const page = (await api('listAttests', tokens.physician!, { params: { id: p.id }, query: {} })).body;
    expect(page.results.map((a) => a.sum_days).sort()).toEqual([3, 4]);
  });

  it("print as HTML with the patient's name and the company name escaped", async () => {
    const p = await patient();
    const created = await attestOf(p.id, { days: 2, company_name: '<script>alert(1)</script>' });
    expect(created.status).toBe(201);
    const { html } = (await api('getAttestHtml', tokens.nurse!, { params: { id: (created.body as { id: string }).id } })).body;
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;');
    expect(html).toContain(`<strong>${p.first_name} ${p.surname}</strong>`);
    expect(html).toContain('(2 days in all)');
  });
});

describe('allergies', () => {
  const allergyOf = (patientId: string, fields: Record<string, unknown>) =>
    api.raw('createAllergy', tokens.nurse!, {
      body: { patient: patientId, decursus: null, allergy_type_id: 'DRUG', allergy_code_id: 'DRUG-PEN', allergy_severity_id: 'SEV', ...fields },
    });

  it('are shown with the names of their type, allergen and severity', async () => {
    const p = await patient();
    const res = await allergyOf(p.id, { reaction: 'Urticaria', identification_date: '2020-05-01' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      allergy_type: { id: 'DRUG', name: 'Medication' },
      allergy_code: { id: 'DRUG-PEN', name: 'Penicillins' },
      allergy_severity: { id: 'SEV', name: 'Severe' },
      identification_date: '2020-05-01',
    });
  });

  it('refuse an allergen of another type than the one chosen', async () => {
    const p = await patient();
    const res = await allergyOf(p.id, { allergy_type_id: 'FOOD', allergy_code_id: 'DRUG-PEN' });
    expect(res).toMatchObject({ status: 400, body: { allergy_code_id: ['This allergen is not of the chosen type.'] } });
  });

  it('refuse an allergen the patient already has, but take another', async () => {
    const p = await patient();
    expect((await allergyOf(p.id, {})).status).toBe(201);
    expect(await allergyOf(p.id, { allergy_severity_id: 'MILD' })).toMatchObject({ status: 400, body: { allergy_code_id: [ALLERGY_RECORDED] } });
    expect((await allergyOf(p.id, { allergy_code_id: 'DRUG-AMOX' })).status).toBe(201);
    expect((await api('listAllergies', tokens.nurse!, { params: { id: p.id }, query: {} })).body.count).toBe(2);
  });

  it('refuse an identification date in the future', async () => {
    const p = await patient();
    const res = await allergyOf(p.id, { identification_date: tomorrow() });
    expect(res).toMatchObject({ status: 400, body: { identification_date: [NOT_LATER_THAN_TODAY] } });
  });

  it('may be recorded again once deleted', async () => {
    const p = await patient();
    const first = (await allergyOf(p.id, {})).body as { id: string; consistency_token: string };
    expect((await api('deleteAllergy', tokens.physician!, { params: { id: first.id }, query: { consistency_token: first.consistency_token } })).status).toBe(
      204,
    );
    expect((await allergyOf(p.id, {})).status).toBe(201);
  });
});

describe('in a consultation', () => {
  it("accepts the consultation's decursus and shows it on the record", async () => {
    const p = await patient();
    const c = await consultation(p.id);
    const res = await api('createVitals', tokens.physician!, { body: { patient: p.id, decursus: c.decursus_id, pulse_rate: 68 } });
    expect(res.status).toBe(201);
    expect(res.body.decursus).toBe(c.id);
    const attest = await api('createAttest', tokens.physician!, { body: { patient: p.id, decursus: c.decursus_id, days: 1 } });
    expect(attest.body.decursus).toBe(c.id);
  });

  it("refuses another patient's decursus", async () => {
    const [p, q] = [await patient(), await patient()];
    const theirs = await consultation(q.id);
    for (const res of [
      await api.raw('createVitals', tokens.physician!, { body: { patient: p.id, decursus: theirs.decursus_id, pulse_rate: 68 } }),
      await api.raw('createMeasurements', tokens.physician!, { body: { patient: p.id, decursus: theirs.decursus_id, weight: 70 } }),
      await api.raw('createAllergy', tokens.physician!, {
        body: { patient: p.id, decursus: theirs.decursus_id, allergy_type_id: 'FOOD', allergy_code_id: 'FOOD-EGG', allergy_severity_id: 'MILD' },
      }),
    ])
      expect(res).toMatchObject({ status: 400, body: { decursus: [`Invalid pk "${theirs.decursus_id}" - object does not exist.`] } });
    expect((await api('listVitals', tokens.physician!, { params: { id: p.id }, query: {} })).body.count).toBe(0);
  });
});

describe("another practice's patient", () => {
  it('is not found by a list, a chart or a create', async () => {
    const p = await patient();
    await storedVitals(p.id, { pulse_rate: 70 });
    const params = { params: { id: p.id } };
    for (const res of [
      await api.raw('listVitals', other.physician!, params),
      await api.raw('listMeasurements', other.physician!, params),
      await api.raw('listAttests', other.physician!, params),
      await api.raw('listAllergies', other.physician!, params),
      await api.raw('getBloodType', other.physician!, params),
      await api.raw('getVitalsChart', other.physician!, params),
      await api.raw('getMeasurementsChart', other.physician!, params),
      await api.raw('createVitalsOutsideConsultation', other.nurse!, { ...params, body: { pulse_rate: 70 } }),
      await api.raw('createVitals', other.physician!, { body: { patient: p.id, decursus: null, pulse_rate: 70 } }),
      await api.raw('createBloodType', other.physician!, { body: { patient: p.id, decursus: null, type_id: 'A+' } }),
    ])
      expect(res.status).toBe(404);
    expect((await api('listVitals', tokens.nurse!, { params: { id: p.id }, query: {} })).body.count).toBe(1);
  });
});
