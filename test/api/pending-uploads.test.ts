import { GetObjectTaggingCommand, S3Client } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { objectKeys } from '@praktijk/functions/lib/files/s3';
import { PENDING_UPLOAD_TAG } from '@praktijk/functions/lib/files/pending-upload';
import { typedApi, type TypedApi } from '../support/api';
import { newPatientBody } from '../support/patients';
import { createTestPractice, roleTokens, type TestPractice } from '../support/practice';
import { twin } from '../support/twin-env';
import { postToS3, ticketFor } from '../support/uploads';
import { labFields } from './contract/fixtures/lab';

// Unconfirmed uploads do not stay forever (issue 23 §4): the presigned POST's policy tags the
// object pending (the uploader cannot leave the tag out), the documents bucket's lifecycle rule
// expires what is still so tagged after a day (test/infra/data.test.ts), and the confirmation that
// accepts the file clears the tag. The twin's S3 endpoint keeps a POST's tags as S3 does.
let api: TypedApi;
let practice: TestPractice;
const tokens: Record<string, string> = {};
let s3: S3Client;

beforeAll(async () => {
  api = typedApi(twin().url);
  practice = await createTestPractice();
  Object.assign(tokens, await roleTokens(practice));
  s3 = new S3Client({ endpoint: process.env.S3_ENDPOINT, forcePathStyle: true, region: process.env.AWS_REGION });
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PENDING = [{ Key: PENDING_UPLOAD_TAG.key, Value: PENDING_UPLOAD_TAG.value }];

async function referral() {
  const patient = (await api('createPatient', tokens.administration!, { body: newPatientBody() })).body;
  return (await api('createLabReferralOutsideConsultation', tokens.physician!, { params: { id: patient.id }, body: labFields() })).body;
}

const tagsOf = async (key: string) => (await s3.send(new GetObjectTaggingCommand({ Bucket: process.env.DOCUMENTS_BUCKET, Key: key }))).TagSet ?? [];

async function uploaded(referralId: string) {
  const file = { name: 'uitslag.pdf', data: PDF };
  const ticket = await ticketFor(api, 'labDocumentUploadTicket', tokens.physician!, file, { id: referralId });
  expect(ticket.status).toBe(201);
  expect((await postToS3(ticket.body, file)).status).toBe(204);
  return { ticket: ticket.body, key: objectKeys.labDocument(practice.id, referralId, ticket.body.upload) };
}

describe('an upload', () => {
  it('is tagged pending until its confirmation accepts it; a confirmed one is not', async () => {
    const r = await referral();
    const unconfirmed = await uploaded(r.id);
    expect(await tagsOf(unconfirmed.key)).toEqual(PENDING);

    const confirmedUpload = await uploaded(r.id);
    const confirmed = await api('uploadLabDocument', tokens.physician!, {
      params: { id: r.id },
      body: { upload: confirmedUpload.ticket.upload, consistency_token: r.consistency_token },
    });
    expect(confirmed.status).toBe(201);
    expect(await tagsOf(confirmedUpload.key)).toEqual([]);
    // The one never confirmed keeps its tag: S3's lifecycle rule removes it after a day.
    expect(await tagsOf(unconfirmed.key)).toEqual(PENDING);
  });

  it('cannot leave the pending tag out: the policy names it, and S3 refuses a form without it or with another', async () => {
    const r = await referral();
    const file = { name: 'uitslag.pdf', data: PDF };
    const ticket = (await ticketFor(api, 'labDocumentUploadTicket', tokens.physician!, file, { id: r.id })).body;
    const withoutTag = Object.fromEntries(Object.entries(ticket.fields).filter(([name]) => name !== 'tagging'));
    expect((await postToS3({ url: ticket.url, fields: withoutTag }, file)).status).toBe(403);
    expect((await postToS3(ticket, file, { tagging: '<Tagging><TagSet></TagSet></Tagging>' })).status).toBe(403);
  });
});
