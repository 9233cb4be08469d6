import { beforeAll, describe, expect, it } from 'vitest';
import { type TypedApi, typedApi } from '../support/api';
import { newPatientBody } from '../support/patients';
import { createTestPractice, roleTokens } from '../support/practice';
import { twin } from '../support/twin-env';

// The allergy check of a prescription (issue 13 §2, spec 2 §7 allergy_check): a drug allergen's
// ATC class covers the medications whose ATC code starts with it, so a penicillin allergy flags
// amoxicillin and leaves a macrolide alone.
let api: TypedApi;
const tokens: Record<string, string> = {};
const other: Record<string, string> = {};

beforeAll(async () => {
  api = typedApi(twin().url);
  const [mine, theirs] = await Promise.all([createTestPractice(), createTestPractice()]);
  Object.assign(tokens, await roleTokens(mine));
  Object.assign(other, await roleTokens(theirs));
});

async function medication(name: string): Promise<string> {
  const found = await api('searchMedications', tokens.physician!, { query: { search: name } });
  const item = found.body.find((m) => m.name === name);
  if (!item) throw new Error(`No medication ${name}`);
  return item.id;
}

async function patientAllergicTo(code: string, type = 'DRUG') {
  const patient = (await api('createPatient', tokens.administration!, { body: newPatientBody() })).body;
  const created = await api('createAllergy', tokens.physician!, {
    body: { patient: patient.id, decursus: null, allergy_type_id: type, allergy_code_id: code, allergy_severity_id: 'SEV', reaction: 'Urticaria' },
  });
  expect(created.status).toBe(201);
  return patient;
}

describe('the allergy check', () => {
  it('flags amoxicillin for a patient with a penicillin allergy, and names the allergy', async () => {
    const patient = await patientAllergicTo('DRUG-PEN');
    const res = await api('checkAllergy', tokens.physician!, { params: { id: patient.id }, query: { medication: await medication('Amoxicilline') } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ allergic: true, allergies: [{ allergy_code: { id: 'DRUG-PEN', name: 'Penicillins' }, reaction: 'Urticaria' }] });
  });

  it('leaves a macrolide alone for the same patient, and any medication for a patient with a food allergy only', async () => {
    const penicillin = await patientAllergicTo('DRUG-PEN');
    const azithromycin = await medication('Azitromycine');
    expect((await api('checkAllergy', tokens.physician!, { params: { id: penicillin.id }, query: { medication: azithromycin } })).body).toEqual({
      allergic: false,
      allergies: [],
    });
    const food = await patientAllergicTo('FOOD-PEANUT', 'FOOD');
    const amoxicillin = await medication('Amoxicilline');
    expect((await api('checkAllergy', tokens.physician!, { params: { id: food.id }, query: { medication: amoxicillin } })).body.allergic).toBe(false);
  });

  it('warns administration, who prescribe outside a consultation but do not see the Allergies tab', async () => {
    const patient = await patientAllergicTo('DRUG-PEN');
    const res = await api('checkAllergy', tokens.administration!, { params: { id: patient.id }, query: { medication: await medication('Amoxicilline') } });
    expect(res.body.allergic).toBe(true);
  });

  it("refuses an unknown medication, and answers 404 for another practice's patient", async () => {
    const patient = await patientAllergicTo('DRUG-PEN');
    const unknown = await api('checkAllergy', tokens.physician!, { params: { id: patient.id }, query: { medication: 'NOPE' } });
    expect(unknown).toMatchObject({ status: 400, body: { medication: ['Select a valid choice.'] } });
    const amoxicillin = await medication('Amoxicilline');
    expect((await api('checkAllergy', other.physician!, { params: { id: patient.id }, query: { medication: amoxicillin } })).status).toBe(404);
  });
});
