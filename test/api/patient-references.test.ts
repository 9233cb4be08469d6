import { beforeAll, describe, expect, it } from 'vitest';
import { type TypedApi, typedApi } from '../support/api';
import { newPatientBody } from '../support/patients';
import { createTestPractice, type TestPractice, roleTokens } from '../support/practice';
import { twin } from '../support/twin-env';

// Issue 8.4: a patient's catalogue fields must name entries that exist, and its primary physician
// must be a physician of the same practice; otherwise 400 "Select a valid choice." per field.
let api: TypedApi;
let practice: TestPractice;
let other: TestPractice;
const tokens: Record<string, string> = {};
const INVALID = ['Select a valid choice.'];

beforeAll(async () => {
  api = typedApi(twin().url);
  [practice, other] = await Promise.all([createTestPractice(), createTestPractice()]);
  Object.assign(tokens, await roleTokens(practice));
});

describe('patient catalogue references', () => {
  it('refuses entries that do not exist, field by field', async () => {
    const res = await api.raw('createPatient', tokens.administration!, {
      body: newPatientBody({
        biological_gender_id: 'NOT-A-GENDER',
        title_id: 'KING',
        nationality_id: 'ATLANTIS',
        disability_ids: ['VIS', 'bogus'],
        contact_relation_id: 'x',
      }),
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      biological_gender_id: INVALID,
      title_id: INVALID,
      nationality_id: INVALID,
      disability_ids: INVALID,
      contact_relation_id: INVALID,
    });
  });

  it("takes the primary physician from the practice's own physicians only", async () => {
    const elsewhere = await api.raw('createPatient', tokens.administration!, { body: newPatientBody({ primary_physician_id: other.users.physician.id }) });
    expect(elsewhere).toMatchObject({ status: 400, body: { primary_physician_id: INVALID } });
    const notPhysician = await api.raw('createPatient', tokens.administration!, {
      body: newPatientBody({ primary_physician_id: practice.users.administration.id }),
    });
    expect(notPhysician).toMatchObject({ status: 400, body: { primary_physician_id: INVALID } });
    const own = await api('createPatient', tokens.administration!, {
      body: newPatientBody({
        primary_physician_id: practice.users.physician.id,
        title_id: 'MEVR',
        nationality_id: 'SUR',
        district_id: 'PM',
        resort_id: 'PM03',
        address_id: 'A0001',
        disability_ids: ['VIS'],
      }),
    });
    expect(own.status).toBe(201);
    expect(own.body).toMatchObject({ primary_physician_id: practice.users.physician.id, title_id: 'MEVR', address_id: 'A0001' });
  });

  it('keeps address, resort and district of one place', async () => {
    const res = await api.raw('createPatient', tokens.administration!, { body: newPatientBody({ district_id: 'WA', resort_id: 'PM03', address_id: 'A0001' }) });
    expect(res).toMatchObject({ status: 400, body: { resort_id: ['This resort is not in the chosen district.'] } });
  });

  it('checks an update the same way, and lets it keep what the record has', async () => {
    const created = await api('createPatient', tokens.administration!, { body: newPatientBody({ title_id: 'MEVR' }) });
    expect(created.status).toBe(201);
    const bogus = await api.raw('updatePatient', tokens.administration!, {
      params: { id: created.body.id },
      body: { ...newPatientBody({ title_id: 'KING', identified_gender_id: 'nope' }), consistency_token: created.body.consistency_token },
    });
    expect(bogus).toMatchObject({ status: 400, body: { title_id: INVALID, identified_gender_id: INVALID } });
    const kept = await api('updatePatient', tokens.administration!, {
      params: { id: created.body.id },
      body: { ...newPatientBody({ title_id: 'MEVR', profession: 'Leraar' }), consistency_token: created.body.consistency_token },
    });
    expect(kept.status).toBe(200);
  });
});
