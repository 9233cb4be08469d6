import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nextDay } from '@praktijk/shared/practice-clock';
import { practiceToday } from '@praktijk/shared/records/health-fields';
import { PROCESSED_IN_FUTURE, REFERRAL_NOTE_REASON, type Referral } from '@praktijk/shared/records/referrals';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TypedApi, typedApi } from '../support/api';
import { insuranceFields, newPatientBody } from '../support/patients';
import { createTestPractice, roleTokens } from '../support/practice';
import { twin } from '../support/twin-env';

// Patient referrals (issue 25 "Patient referrals", spec 3 §2, §3, §5, spec 1 §6, §7): written in a
// consultation note, or in a new note of today when none is named (linked to the patient's only
// active episode), or outside one by the administration route; the reason sanitised; a page of 5
// newest first; processed and the consulting doctor changed on the token; printed as a PDF on the
// letterhead (checked by content); roles as the defaults say; another practice's ids 404.
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
const note = async (patient: string) => {
  const body = { reason_type: reasonType, reason: 'Controle', is_walkin: true, insurance: null };
  return (await api('createConsultation', tokens.physician!, { params: { id: patient }, body })).body.decursus_id;
};
const referralBody = (patient: string, extra: object = {}) => ({
  patient,
  type_id: 'CAR',
  priority_id: 'UR',
  consults: 2,
  receiving: 'AZP, polikliniek cardiologie',
  reason: '<p>Graag beoordeling van <strong>pijn op de borst</strong>.</p><script>alert(1)</script><img src="x" onerror="alert(2)">',
  ...extra,
});
const write = async (patient: string, extra: object = {}, token = tokens.physician!) => {
  const res = await api.raw('createReferral', token, { body: referralBody(patient, extra) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Referral;
};
const page = async (patient: string, query: object = {}) => (await api('listPatientReferrals', tokens.physician!, { params: { id: patient }, query })).body;

describe('patient referrals', () => {
  it('are written in the named note with the reason sanitised, the catalogue names and the referrer', async () => {
    const patient = await newPatient();
    const decursus = await note(patient);
    const referral = await write(patient, { decursus_id: decursus, consistency_token: 'ignored' });
    expect(referral).toMatchObject({
      decursus,
      type: { id: 'CAR', name: 'Cardiology' },
      priority: { id: 'UR', name: 'Urgent' },
      consults: 2,
      receiving: 'AZP, polikliniek cardiologie',
      consulting_doctor: '',
      processed_date: null,
      printable: true,
      physician: { name: expect.stringMatching(/Tester$/) },
    });
    expect(referral.reason).toContain('<strong>pijn op de borst</strong>');
    expect(referral.reason).not.toMatch(/script|onerror|alert/);
  });

  it("get a new note of today when none is named, linked to the patient's only active episode", async () => {
    const patient = await newPatient();
    const episode = (await api('createEpisode', tokens.physician!, { body: { patient, name: 'Pijn op de borst' } })).body;
    const referral = await write(patient, { decursus_id: '' });
    expect(referral.decursus).toEqual(expect.any(String));
    const made = (await api('getDecursus', tokens.physician!, { params: { id: referral.decursus! } })).body;
    expect([made.patient_id, made.date, made.episode]).toEqual([patient, practiceToday(), episode.id]);
    const consultation = (await api('getConsultation', tokens.physician!, { params: { id: made.consultation_id } })).body;
    expect([consultation.reason, consultation.arrived, consultation.processed]).toEqual([REFERRAL_NOTE_REASON, true, true]);
    // With two active episodes the note is linked to none.
    await api('createEpisode', tokens.physician!, { body: { patient, name: 'Hypertensie' } });
    const second = await write(patient, {});
    expect((await api('getDecursus', tokens.physician!, { params: { id: second.decursus! } })).body.episode).toBeNull();
  });

  it("are refused for another patient's note, without a type or priority, and with a third consult", async () => {
    const [patient, otherPatient] = [await newPatient(), await newPatient()];
    const theirs = await note(otherPatient);
    const wrong = await api.raw('createReferral', tokens.physician!, { body: referralBody(patient, { decursus_id: theirs }) });
    expect([wrong.status, wrong.body]).toEqual([400, { decursus_id: [`Invalid pk "${theirs}" - object does not exist.`] }]);
    const missing = await api.raw('createReferral', tokens.physician!, { body: { patient, type_id: '', consults: 3 } });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body).sort()).toEqual(['consults', 'priority_id', 'type_id']);
    expect((await page(patient)).count).toBe(0);
  });

  it('are written by the administration outside a consultation under no note, and paged 5 newest first', async () => {
    const patient = await newPatient();
    const made: Referral[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await api.raw('createReferralOutsideConsultation', tokens.administration!, {
        params: { id: patient },
        body: { type_id: 'CAR', priority_id: 'R', receiving: `Polikliniek ${i}` },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      made.push(res.body as Referral);
    }
    expect(made.every((r) => r.decursus === null && r.consults === 1 && !r.printable)).toBe(true);
    const first = await page(patient);
    expect([first.count, first.results.map((r) => r.receiving)]).toEqual([
      6,
      ['Polikliniek 5', 'Polikliniek 4', 'Polikliniek 3', 'Polikliniek 2', 'Polikliniek 1'],
    ]);
    expect((await page(patient, { cursor: first.next })).results.map((r) => r.receiving)).toEqual(['Polikliniek 0']);
  });

  it('are processed and given a consulting doctor on their token (a stale one is a 409)', async () => {
    const patient = await newPatient();
    const referral = await write(patient);
    const processed = await api.raw('processReferral', tokens.physician!, {
      params: { id: referral.id },
      body: { consistency_token: referral.consistency_token },
    });
    expect(processed.status).toBe(200);
    expect((processed.body as Referral).processed_date).toBe(practiceToday());
    const stale = await api.raw('updateReferralDoctor', tokens.physician!, {
      params: { id: referral.id },
      body: { consulting_doctor: 'Dr. Ramdin', consistency_token: referral.consistency_token },
    });
    expect(stale.status).toBe(409);
    const doctor = await api.raw('updateReferralDoctor', tokens.physician!, {
      params: { id: referral.id },
      body: { consulting_doctor: 'Dr. Ramdin', consistency_token: (processed.body as Referral).consistency_token },
    });
    expect((doctor.body as Referral).consulting_doctor).toBe('Dr. Ramdin');
    const future = await api.raw('processReferral', tokens.physician!, {
      params: { id: referral.id },
      body: { processed_date: nextDay(practiceToday()), consistency_token: (doctor.body as Referral).consistency_token },
    });
    expect([future.status, future.body]).toEqual([400, { processed_date: [PROCESSED_IN_FUTURE] }]);
    const reopened = await api.raw('processReferral', tokens.physician!, {
      params: { id: referral.id },
      body: { processed_date: null, consistency_token: (doctor.body as Referral).consistency_token },
    });
    expect((reopened.body as Referral).processed_date).toBeNull();
    // Administration adds but does not change; a nurse only sees.
    expect((await api.raw('processReferral', tokens.administration!, { params: { id: referral.id }, body: { consistency_token: 'x' } })).status).toBe(403);
    expect((await api.raw('createReferral', tokens.nurse!, { body: referralBody(patient) })).status).toBe(403);
    expect((await api.raw('listPatientReferrals', tokens.nurse!, { params: { id: patient }, query: {} })).status).toBe(200);
  });

  it('take one of two changes sent at once on one token, and refuse the other with 409', async () => {
    const patient = await newPatient();
    const referral = await write(patient);
    const [processed, doctor] = await Promise.all([
      api.raw('processReferral', tokens.physician!, { params: { id: referral.id }, body: { consistency_token: referral.consistency_token } }),
      api.raw('updateReferralDoctor', tokens.physician!, {
        params: { id: referral.id },
        body: { consulting_doctor: 'Dr. Ramdin', consistency_token: referral.consistency_token },
      }),
    ]);
    expect([processed.status, doctor.status].sort()).toEqual([200, 409]);
    const [saved] = (await page(patient)).results;
    expect(saved!.processed_date !== null).toBe(processed.status === 200);
    expect(saved!.consulting_doctor === 'Dr. Ramdin').toBe(doctor.status === 200);
  });

  it('print as a PDF on the letterhead naming the patient, the insurance and the referral', async () => {
    const patient = await newPatient();
    await api('createInsurance', tokens.administration!, {
      body: { ...insuranceFields({ number: 'SZF-4471', expiry_date: '2099-12-31' }), patient, is_primary: true },
    });
    const referral = await write(patient);
    const printed = await api.raw('printReferral', tokens.physician!, { params: { id: referral.id } });
    expect(printed.status).toBe(200);
    const body = printed.body as { content: string; filename: string; mime_type: string };
    expect(body.mime_type).toBe('application/pdf');
    const file = join(mkdtempSync(join(tmpdir(), 'referral-')), 'referral.pdf');
    writeFileSync(file, Buffer.from(body.content, 'base64'));
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    for (const expected of ['Referral', 'Cardiology', 'Urgent', 'AZP, polikliniek cardiologie', 'SZF-4471 (primary)', 'pijn op de borst'])
      expect(text).toContain(expected);
    expect(text).not.toContain('alert');
    // Administration may add, not print; nothing to print without a reason.
    expect((await api.raw('printReferral', tokens.administration!, { params: { id: referral.id } })).status).toBe(403);
    const empty = await write(patient, { reason: '<p>&nbsp;</p>' });
    expect((await api.raw('printReferral', tokens.physician!, { params: { id: empty.id } })).status).toBe(400);
  });

  it("answer 404 for another practice's referral and patient", async () => {
    const patient = await newPatient();
    const referral = await write(patient);
    expect((await api.raw('listPatientReferrals', other.physician!, { params: { id: patient }, query: {} })).status).toBe(404);
    expect((await api.raw('printReferral', other.physician!, { params: { id: referral.id } })).status).toBe(404);
    const process = await api.raw('processReferral', other.physician!, {
      params: { id: referral.id },
      body: { consistency_token: referral.consistency_token },
    });
    expect(process.status).toBe(404);
    expect((await api.raw('createReferral', other.physician!, { body: referralBody(patient) })).status).toBe(404);
  });
});
