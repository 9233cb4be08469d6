import { todayIso } from '@praktijk/shared/dates';
import { type Consultation } from '@praktijk/shared/schemas/consultations';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TypedApi, typedApi } from '../support/api';
import { daysAgo, writeConsultation, writeEpisode } from '../support/consultations';
import { insuranceFields, newPatientBody } from '../support/patients';
import { createTestPractice, roleTokens, type TestPractice } from '../support/practice';
import { twin } from '../support/twin-env';

// Consultations (issue 10 §1, spec 1 §3-§4, spec 3 §2-§4): created for today with the caller (or
// the physician named) as practitioner and an empty decursus, the form saved on its token, and the
// three transitions: arrived, processed (Treated) and the episode of its note.
let api: TypedApi;
let practice: TestPractice;
const tokens: Record<string, string> = {};
const otherPractice: Record<string, string> = {};
let other: TestPractice;
let reasonType: string;
const NOT_A_CHOICE = 'Select a valid choice. That choice is not one of the available choices.';

beforeAll(async () => {
  api = typedApi(twin().url);
  [practice, other] = await Promise.all([createTestPractice(), createTestPractice()]);
  Object.assign(tokens, await roleTokens(practice));
  Object.assign(otherPractice, await roleTokens(other));
  reasonType = (await api('createConsultReasonType', tokens.physician!, { body: { name: 'Spreekuur' } })).body.id;
});

const patient = async (token = tokens.administration!) => (await api('createPatient', token, { body: newPatientBody() })).body;
const form = (overrides: Partial<{ reason: string; is_walkin: boolean; insurance: string | null }> = {}) => ({
  reason_type: reasonType,
  reason: 'Hoofdpijn sinds drie dagen',
  is_walkin: true,
  insurance: null,
  ...overrides,
});

async function newConsultation(patientId?: string): Promise<Consultation> {
  const id = patientId ?? (await patient()).id;
  const created = await api('createConsultation', tokens.physician!, { params: { id }, body: form() });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

describe('creating a consultation', () => {
  it("makes today's consultation with the physician as practitioner, its empty decursus, and shows it as the patient's current one", async () => {
    const p = await patient();
    const c = await newConsultation(p.id);
    expect(c).toMatchObject({
      patient_id: p.id,
      practitioner: { id: practice.users.physician.id, name: expect.stringContaining(practice.users.physician.firstName) },
      date: todayIso(),
      reason: 'Hoofdpijn sinds drie dagen',
      is_walkin: true,
      arrived: false,
      processed: false,
      is_past: false,
      can_change_processed: false,
      episode: null,
      decursus_id: c.id,
    });
    expect((await api('getConsultation', tokens.physician!, { params: { id: c.id } })).body).toEqual(c);
    expect((await api('currentConsultation', tokens.physician!, { params: { id: p.id } })).body).toEqual(c);
    expect((await api('lastConsultation', tokens.administration!, { params: { id: p.id } })).body).toEqual(c);
    const shown = (await api('getPatient', tokens.nurse!, { params: { id: p.id } })).body;
    expect(shown.current_consult).toEqual({ id: c.id, decursus_id: c.id, start: c.start, practitioner: c.practitioner });
    const note = (await api('currentDecursus', tokens.physician!, { params: { id: c.id } })).body;
    expect(note).toMatchObject({ id: c.id, consultation_id: c.id, subjective: '', version: 1, icpc_subjective: null, episode: null });
    expect((await api('listDecursusRevisions', tokens.physician!, { params: { id: c.id } })).body.map((r) => r.version)).toEqual([1]);
  });

  it('answers null for a patient without consultations, and nothing current once treated or only in the past', async () => {
    const p = await patient();
    expect((await api('lastConsultation', tokens.physician!, { params: { id: p.id } })).body).toBeNull();
    expect((await api('currentConsultation', tokens.physician!, { params: { id: p.id } })).body).toBeNull();
    expect((await api('getPatient', tokens.physician!, { params: { id: p.id } })).body.current_consult).toBeNull();
    const past = await writeConsultation(practice, practice.users.physician, p.id, daysAgo(3));
    expect((await api('currentConsultation', tokens.physician!, { params: { id: p.id } })).body).toBeNull();
    expect((await api('lastConsultation', tokens.physician!, { params: { id: p.id } })).body).toMatchObject({ id: past.consultation.id, is_past: true });
  });

  it('lets administration create one for a physician, and refuses a missing or wrong practitioner', async () => {
    const p = await patient();
    const forPhysician = await api('createConsultation', tokens.administration!, {
      params: { id: p.id },
      body: { ...form(), practitioner: practice.users.physician.id },
    });
    expect(forPhysician.status, JSON.stringify(forPhysician.body)).toBe(201);
    expect(forPhysician.body.practitioner.id).toBe(practice.users.physician.id);
    const without = await api('createConsultation', tokens.administration!, { params: { id: p.id }, body: form() });
    expect(without).toMatchObject({ status: 400, body: { practitioner: ['This field is required.'] } });
    const nurseNamed = await api('createConsultation', tokens.administration!, {
      params: { id: p.id },
      body: { ...form(), practitioner: practice.users.nurse.id },
    });
    expect(nurseNamed).toMatchObject({ status: 400, body: { practitioner: [NOT_A_CHOICE] } });
    const otherPhysician = await api('createConsultation', tokens.administration!, {
      params: { id: p.id },
      body: { ...form(), practitioner: other.users.physician.id },
    });
    expect(otherPhysician).toMatchObject({ status: 400, body: { practitioner: [NOT_A_CHOICE] } });
    expect((await api('createConsultation', tokens.nurse!, { params: { id: p.id }, body: form() })).status).toBe(403);
  });

  it("answers 404 for another practice's patient", async () => {
    const theirs = await patient(otherPractice.administration!);
    expect((await api('createConsultation', tokens.physician!, { params: { id: theirs.id }, body: form() })).status).toBe(404);
    expect((await api('lastConsultation', tokens.physician!, { params: { id: theirs.id } })).status).toBe(404);
    expect((await api('currentConsultation', tokens.physician!, { params: { id: theirs.id } })).status).toBe(404);
  });

  it('takes only an active insurance of the patient and a reason type its practitioner may use', async () => {
    const [p, q] = await Promise.all([patient(), patient()]);
    const insurance = async (id: string, is_active: boolean, is_primary: boolean) =>
      (await api('createInsurance', tokens.administration!, { body: { ...insuranceFields({ is_active }), patient: id, is_primary } })).body;
    const [active, inactive, theirs] = await Promise.all([insurance(p.id, true, true), insurance(p.id, false, false), insurance(q.id, true, true)]);
    const create = (body: object) => api('createConsultation', tokens.physician!, { params: { id: p.id }, body: { ...form(), ...body } });
    expect(await create({ insurance: inactive.id })).toMatchObject({ status: 400, body: { insurance: [NOT_A_CHOICE] } });
    expect(await create({ insurance: theirs.id })).toMatchObject({ status: 400, body: { insurance: [NOT_A_CHOICE] } });
    expect(await create({ insurance: active.id })).toMatchObject({ status: 201, body: { insurance: active.id } });

    const administrationOwn = await api('createConsultReasonType', tokens.staff!, {
      body: { name: 'Alleen van een ander', practitioner: practice.users.administration.id },
    });
    const physicianOwn = await api('createConsultReasonType', tokens.physician!, { body: { name: 'Eigen reden', practitioner: practice.users.physician.id } });
    expect(await create({ reason_type: administrationOwn.body.id })).toMatchObject({ status: 400, body: { reason_type: [NOT_A_CHOICE] } });
    expect(await create({ reason_type: physicianOwn.body.id })).toMatchObject({ status: 201, body: { reason_type: physicianOwn.body.id } });
    expect(await create({ reason_type: '', reason: ' ' })).toMatchObject({
      status: 400,
      body: { reason_type: ['This field is required.'], reason: ['This field is required.'] },
    });
  });

  it('refuses a patient changed since the form read it (409), and an episode of another patient (400)', async () => {
    const p = await patient();
    const changed = await api('updatePatient', tokens.administration!, {
      params: { id: p.id },
      body: { ...newPatientBody({ first_name: 'Anders' }), consistency_token: p.consistency_token },
    });
    expect(changed.status).toBe(200);
    const stale = await api('createConsultation', tokens.physician!, { params: { id: p.id }, body: { ...form(), consistency_token: p.consistency_token } });
    expect(stale.status).toBe(409);
    const staleInEpisode = await api('createConsultation', tokens.physician!, {
      params: { id: p.id },
      body: { ...form(), episode: { patient: p.id, consistency_token: p.consistency_token } },
    });
    expect(staleInEpisode.status).toBe(409);
    const current = await api('createConsultation', tokens.physician!, {
      params: { id: p.id },
      body: { ...form(), episode: { patient: p.id, consistency_token: changed.body.consistency_token } },
    });
    expect(current.status).toBe(201);
    const wrongPatient = await api('createConsultation', tokens.physician!, {
      params: { id: p.id },
      body: { ...form(), episode: { patient: current.body.id } },
    });
    expect(wrongPatient).toMatchObject({ status: 400, body: { 'episode.patient': [expect.any(String)] } });
  });
});

describe('the consultation form', () => {
  it('saves reason type, reason, walk-in and insurance on its token, and records who changed it', async () => {
    const c = await newConsultation();
    const saved = await api('updateConsultation', tokens.administration!, {
      params: { id: c.id },
      body: { ...form({ reason: 'Controle bloeddruk', is_walkin: false }), consistency_token: c.consistency_token },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ reason: 'Controle bloeddruk', is_walkin: false, updated_by: { id: practice.users.administration.id } });
    expect(saved.body.consistency_token).not.toBe(c.consistency_token);
    const stale = await api('updateConsultation', tokens.physician!, { params: { id: c.id }, body: { ...form(), consistency_token: c.consistency_token } });
    expect(stale.status).toBe(409);
  });

  it('keeps markup in the reason as text', async () => {
    const c = await newConsultation();
    const reason = '<script>alert(1)</script> & <img src=x onerror=alert(2)>';
    const saved = await api('updateConsultation', tokens.physician!, {
      params: { id: c.id },
      body: { ...form({ reason }), consistency_token: c.consistency_token },
    });
    expect(saved.body.reason).toBe(reason);
    expect((await api('getConsultation', tokens.physician!, { params: { id: c.id } })).body.reason).toBe(reason);
  });
});

describe('arrived and treated', () => {
  const arrive = (c: Consultation, arrived: boolean, token = c.consistency_token) =>
    api('setConsultationArrived', tokens.physician!, { params: { id: c.id }, body: { arrived, consistency_token: token } });
  const treat = (c: Consultation, processed: boolean, token = c.consistency_token) =>
    api('setConsultationProcessed', tokens.physician!, { params: { id: c.id }, body: { processed, consistency_token: token } });

  it('treats only an arrived patient, then keeps arrival as it is, and reopens a consultation of today', async () => {
    const c = await newConsultation();
    expect(await treat(c, true)).toMatchObject({ status: 400, body: { non_field_errors: ['The patient has not arrived.'] } });
    const arrived = (await arrive(c, true)).body;
    expect(arrived).toMatchObject({ arrived: true, can_change_processed: true });
    const treated = (await treat(arrived, true)).body;
    expect(treated).toMatchObject({ processed: true, updated_by: { id: practice.users.physician.id } });
    expect(await arrive(treated, false)).toMatchObject({ status: 400, body: { non_field_errors: ['The consultation has been treated.'] } });
    const reopened = await treat(treated, false);
    expect(reopened).toMatchObject({ status: 200, body: { processed: false, arrived: true } });
    expect((await arrive(reopened.body, false)).body).toMatchObject({ arrived: false, can_change_processed: false });
  });

  it('does not reopen a consultation of an earlier day', async () => {
    const p = await patient();
    const past = await writeConsultation(practice, practice.users.physician, p.id, daysAgo(2), { arrived: true, processed: true });
    const shown = (await api('getConsultation', tokens.physician!, { params: { id: past.consultation.id } })).body;
    expect(shown).toMatchObject({ is_past: true, can_change_processed: false, processed: true });
    expect(await treat(shown, false)).toMatchObject({ status: 400, body: { non_field_errors: ['A past consultation cannot be reopened.'] } });
  });

  it('lets one of two arrivals sent on the same token through and answers the other 409', async () => {
    const c = await newConsultation();
    const answers = await Promise.all([arrive(c, true), arrive(c, true)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });

  it('offers Treated to no one who may not change consultations', async () => {
    const c = await newConsultation();
    await arrive(c, true);
    expect((await api('getConsultation', tokens.physician!, { params: { id: c.id } })).body.can_change_processed).toBe(true);
    expect((await api('getConsultation', tokens.nurse!, { params: { id: c.id } })).status).toBe(403);
  });
});

describe("the consultation's episode (change_info)", () => {
  it('links the note to an active episode of the patient without a new note version, and unlinks it', async () => {
    const p = await patient();
    const c = await newConsultation(p.id);
    const episode = await writeEpisode(practice, p.id);
    const before = (await api('getDecursus', tokens.physician!, { params: { id: c.id } })).body;
    const linked = await api('setConsultationEpisode', tokens.physician!, { params: { id: c.id }, body: { episode, consistency_token: c.consistency_token } });
    expect(linked).toMatchObject({ status: 200, body: { episode } });
    expect(linked.body.consistency_token).not.toBe(c.consistency_token);
    const note = (await api('getDecursus', tokens.physician!, { params: { id: c.id } })).body;
    expect(note).toMatchObject({ episode, version: before.version, consistency_token: before.consistency_token });
    expect((await api('getConsultation', tokens.physician!, { params: { id: c.id } })).body.episode).toBe(episode);
    const stale = await api('setConsultationEpisode', tokens.physician!, {
      params: { id: c.id },
      body: { episode: null, consistency_token: c.consistency_token },
    });
    expect(stale.status).toBe(409);
    const unlinked = await api('setConsultationEpisode', tokens.physician!, {
      params: { id: c.id },
      body: { episode: null, consistency_token: linked.body.consistency_token },
    });
    expect(unlinked).toMatchObject({ status: 200, body: { episode: null } });
  });

  it("refuses another patient's, an inactive and a merged episode", async () => {
    const [p, q] = await Promise.all([patient(), patient()]);
    const c = await newConsultation(p.id);
    const leader = await writeEpisode(practice, p.id);
    const episodes = await Promise.all([
      writeEpisode(practice, q.id),
      writeEpisode(practice, p.id, { active: false }),
      writeEpisode(practice, p.id, { active: false, mergedInto: leader }),
    ]);
    for (const episode of episodes) {
      const refused = await api('setConsultationEpisode', tokens.physician!, {
        params: { id: c.id },
        body: { episode, consistency_token: c.consistency_token },
      });
      expect(refused).toMatchObject({ status: 400, body: { episode: [NOT_A_CHOICE] } });
    }
  });

  it('shows a note linked to an episode merged since as linked to the leading one', async () => {
    const p = await patient();
    const leader = await writeEpisode(practice, p.id);
    const merged = await writeEpisode(practice, p.id, { active: false, mergedInto: leader });
    const past = await writeConsultation(practice, practice.users.physician, p.id, daysAgo(5), { episode: merged });
    expect((await api('getConsultation', tokens.physician!, { params: { id: past.consultation.id } })).body.episode).toBe(leader);
    expect((await api('getDecursus', tokens.nurse!, { params: { id: past.consultation.id } })).body.episode).toBe(leader);
  });
});

describe('Manage > Logs', () => {
  it('files the consultation and its note under the patient, and each transition as a change', async () => {
    const p = await patient();
    const c = await newConsultation(p.id);
    await api('setConsultationArrived', tokens.physician!, { params: { id: c.id }, body: { arrived: true, consistency_token: c.consistency_token } });
    const logs = (await api('listLogs', tokens.physician!, { params: { id: p.id }, query: { model: 'consultation' } })).body.results;
    expect(logs.map((entry) => entry.log_type).sort()).toEqual(['+', '~']);
    expect(logs.find((entry) => entry.log_type === '~')?.changes.map((change) => change.field)).toEqual(['arrived']);
    const notes = (await api('listLogs', tokens.physician!, { params: { id: p.id }, query: { model: 'decursus' } })).body.results;
    expect(notes.map((entry) => entry.log_type)).toEqual(['+']);
  });
});
