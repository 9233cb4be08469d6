import { type Procedure } from '@praktijk/shared/records/procedures';
import { practiceToday } from '@praktijk/shared/records/health-fields';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TypedApi, typedApi } from '../support/api';
import { insuranceFields, newPatientBody } from '../support/patients';
import { createTestPractice, roleTokens } from '../support/practice';
import { twin } from '../support/twin-env';

// Procedures (issue 25 "Procedures (billing)", spec 3 §2, §3, §5): the type search by the
// patient's tariff list (SZF for an SZF-insured patient, SURVAM otherwise, every list's matches
// when the patient's has none), a procedure done in a consultation note with its type and tariff
// kept as they were, the patient's page and the note's list, the description on its token, and
// delete; another practice's ids 404.
let api: TypedApi;
const tokens: Record<string, string> = {};
const other: Record<string, string> = {};
let reasonType: string;

beforeAll(async () => {
  api = typedApi(twin().url);
  const [mine, theirs] = await Promise.all([createTestPractice(), createTestPractice()]);
  Object.assign(tokens, await roleTokens(mine));
  Object.assign(other, await roleTokens(theirs));
  reasonType = (await api('createConsultReasonType', tokens.physician!, { body: { name: 'Spreekuur' } })).body.id;
});

const newPatient = async (token = tokens.administration!) => (await api('createPatient', token, { body: newPatientBody() })).body.id;
const insure = async (patient: string, company: string, type: string, overrides: object = {}) => {
  const body = { ...insuranceFields({ company_id: company, type_id: type, expiry_date: '2099-12-31', ...overrides }), patient, is_primary: true };
  const res = await api.raw('createInsurance', tokens.administration!, { body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; consistency_token: string };
};
/** A walk-in consultation's note: the decursus id. */
const note = async (patient: string) => {
  const body = { reason_type: reasonType, reason: 'Controle', is_walkin: true, insurance: null };
  const res = await api('createConsultation', tokens.physician!, { params: { id: patient }, body });
  return res.body.decursus_id;
};
const types = async (search: string, patient?: string) =>
  (await api('listProcedureTypes', tokens.physician!, { query: { search, ...(patient ? { patient } : {}) } })).body;
const add = (patient: string, decursus: string, type_id: string, description = '') =>
  api.raw('createProcedure', tokens.physician!, { body: { patient, decursus, type_id, description } });
const added = async (patient: string, decursus: string, type_id: string, description = '') => {
  const res = await add(patient, decursus, type_id, description);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Procedure;
};

describe('procedure types', () => {
  it("search the SZF list for a patient whose primary insurance is SZF's, SURVAM's otherwise", async () => {
    const [szf, assuria, none] = [await newPatient(), await newPatient(), await newPatient()];
    await insure(szf, 'SZF', 'SZF-BZV');
    await insure(assuria, 'ASSURIA', 'ASSURIA-BZV');
    const codes = (list: { code: string }[]) => list.map((t) => t.code);
    expect(codes(await types('suturing', szf))).toEqual(['SZF-120', 'SZF-121']);
    expect(codes(await types('suturing', assuria))).toEqual(['SV-120', 'SV-121']);
    expect(codes(await types('suturing', none))).toEqual(['SV-120', 'SV-121']);
    // Without a patient: both lists' matches. From one character (spec 3 §9).
    expect(codes(await types('suturing'))).toEqual(expect.arrayContaining(['SZF-120', 'SV-120', 'SZF-121', 'SV-121']));
    expect((await types('s', szf)).length).toBeGreaterThan(0);
    const [consult] = await types('consultation', szf);
    expect(consult).toEqual({ id: 'SZF-100', code: 'SZF-100', name: 'Consultation', resource: 'SZF', tariff: 120 });
  });

  it("fall back to every list's matches when the patient's list has none, and ignore an expired or inactive insurance", async () => {
    const szf = await newPatient();
    await insure(szf, 'SZF', 'SZF-BZV');
    // A code of the other list: the filtered list is empty, so the search answers all it found.
    expect((await types('SV-102', szf)).map((t) => t.code)).toEqual(['SV-102']);
    const lapsed = await newPatient();
    await insure(lapsed, 'SZF', 'SZF-BZV', { effective_date: '2020-01-01', expiry_date: '2020-12-31' });
    expect((await types('home visit', lapsed)).map((t) => t.code)).toEqual(['SV-102']);
    const inactive = await newPatient();
    await insure(inactive, 'SZF', 'SZF-BZV', { is_active: false });
    expect((await types('home visit', inactive)).map((t) => t.code)).toEqual(['SV-102']);
  });

  it("answer 404 for another practice's patient and 400 for a bad id", async () => {
    const theirs = await newPatient(other.administration);
    expect((await api.raw('listProcedureTypes', tokens.physician!, { query: { search: 'a', patient: theirs } })).status).toBe(404);
    const bad = await api.raw('listProcedureTypes', tokens.physician!, { query: { search: 'a', patient: 'nope' } });
    expect([bad.status, bad.body]).toEqual([400, { patient: ['Enter a valid id.'] }]);
  });
});

describe('procedures', () => {
  it("keep the type, its tariff and the note's day as they were when done, whatever the insurance becomes", async () => {
    const patient = await newPatient();
    const insurance = await insure(patient, 'SZF', 'SZF-BZV');
    const decursus = await note(patient);
    const done = await added(patient, decursus, 'SZF-110', 'Rust-ECG');
    expect(done).toMatchObject({
      patient_id: patient,
      decursus,
      decursus_date: practiceToday(),
      type_id: 'SZF-110',
      type: { code: 'SZF-110', name: 'ECG (electrocardiogram)', resource: 'SZF', tariff: 250 },
      description: 'Rust-ECG',
    });
    // The patient moves to another insurer: the search changes, the procedure done does not.
    await api('updateInsurance', tokens.administration!, {
      params: { id: insurance.id },
      body: {
        ...insuranceFields({ company_id: 'ASSURIA', type_id: 'ASSURIA-BZV', expiry_date: '2099-12-31' }),
        consistency_token: insurance.consistency_token,
      },
    });
    expect((await types('ECG', patient)).map((t) => t.code)).toEqual(['SV-110']);
    const page = (await api('listPatientProcedures', tokens.physician!, { params: { id: patient }, query: {} })).body;
    expect(page.results.map((p) => [p.type.code, p.type.tariff])).toEqual([['SZF-110', 250]]);
  });

  it("page the patient's newest first, 5 a page, and list a note's in the order added", async () => {
    const patient = await newPatient();
    const [first, second] = [await note(patient), await note(patient)];
    const codes = ['SV-100', 'SV-110', 'SV-111', 'SV-112', 'SV-113', 'SV-114'];
    for (const [i, code] of codes.entries()) await added(patient, i < 4 ? first : second, code);
    const page = (await api('listPatientProcedures', tokens.physician!, { params: { id: patient }, query: {} })).body;
    expect([page.count, page.results.length]).toEqual([6, 5]);
    expect(page.results.map((p) => p.type.code)).toEqual([...codes].reverse().slice(0, 5));
    const next = (await api('listPatientProcedures', tokens.physician!, { params: { id: patient }, query: { cursor: page.next! } })).body;
    expect(next.results.map((p) => p.type.code)).toEqual(['SV-100']);
    const ofFirst = (await api('listDecursusProcedures', tokens.physician!, { params: { id: first } })).body;
    expect(ofFirst.map((p) => p.type.code)).toEqual(codes.slice(0, 4));
    expect((await api('listDecursusProcedures', tokens.physician!, { params: { id: second } })).body.map((p) => p.type.code)).toEqual(codes.slice(4));
  });

  it("refuse an unknown type, a missing note and another patient's note", async () => {
    const [patient, otherPatient] = [await newPatient(), await newPatient()];
    const decursus = await note(patient);
    const unknown = await add(patient, decursus, 'XX-999');
    expect([unknown.status, unknown.body]).toEqual([400, { type_id: ['Invalid pk "XX-999" - object does not exist.'] }]);
    const noNote = await api.raw('createProcedure', tokens.physician!, { body: { patient, decursus: null, type_id: 'SV-100' } });
    expect([noNote.status, noNote.body]).toEqual([400, { decursus: ['This field is required.'] }]);
    const theirs = await note(otherPatient);
    const wrong = await add(patient, theirs, 'SV-100');
    expect([wrong.status, wrong.body]).toEqual([400, { decursus: [`Invalid pk "${theirs}" - object does not exist.`] }]);
    expect((await api('listPatientProcedures', tokens.physician!, { params: { id: patient }, query: {} })).body.count).toBe(0);
  });

  it('change the description on its token (the second of two edits on one token is a 409), then delete it', async () => {
    const patient = await newPatient();
    const done = await added(patient, await note(patient), 'SV-123');
    const patch = (description: string, consistency_token: string) =>
      api.raw('updateProcedure', tokens.physician!, { params: { id: done.id }, body: { description, consistency_token } });
    const [a, b] = await Promise.all([patch('Verband links', done.consistency_token), patch('Verband rechts', done.consistency_token)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const saved = (a.status === 200 ? a.body : b.body) as Procedure;
    // What a PATCH does not name stays: the type and the note.
    expect(saved).toMatchObject({ type_id: 'SV-123', decursus_date: done.decursus_date, type: done.type });
    const stale = await api.raw('deleteProcedure', tokens.physician!, { params: { id: done.id }, query: { consistency_token: done.consistency_token } });
    expect(stale.status).toBe(409);
    const removed = await api.raw('deleteProcedure', tokens.physician!, { params: { id: done.id }, query: { consistency_token: saved.consistency_token } });
    expect(removed.status).toBe(204);
    expect((await api('listPatientProcedures', tokens.physician!, { params: { id: patient }, query: {} })).body.count).toBe(0);
    expect((await api('listDecursusProcedures', tokens.physician!, { params: { id: done.decursus! } })).body).toEqual([]);
  });

  it("answer 404 for another practice's procedure, patient and note, and 403 to a nurse who adds one", async () => {
    const patient = await newPatient();
    const decursus = await note(patient);
    const done = await added(patient, decursus, 'SV-100');
    expect((await api.raw('listDecursusProcedures', other.physician!, { params: { id: decursus } })).status).toBe(404);
    expect((await api.raw('listPatientProcedures', other.physician!, { params: { id: patient }, query: {} })).status).toBe(404);
    const patch = await api.raw('updateProcedure', other.physician!, {
      params: { id: done.id },
      body: { description: 'x', consistency_token: done.consistency_token },
    });
    expect(patch.status).toBe(404);
    const nurse = await api.raw('createProcedure', tokens.nurse!, { body: { patient, decursus, type_id: 'SV-100' } });
    expect(nurse.status).toBe(403);
  });
});
