import { ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { DOCUMENT_PRESENT, LAB_DOCUMENT } from '@praktijk/shared/records/lab';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiResponse, type TypedApi, typedApi } from '../support/api';
import { newPatientBody } from '../support/patients';
import { createTestPractice, roleTokens, type TestPractice } from '../support/practice';
import { twin } from '../support/twin-env';
import { postToS3, ticketFor, uploadToS3 } from '../support/uploads';
import { labFields } from './contract/fixtures/lab';

// A diagnostic referral's result document (issue 13 §5, spec 2 §4, §5): one per referral, of the
// eight kinds by its content and its name alike, at most 30 MB, stored under ids only, viewed by
// a short-lived link that gives the exact bytes with the checked content type, written on the
// referral's token (a refused write leaves no object behind), and removed with delete_document or
// with the referral. The file goes to S3 with a ticket and the spec's call confirms it (issue 23 §4).
let api: TypedApi;
let practice: TestPractice;
const tokens: Record<string, string> = {};
const other: Record<string, string> = {};
let s3: S3Client;

beforeAll(async () => {
  api = typedApi(twin().url);
  const [mine, theirs] = await Promise.all([createTestPractice(), createTestPractice()]);
  practice = mine;
  Object.assign(tokens, await roleTokens(mine));
  Object.assign(other, await roleTokens(theirs));
  s3 = new S3Client({ endpoint: process.env.S3_ENDPOINT, forcePathStyle: true, region: process.env.AWS_REGION });
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('not really the rest of a png')]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('jfif')]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new Array<number>(504).fill(0)]);
const ole = (stream: string) => Buffer.concat([OLE, Buffer.from(stream, 'utf16le'), Buffer.alloc(16)]);
const zip = (...parts: string[]) => Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04, 20, 0]), ...parts.map((p) => Buffer.from(`${p}\0\0`, 'latin1'))]);
const DOCX = zip('[Content_Types].xml', 'word/document.xml');
const XLSX = zip('[Content_Types].xml', 'xl/workbook.xml');

const patient = async () => (await api('createPatient', tokens.administration!, { body: newPatientBody() })).body;
async function referral(token = tokens.physician!) {
  const res = await api('createLabReferralOutsideConsultation', token, { params: { id: (await patient()).id }, body: labFields() });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}
const current = async (r: { id: string; patient_id: string }) =>
  (await api('listLabReferrals', tokens.nurse!, { params: { id: r.patient_id }, query: {} })).body.results.find((x) => x.id === r.id)!;

const confirm = (id: string, upload: string, consistencyToken: string, token = tokens.physician!) =>
  api.raw('uploadLabDocument', token, { params: { id }, body: { upload, consistency_token: consistencyToken } });

/**
 * As the browser does it: a ticket (the name and size checked first), the file posted to S3, then
 * the confirmation. The browser's content type on purpose not the file's: the server goes by the bytes.
 */
async function upload(
  id: string,
  file: { name: string; data: Buffer },
  consistencyToken: string,
  token = tokens.physician!,
): Promise<ApiResponse<ConfirmAnswer>> {
  const ticket = await ticketFor(api, 'labDocumentUploadTicket', token, file, { id });
  if (ticket.status !== 201) return { ...ticket, body: ticket.body as never };
  const sent = await postToS3(ticket.body, file);
  expect(sent.status, await sent.clone().text()).toBe(204);
  return confirm(id, ticket.body.upload, consistencyToken, token);
}
type ConfirmAnswer = Awaited<ReturnType<typeof confirm>>['body'];
const removeDocument = (id: string, consistencyToken: string, token = tokens.physician!) =>
  api.raw('deleteLabDocument', token, { params: { id }, body: { consistency_token: consistencyToken } });

/** The objects stored for a referral (its keys hold the practice's and the referral's ids). */
async function objectsOf(referralId: string): Promise<string[]> {
  const out = await s3.send(new ListObjectsV2Command({ Bucket: process.env.DOCUMENTS_BUCKET, Prefix: `tenants/${practice.id}/lab/${referralId}/` }));
  return (out.Contents ?? []).map((o) => o.Key!);
}

describe('a result document', () => {
  const kinds: [name: string, data: Buffer, mime: string][] = [
    ['Uitslag lab (1).pdf', PDF, 'application/pdf'],
    ['scan.PNG', PNG, 'image/png'],
    ['foto.jpg', JPEG, 'image/jpeg'],
    ['foto.jpeg', JPEG, 'image/jpeg'],
    ['verslag.doc', ole('WordDocument'), 'application/msword'],
    ['waarden.xls', ole('Workbook'), 'application/vnd.ms-excel'],
    ['verslag.docx', DOCX, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['waarden.xlsx', XLSX, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ];

  it.each(kinds)('%s is taken by its content and viewed by its link byte for byte, with the checked type', async (name, data, mime) => {
    const r = await referral();
    const res = await upload(r.id, { name, data }, r.consistency_token);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ id: r.id, filename: name, document_extension: name.split('.').pop()!.toLowerCase() });
    expect(res.body.consistency_token).not.toBe(r.consistency_token);
    const url = new URL(res.body.document_url!);
    // The key holds ids only: the practice's, the referral's and the object's, never the file name.
    expect(url.pathname).toMatch(new RegExp(`/tenants/${practice.id}/lab/${r.id}/document-[0-9A-HJKMNP-TV-Z]{26}$`));
    expect(decodeURIComponent(url.pathname)).not.toContain(name.split('.')[0]);
    expect(await objectsOf(r.id)).toEqual([url.pathname.slice(url.pathname.indexOf('tenants/'))]);
    const viewed = await fetch(url);
    expect(viewed.status).toBe(200);
    expect(viewed.headers.get('content-type')).toBe(mime);
    expect(Buffer.from(await viewed.arrayBuffer()).equals(data)).toBe(true);
    // Shown inline under the name it was uploaded with, however it is spelled.
    expect(viewed.headers.get('content-disposition')).toBe(`inline; filename*=UTF-8''${encodeURIComponent(name)}`);
    // The list answers the same document, with a link of its own.
    expect(await current(r)).toMatchObject({ filename: name, document_url: expect.any(String), consistency_token: res.body.consistency_token });
  });

  // Browsers send the part's file name as UTF-8; read as latin1 'ü' was stored as 'Ã¼' (functions/lib/http/multipart.ts).
  it('keeps a file name that is not ASCII as it was uploaded', async () => {
    const r = await referral();
    const name = 'Uitslag – Müller.pdf';
    const res = await upload(r.id, { name, data: PDF }, r.consistency_token);
    expect(res.status).toBe(201);
    expect(res.body.filename).toBe(name);
  });

  it('is refused when its content is not what its name says, under document, and nothing is stored', async () => {
    const r = await referral();
    const refused = { [LAB_DOCUMENT.field]: [LAB_DOCUMENT.wrongTypeMessage] };
    const cases: [name: string, data: Buffer, status: number][] = [
      ['uitslag.pdf', Buffer.from('just some text, not a pdf'), 400],
      ['uitslag.pdf', Buffer.from('<html>%PDF-1.4</html>'), 400],
      ['verslag.docx', PNG, 400],
      ['verslag.docx', XLSX, 400],
      ['waarden.xlsx', DOCX, 400],
      ['verslag.doc', ole('Workbook'), 400],
      ['foto.png', JPEG, 400],
      // A name no result document may have is the wrong kind of file for the upload itself.
      ['programma.exe', Buffer.from('MZ\x90\x00 an executable'), 415],
      ['uitslag.pdf.exe', PDF, 415],
    ];
    for (const [name, data, status] of cases) {
      const res = await upload(r.id, { name, data }, r.consistency_token);
      expect([res.status, res.body], name).toEqual([status, refused]);
    }
    expect(await objectsOf(r.id)).toEqual([]);
    expect(await current(r)).toMatchObject({ filename: null, document_url: null, consistency_token: r.consistency_token });
  });

  it('is at most 30 MB: the ticket refuses a larger file, and S3 itself refuses one sent on a ticket for less', async () => {
    const r = await referral();
    const big = Buffer.concat([PDF, Buffer.alloc(LAB_DOCUMENT.maxBytes + 1 - PDF.length)]);
    const res = await upload(r.id, { name: 'groot.pdf', data: big }, r.consistency_token);
    expect(res.status).toBe(413);
    // A client that names a smaller size: the policy's content-length-range stops it at S3.
    const ticket = await ticketFor(api, 'labDocumentUploadTicket', tokens.physician!, { name: 'groot.pdf', data: PDF }, { id: r.id });
    const sent = await postToS3(ticket.body, { name: 'groot.pdf', data: big });
    expect(sent.status).toBe(400);
    expect(await sent.text()).toContain('<Code>EntityTooLarge</Code>');
    expect((await confirm(r.id, ticket.body.upload, r.consistency_token)).status).toBe(400);
    expect(await objectsOf(r.id)).toEqual([]);
    expect(await current(r)).toMatchObject({ filename: null, consistency_token: r.consistency_token });
  });

  it('is confirmed only from an object of its own referral and practice, checked again when stored around the policy', async () => {
    const r = await referral();
    const notFound = { [LAB_DOCUMENT.field]: ['The file was not uploaded, or its upload has expired. Choose the file again.'] };
    // Never uploaded: a ticket without its file, or an id no ticket gave.
    const ticket = await ticketFor(api, 'labDocumentUploadTicket', tokens.physician!, { name: 'uitslag.pdf', data: PDF }, { id: r.id });
    for (const id of [ticket.body.upload, ulid()])
      expect(await confirm(r.id, id, r.consistency_token).then((a) => [a.status, a.body])).toEqual([400, notFound]);
    // Another practice's upload, or one for another referral, names no object of this referral.
    const theirs = await api('createLabReferralOutsideConsultation', other.physician!, {
      params: { id: (await api('createPatient', other.administration!, { body: newPatientBody() })).body.id },
      body: labFields(),
    });
    const theirUpload = await uploadToS3(api, 'labDocumentUploadTicket', other.physician!, { name: 'uitslag.pdf', data: PDF }, { id: theirs.body.id });
    expect(await confirm(r.id, theirUpload, r.consistency_token).then((a) => [a.status, a.body])).toEqual([400, notFound]);
    expect((await confirm(theirs.body.id, theirUpload, theirs.body.consistency_token)).status).toBe(404);
    const second = await referral();
    const forSecond = await uploadToS3(api, 'labDocumentUploadTicket', tokens.physician!, { name: 'uitslag.pdf', data: PDF }, { id: second.id });
    expect(await confirm(r.id, forSecond, r.consistency_token).then((a) => [a.status, a.body])).toEqual([400, notFound]);
    // An object put at the key around the policy (too large, or not what its name says) is refused and removed.
    const put = async (body: Buffer, filename: string) => {
      const id = ulid();
      const Key = `tenants/${practice.id}/lab/${r.id}/document-${id}`;
      await s3.send(new PutObjectCommand({ Bucket: process.env.DOCUMENTS_BUCKET, Key, Body: body, Metadata: { filename } }));
      return id;
    };
    const oversize = await put(Buffer.concat([PDF, Buffer.alloc(LAB_DOCUMENT.maxBytes)]), 'groot.pdf');
    expect(await confirm(r.id, oversize, r.consistency_token).then((a) => [a.status, a.body])).toEqual([
      400,
      { [LAB_DOCUMENT.field]: ['The file is larger than 30 MB.'] },
    ]);
    const wrongBytes = await put(Buffer.from('MZ\x90\x00 an executable'), 'uitslag.pdf');
    expect(await confirm(r.id, wrongBytes, r.consistency_token).then((a) => [a.status, a.body])).toEqual([
      400,
      { [LAB_DOCUMENT.field]: [LAB_DOCUMENT.wrongTypeMessage] },
    ]);
    expect(await objectsOf(r.id)).toEqual([]);
    expect(await current(r)).toMatchObject({ filename: null, consistency_token: r.consistency_token });
  });

  it('is one per referral: a second is refused until the first is deleted', async () => {
    const r = await referral();
    const first = await upload(r.id, { name: 'eerste.pdf', data: PDF }, r.consistency_token);
    expect(first.status).toBe(201);
    const second = await upload(r.id, { name: 'tweede.png', data: PNG }, first.body.consistency_token);
    expect([second.status, second.body]).toEqual([400, { [LAB_DOCUMENT.field]: [DOCUMENT_PRESENT] }]);
    expect(await objectsOf(r.id)).toHaveLength(1);
    const removed = await removeDocument(r.id, first.body.consistency_token);
    const replaced = await upload(r.id, { name: 'tweede.png', data: PNG }, removed.body.consistency_token);
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(201);
    expect(replaced.body.filename).toBe('tweede.png');
    expect(await objectsOf(r.id)).toEqual([new URL(replaced.body.document_url!).pathname.replace(/^.*?(tenants\/)/, '$1')]);
  });

  it('answers 409 for a stale token and leaves no object behind, also when uploads race on one token', async () => {
    const r = await referral();
    const withResult = await api('saveLabResult', tokens.physician!, {
      params: { id: r.diagnostics_tests[0]!.id },
      body: { result_value: '8,1', consistency_token: r.consistency_token },
    });
    const stale = await upload(r.id, { name: 'uitslag.pdf', data: PDF }, r.consistency_token);
    expect(stale.status).toBe(409);
    expect(await objectsOf(r.id)).toEqual([]);
    expect(await current(r)).toMatchObject({ filename: null, consistency_token: withResult.body.consistency_token });

    // Four uploads on the same (current) token: one is stored, the others are refused, one object.
    const answers = await Promise.all(['a.pdf', 'b.pdf', 'c.pdf', 'd.pdf'].map((name) => upload(r.id, { name, data: PDF }, withResult.body.consistency_token)));
    const stored = answers.filter((a) => a.status === 201);
    expect(stored).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status !== 201)) expect([409, 400]).toContain(answer.status);
    const url = new URL(stored[0]!.body.document_url!);
    expect(await objectsOf(r.id)).toEqual([url.pathname.slice(url.pathname.indexOf('tenants/'))]);
    expect((await current(r)).filename).toBe(stored[0]!.body.filename);
  });

  it('is removed by delete_document: its link stops working and the referral names no document', async () => {
    const r = await referral();
    const stored = await upload(r.id, { name: 'uitslag.pdf', data: PDF }, r.consistency_token);
    const link = stored.body.document_url!;
    expect((await fetch(link)).status).toBe(200);
    expect((await removeDocument(r.id, r.consistency_token)).status).toBe(409);
    expect((await fetch(link)).status).toBe(200);
    const removed = await removeDocument(r.id, stored.body.consistency_token);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body).toMatchObject({ filename: null, document_url: null, document_extension: null });
    expect(removed.body.consistency_token).not.toBe(stored.body.consistency_token);
    const gone = await fetch(link);
    expect(gone.ok).toBe(false);
    expect(gone.status).toBeGreaterThanOrEqual(400);
    expect(await objectsOf(r.id)).toEqual([]);
    expect(await current(r)).toMatchObject({ filename: null, document_url: null, consistency_token: removed.body.consistency_token });
    // Nothing left to remove: the token is still checked.
    expect((await removeDocument(r.id, stored.body.consistency_token)).status).toBe(409);
    const again = await removeDocument(r.id, removed.body.consistency_token);
    expect([again.status, again.body.consistency_token]).toEqual([200, removed.body.consistency_token]);

    const logs = (await api('listLogs', tokens.physician!, { params: { id: r.patient_id }, query: { model: 'lab' } })).body.results;
    const documentChanges = logs.flatMap((entry) => entry.changes.filter((change) => change.field === 'document'));
    expect(
      documentChanges.map((c) => [(c.old as { filename?: string } | null)?.filename ?? null, (c.new as { filename?: string } | null)?.filename ?? null]),
    ).toEqual([
      ['uitslag.pdf', null],
      [null, 'uitslag.pdf'],
    ]);
  });

  it('is removed with its referral', async () => {
    const r = await referral();
    const stored = await upload(r.id, { name: 'uitslag.pdf', data: PDF }, r.consistency_token);
    const link = stored.body.document_url!;
    expect(await objectsOf(r.id)).toHaveLength(1);
    const stale = await api.raw('deleteLabReferral', tokens.physician!, { params: { id: r.id }, query: { consistency_token: r.consistency_token } });
    expect(stale.status).toBe(409);
    expect(await objectsOf(r.id)).toHaveLength(1);
    expect((await fetch(link)).status).toBe(200);
    const deleted = await api.raw('deleteLabReferral', tokens.physician!, {
      params: { id: r.id },
      query: { consistency_token: stored.body.consistency_token },
    });
    expect(deleted.status).toBe(204);
    expect(await objectsOf(r.id)).toEqual([]);
    expect((await fetch(link)).ok).toBe(false);
  });

  it("is refused to a nurse (403) and for another practice's referral (404)", async () => {
    const r = await referral();
    expect((await upload(r.id, { name: 'uitslag.pdf', data: PDF }, r.consistency_token, tokens.nurse!)).status).toBe(403);
    expect((await upload(r.id, { name: 'uitslag.pdf', data: PDF }, r.consistency_token, other.physician!)).status).toBe(404);
    expect(await objectsOf(r.id)).toEqual([]);
    const stored = await upload(r.id, { name: 'uitslag.pdf', data: PDF }, r.consistency_token, tokens.administration!);
    expect(stored.status).toBe(201);
    expect((await removeDocument(r.id, stored.body.consistency_token, tokens.nurse!)).status).toBe(403);
    expect((await removeDocument(r.id, stored.body.consistency_token, other.physician!)).status).toBe(404);
    expect(await objectsOf(r.id)).toHaveLength(1);
    expect(await current(r)).toMatchObject({ filename: 'uitslag.pdf', consistency_token: stored.body.consistency_token });
  });
});
