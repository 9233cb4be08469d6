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
const patient = async () => (await api('createPatient', tokens.administration!, { body: newPatientBody() })).body;

beforeAll(async () => {
  api = typedApi(twin().url);
  const [mine, theirs] = await Promise.all([createTestPractice(), createTestPractice()]);
  Object.assign(tokens, await roleTokens(mine));
  Object.assign(other, await roleTokens(theirs));
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
});
