import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { importBatchOrNullSchema } from '@praktijk/shared/schemas/import';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AccessLogItem, listAccessLog } from '@praktijk/functions/lib/data/access-log';
import { type TypedApi, typedApi } from '../support/api';
import { newPatientBody } from '../support/patients';
import { createTestPractice, roleTokens, type TestPractice } from '../support/practice';
import { twin } from '../support/twin-env';
import { uploadToS3 } from '../support/uploads';
import { booked, bookingWorld, newPhysician, weekdayAhead } from './bookings-setup';
import { labFields } from './contract/fixtures/lab';
import { prescriptionFields } from './contract/fixtures/treatments';

// Every download of patient data is recorded in the practice's access log (issue 23 §4,
// functions/lib/data/access-log.ts): who, when, which patient, which record's file, bytes or a
// link, from which route; ids only. A lab document's list answer carries links (spec 2's
// document_url) and is recorded once per answer; the View button's fresh link is recorded by its
// own route, which answers a working link whenever it is asked.
let api: TypedApi;
let practice: TestPractice;
let other: TestPractice;
const tokens: Record<string, string> = {};
const otherTokens: Record<string, string> = {};

beforeAll(async () => {
  api = typedApi(twin().url);
  [practice, other] = await Promise.all([createTestPractice(), createTestPractice()]);
  Object.assign(tokens, await roleTokens(practice));
  Object.assign(otherTokens, await roleTokens(other));
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const NAME = 'Uitslag Jansen.pdf';

const accessOf = async (tenantId: string, patientId?: string) => (await listAccessLog({ tenantId, patientId, limit: 50 })).results;
const userOf = (role: 'physician' | 'nurse' | 'administration' | 'staff', of = practice) => of.users[role].id;

/** A referral of a new patient with its result document, as the browser makes it. */
async function referralWithDocument() {
  const patient = (await api('createPatient', tokens.administration!, { body: newPatientBody() })).body;
  const made = await api('createLabReferralOutsideConsultation', tokens.physician!, { params: { id: patient.id }, body: labFields() });
  expect(made.status).toBe(201);
  const upload = await uploadToS3(api, 'labDocumentUploadTicket', tokens.physician!, { name: NAME, data: PDF }, { id: made.body.id });
  const stored = await api('uploadLabDocument', tokens.physician!, {
    params: { id: made.body.id },
    body: { upload, consistency_token: made.body.consistency_token },
  });
  expect(stored.status).toBe(201);
  return stored.body;
}

function expectIdsOnly(entries: AccessLogItem[]) {
  // No file name, no patient name: the access log is read by operators.
  expect(JSON.stringify(entries)).not.toContain('Jansen');
  expect(JSON.stringify(entries)).not.toContain('Uitslag');
}

describe('the access log', () => {
  it("records a lab document's links: the answers that carry them, and each View's fresh link", async () => {
    const referral = await referralWithDocument();
    // The confirmation's own answer carries a link: recorded for the physician who uploaded.
    expect(await accessOf(practice.id, referral.patient_id)).toEqual([
      expect.objectContaining({ user_id: userOf('physician'), object: 'lab_document', object_ids: [referral.id], kind: 'link', route: 'uploadLabDocument' }),
    ]);

    const listed = await api('listLabReferrals', tokens.nurse!, { params: { id: referral.patient_id }, query: {} });
    expect(listed.body.results[0]!.document_url).toMatch(/^http/);
    const viewed = await api('getLabDocument', tokens.nurse!, { params: { id: referral.id } });
    expect(viewed.status).toBe(200);
    expect(viewed.body).toMatchObject({ filename: NAME, mime_type: 'application/pdf', url: expect.stringMatching(/^http/) });
    expect(viewed.body.content).toBeUndefined();
    const bytes = await fetch(viewed.body.url!);
    expect(Buffer.from(await bytes.arrayBuffer()).equals(PDF)).toBe(true);

    const entries = await accessOf(practice.id, referral.patient_id);
    // Newest first: the View, the list, the upload; each with the request it came from and when.
    expect(entries.map((e) => [e.route, e.user_id, e.kind])).toEqual([
      ['getLabDocument', userOf('nurse'), 'link'],
      ['labReferral record answer', userOf('nurse'), 'link'],
      ['uploadLabDocument', userOf('physician'), 'link'],
    ]);
    for (const entry of entries) {
      expect(entry).toMatchObject({ patient_id: referral.patient_id, object: 'lab_document', object_ids: [referral.id] });
      expect(Date.parse(entry.at)).toBeGreaterThan(Date.now() - 120_000);
      expect(entry.request_id).toEqual(expect.any(String));
    }
    expectIdsOnly(entries);
    // The practice's log holds them too; another practice's holds none of them.
    expect((await accessOf(practice.id)).map((e) => e.id)).toEqual(expect.arrayContaining(entries.map((e) => e.id)));
    expect((await accessOf(other.id)).some((e) => e.object_ids.includes(referral.id))).toBe(false);
  });

  it('records nothing for an answer without a document link, and the View route is 404 then and for another practice', async () => {
    const patient = (await api('createPatient', tokens.administration!, { body: newPatientBody() })).body;
    const made = await api('createLabReferralOutsideConsultation', tokens.physician!, { params: { id: patient.id }, body: labFields() });
    await api('listLabReferrals', tokens.nurse!, { params: { id: patient.id }, query: {} });
    expect((await api.raw('getLabDocument', tokens.nurse!, { params: { id: made.body.id } })).status).toBe(404);
    const referral = await referralWithDocument();
    expect((await api.raw('getLabDocument', otherTokens.physician!, { params: { id: referral.id } })).status).toBe(404);
    expect(await accessOf(practice.id, patient.id)).toEqual([]);
    expect((await accessOf(other.id)).some((e) => e.object_ids.includes(referral.id))).toBe(false);
  });

  it("records a consultation letter's download under the consultation and its patient", async () => {
    const world = await bookingWorld();
    const c = await booked(world, { practitioner: (await newPhysician(world)).id, date: weekdayAhead(2, 3), from: '10:00', to: '10:30' });
    const upload = await uploadToS3(
      world.api,
      'consultationLetterUploadTicket',
      world.tokens.administration,
      { name: 'Brief Jansen.pdf', data: PDF },
      { id: c.id },
    );
    const attached = await world.api('uploadConsultationLetter', world.tokens.administration, {
      params: { id: c.id },
      body: { upload, consistency_token: c.consistency_token },
    });
    expect(attached.status).toBe(201);
    expect(await accessOf(world.practice.id, c.patient_id)).toEqual([]);
    const read = await world.api('downloadConsultationLetter', world.tokens.physician, { params: { id: c.id } });
    expect(read.body.content).toBe(PDF.toString('base64'));
    const entries = await accessOf(world.practice.id, c.patient_id);
    expect(entries).toEqual([
      expect.objectContaining({
        user_id: world.practice.users.physician.id,
        patient_id: c.patient_id,
        object: 'consultation_letter',
        object_ids: [c.id],
        kind: 'download',
        route: 'downloadConsultationLetter',
      }),
    ]);
    expectIdsOnly(entries);
  });

  it("records an import's errors file as the batch's download, of no one patient", async () => {
    const csv = ['first_name;surname;date_of_birth;biological_gender_id', ';Jansen;01-01-2000;F'].join('\n');
    const uuid = randomUUID();
    const upload = await uploadToS3(api, 'importUploadTicket', tokens.administration!, { name: 'patients.csv', data: new TextEncoder().encode(csv) });
    expect((await api.raw('startImport', tokens.administration!, { body: { upload, type: 'csv', uuid } })).status).toBe(201);
    let batchId = '';
    await expect
      .poll(async () => {
        const batch = importBatchOrNullSchema.parse((await api('currentImport', tokens.administration!, { query: { uuid } })).body);
        batchId = batch?.id ?? '';
        return batch?.ready === true;
      })
      .toBe(true);
    const download = await api('downloadImportErrors', tokens.administration!, { params: { id: batchId } });
    expect(Buffer.from(String(download.body.content), 'base64').toString()).toContain('Jansen');
    const entries = (await accessOf(practice.id)).filter((e) => e.object === 'import_errors');
    expect(entries).toEqual([
      expect.objectContaining({ user_id: userOf('administration'), patient_id: null, object_ids: [batchId], kind: 'download', route: 'downloadImportErrors' }),
    ]);
    expectIdsOnly(entries);
  });

  it("records a printed prescription's PDF, naming each prescription it shows", async () => {
    const patient = (await api('createPatient', tokens.administration!, { body: newPatientBody() })).body;
    const prescribed = await api('createPrescriptionOutsideConsultation', tokens.physician!, { params: { id: patient.id }, body: prescriptionFields() });
    expect(prescribed.status).toBe(201);
    const printed = await api('printPrescription', tokens.physician!, { params: { id: prescribed.body.id }, query: {} });
    expect(printed.status).toBe(200);
    expect(await accessOf(practice.id, patient.id)).toEqual([
      expect.objectContaining({
        user_id: userOf('physician'),
        patient_id: patient.id,
        object: 'prescription_pdf',
        object_ids: [prescribed.body.id],
        kind: 'download',
        route: 'printPrescription',
      }),
    ]);
  });

  it("records a patient letter's PDF and Word file, naming the letter", async () => {
    const patient = (await api('createPatient', tokens.administration!, { body: newPatientBody() })).body;
    const letter = await api('createPatientLetter', tokens.physician!, {
      body: { patient: patient.id, name: 'Verwijsbrief', edited_content: '<p>Collega,</p>' },
    });
    expect(letter.status).toBe(201);
    for (const type of ['pdf', 'docx'] as const)
      expect((await api('downloadPatientLetter', tokens.physician!, { params: { id: letter.body.id }, body: { type } })).status).toBe(201);
    const entries = await accessOf(practice.id, patient.id);
    expect(entries).toHaveLength(2);
    for (const entry of entries)
      expect(entry).toEqual(
        expect.objectContaining({
          user_id: userOf('physician'),
          object: 'patient_letter',
          object_ids: [letter.body.id],
          kind: 'download',
          route: 'downloadPatientLetter',
        }),
      );
  });

  it("is read by ops with npm run access-log: a practice's or one patient's entries, newest first, a page at a time", async () => {
    const referral = await referralWithDocument();
    await api('getLabDocument', tokens.nurse!, { params: { id: referral.id } });
    // The script as ops run it, against the table in the environment (the test twin's here).
    const run = async (...args: string[]) =>
      (await promisify(execFile)('npx', ['tsx', 'infra/scripts/access-log.ts', '--practice', practice.slug, ...args], { env: process.env })).stdout
        .trim()
        .split('\n');
    const lines = await run('--patient', referral.patient_id, '--limit', '1');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      new RegExp(`^\\S+Z  user ${userOf('nurse')}  patient ${referral.patient_id}  link  lab_document ${referral.id}  route getLabDocument  request \\S+$`),
    );
    expect(lines[1]).toMatch(/^More: npm run access-log -- --practice \S+ --patient \S+ --limit 1 --from \S+$/);
    const next = await run('--patient', referral.patient_id, '--limit', '1', '--from', lines[1]!.split(' --from ')[1]!);
    expect(next[0]).toContain(`user ${userOf('physician')}  patient ${referral.patient_id}  link  lab_document ${referral.id}  route uploadLabDocument`);
    expect(JSON.stringify([...lines, ...next])).not.toContain('Uitslag');
  }, 60_000);
});
