import { beforeAll, describe, expect, it } from 'vitest';
import { type TypedApi, typedApi } from '../support/api';
import { newPatientBody } from '../support/patients';
import { createTestPractice, roleTokens } from '../support/practice';
import { twin } from '../support/twin-env';
import { vaccinationFields } from './contract/fixtures/treatments';

// Vaccinations (issue 13 §4, spec 2 §3-§5): every field, named catalogue items, dates not in the
// future and an end not before the start, recorded in a consultation or outside one, listed 10 a
// page newest first, removed by their author or by whoever may delete them.
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

describe('vaccinations', () => {
  it('are recorded outside a consultation with every field and shown by name', async () => {
    const p = await patient();
    const res = await api('createVaccinationOutsideConsultation', tokens.administration!, {
      params: { id: p.id },
      body: { ...vaccinationFields(), route_identifyer_id: '34206005', side_effects_type_id: null, end: '2026-01-12', organization_id: null },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      amount: 0.5,
      amount_full: '0.5 ml',
      vaccine: { id: 'MMR', name: 'Measles, mumps, rubella (BMR)' },
      administered_site: { id: 'LA', name: 'Left upper arm' },
      route_full: 'Subcutaneous injection — Subcutaneous route',
      decursus: null,
    });
    const page = await api('listVaccinations', tokens.nurse!, { params: { id: p.id }, query: { limit: 10 } });
    expect(page.body).toMatchObject({ count: 1, next: null, results: [{ id: res.body.id }] });
  });

  it('refuses missing required fields, a future start, an end before the start and an unknown vaccine', async () => {
    const p = await patient();
    const send = (body: object) =>
      api('createVaccinationOutsideConsultation', tokens.physician!, { params: { id: p.id }, body: { ...vaccinationFields(), ...body } });
    expect((await send({ vaccine_id: '', route_text_id: '' })).body).toMatchObject({
      vaccine_id: ['This field is required.'],
      route_text_id: ['This field is required.'],
    });
    expect((await send({ start: '2999-01-01' })).body).toMatchObject({ start: ['The date cannot be later than today.'] });
    expect((await send({ start: '2026-02-01', end: '2026-01-01' })).body).toMatchObject({ end: ['The end date cannot be earlier than the start date.'] });
    expect((await send({ vaccine_id: 'NOPE' })).body).toMatchObject({ vaccine_id: ['Select a valid choice.'] });
    expect((await send({ amount: '0.555' })).body).toMatchObject({ amount: ['The amount field must be a number with one or two decimal places'] });
  });

  it('pages 10 newest first with the count, and are removed by their author or a physician only', async () => {
    const p = await patient();
    const made = [];
    for (let i = 0; i < 11; i++)
      made.push((await api('createVaccinationOutsideConsultation', tokens.nurse!, { params: { id: p.id }, body: vaccinationFields() })).body);
    const first = await api('listVaccinations', tokens.physician!, { params: { id: p.id }, query: {} }); // 10 a page unless asked (spec 2 §9)
    expect(first.body.count).toBe(11);
    expect(first.body.results).toHaveLength(10);
    expect(first.body.results[0]!.id).toBe(made[10]!.id);
    const second = await api('listVaccinations', tokens.physician!, { params: { id: p.id }, query: { limit: 10, cursor: first.body.next! } });
    expect(second.body).toMatchObject({ count: 11, next: null, results: [{ id: made[0]!.id }] });

    const byAdmin = await api('deleteVaccination', tokens.administration!, {
      params: { id: made[0]!.id },
      query: { consistency_token: made[0]!.consistency_token },
    });
    expect(byAdmin.status).toBe(403);
    const byNurse = await api('deleteVaccination', tokens.nurse!, { params: { id: made[0]!.id }, query: { consistency_token: made[0]!.consistency_token } });
    expect(byNurse.status).toBe(204);
    const byPhysician = await api('deleteVaccination', tokens.physician!, {
      params: { id: made[1]!.id },
      query: { consistency_token: made[1]!.consistency_token },
    });
    expect(byPhysician.status).toBe(204);
    expect((await api('listVaccinations', tokens.physician!, { params: { id: p.id }, query: {} })).body.count).toBe(9);
  });

  it("answers 404 for another practice's patient", async () => {
    const p = await patient();
    expect((await api('listVaccinations', other.physician!, { params: { id: p.id }, query: {} })).status).toBe(404);
    expect((await api('createVaccinationOutsideConsultation', other.physician!, { params: { id: p.id }, body: vaccinationFields() })).status).toBe(404);
  });
});
