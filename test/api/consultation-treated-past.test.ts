import { beforeAll, describe, expect, it } from 'vitest';
import { type TypedApi, typedApi } from '../support/api';
import { daysAgo, writeConsultation } from '../support/consultations';
import { newPatientBody } from '../support/patients';
import { createTestPractice, roleTokens, type TestPractice } from '../support/practice';
import { twin } from '../support/twin-env';

// Issue 21 §8: Treated on a past consultation. Spec 1 §4: processed is set or cleared only when
// can_change_processed, which the server answers false for an earlier day; the screen then offers
// no Treated button, and the server refuses the same change when it is sent anyway.
let api: TypedApi;
let practice: TestPractice;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  api = typedApi(twin().url);
  practice = await createTestPractice();
  Object.assign(tokens, await roleTokens(practice));
});

describe('Treated on a consultation of an earlier day', () => {
  it('is refused as can_change_processed says, and the consultation stays untreated', async () => {
    const patient = (await api('createPatient', tokens.administration!, { body: newPatientBody() })).body;
    const past = await writeConsultation(practice, practice.users.physician, patient.id, daysAgo(1), { arrived: true, processed: false });
    const shown = (await api('getConsultation', tokens.physician!, { params: { id: past.consultation.id } })).body;
    expect(shown).toMatchObject({ is_past: true, arrived: true, processed: false, can_change_processed: false });

    const treat = await api('setConsultationProcessed', tokens.physician!, {
      params: { id: shown.id },
      body: { processed: true, consistency_token: shown.consistency_token },
    });
    expect(treat).toMatchObject({ status: 400, body: { non_field_errors: ['A past consultation cannot be marked as treated.'] } });
    expect((await api('getConsultation', tokens.physician!, { params: { id: shown.id } })).body).toMatchObject({
      processed: false,
      can_change_processed: false,
    });
  });
});
