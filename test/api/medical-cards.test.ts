import sharp from 'sharp';
import { CARD_ALREADY_ADDED, MEDICAL_CARD_DOCUMENT } from '@praktijk/shared/records/medicalcards';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TypedApi, typedApi } from '../support/api';
import { newPatientBody } from '../support/patients';
import { createTestPractice, roleTokens } from '../support/practice';
import { twin } from '../support/twin-env';
import { type TestFile, uploadToS3 } from '../support/uploads';

// Medical cards (issue 25, spec 3 §2, §3, §5, §6, §9): each file sent straight to S3 on its own
// ticket and confirmed by the spec's POST (checked by content, a thumbnail made of an image), listed
// newest first with short-lived links, title and description changed on the card's token, deleted
// with its objects; one card per upload however often it is confirmed; another practice's ids 404.
let api: TypedApi;
const tokens: Record<string, string> = {};
const other: Record<string, string> = {};

beforeAll(async () => {
  api = typedApi(twin().url);
  const [mine, theirs] = await Promise.all([createTestPractice(), createTestPractice()]);
  Object.assign(tokens, await roleTokens(mine));
  Object.assign(other, await roleTokens(theirs));
});

const photo = async (width = 1600, height = 1200): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .jpeg()
    .toBuffer();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const newPatient = async () => (await api('createPatient', tokens.administration!, { body: newPatientBody() })).body.id;

/** The file sent to S3 on its own ticket, as the browser does: the upload's id for the confirmation. */
const send = (patient: string, file: TestFile, token = tokens.physician!) => uploadToS3(api, 'medicalCardUploadTicket', token, file, undefined, { patient });
const confirm = (patient: string, upload: string, token = tokens.physician!) => api.raw('createMedicalCard', token, { body: { patient, upload } });
const list = async (patient: string, token = tokens.nurse!) => (await api('listMedicalCards', token, { params: { id: patient }, query: {} })).body;

describe('medical cards', () => {
  it('adds a photo with its thumbnail and a PDF without one, newest first, with links to the exact bytes', async () => {
    const patient = await newPatient();
    const image = await photo();
    const first = await confirm(patient, await send(patient, { name: 'knie röntgen.jpg', data: image }));
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const second = await confirm(patient, await send(patient, { name: 'verwijzing.pdf', data: PDF }), tokens.administration);
    expect(second.status, JSON.stringify(second.body)).toBe(201);

    const page = await list(patient);
    expect(page.count).toBe(2);
    const [pdf, jpg] = page.results;
    expect([pdf!.name, pdf!.title, pdf!.document_extension, pdf!.thumbnail_url]).toEqual(['verwijzing.pdf', 'verwijzing', 'pdf', null]);
    expect([jpg!.name, jpg!.title, jpg!.document_extension, jpg!.mime_type]).toEqual(['knie röntgen.jpg', 'knie röntgen', 'jpg', 'image/jpeg']);
    // Keys hold ids only (the file's name is the link's download name, never its path), and the answer names no key.
    for (const card of page.results) {
      expect(decodeURIComponent(new URL(card.document_url).pathname)).not.toMatch(/knie|verwijzing/);
      expect(Object.keys(card)).not.toContain('key');
      expect(Object.keys(card)).not.toContain('thumbnail');
    }
    expect(Buffer.from(await (await fetch(jpg!.document_url)).arrayBuffer()).equals(image)).toBe(true);
    const thumbnail = await fetch(jpg!.thumbnail_url!);
    const meta = await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 400, 300]);
  });

  it('refuses a file of another kind by its content, a damaged image, an unknown upload and a wrong name, and adds no card', async () => {
    const patient = await newPatient();
    const fake = await confirm(patient, await send(patient, { name: 'scan.png', data: PDF }));
    expect([fake.status, fake.body]).toEqual([400, { document: [MEDICAL_CARD_DOCUMENT.wrongTypeMessage] }]);
    const cut = (await photo()).subarray(0, 3000);
    const damaged = await confirm(patient, await send(patient, { name: 'half.jpg', data: cut }));
    expect(damaged.status).toBe(400);
    expect(Object.keys(damaged.body as object)).toEqual(['document']);
    const never = await confirm(patient, '01JBZ0000000000000000000AA');
    expect(never.status).toBe(400);
    const exe = await api.raw('medicalCardUploadTicket', tokens.physician!, { body: { patient, filename: 'setup.exe', size: 10 } });
    expect(exe.status).toBe(415);
    expect((await list(patient)).count).toBe(0);
  });

  it('makes one card of an upload confirmed twice at once (a double click)', async () => {
    const patient = await newPatient();
    const upload = await send(patient, { name: 'pas.jpg', data: await photo(800, 600) });
    const answers = await Promise.all([confirm(patient, upload), confirm(patient, upload)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400]);
    expect(answers.find((a) => a.status === 400)!.body).toEqual({ upload: [CARD_ALREADY_ADDED] });
    const page = await list(patient);
    expect(page.count).toBe(1);
    expect((await fetch(page.results[0]!.document_url)).status).toBe(200);
  });

  it('changes title and description on the token it read, and deletes the card with its file', async () => {
    const patient = await newPatient();
    const created = (await confirm(patient, await send(patient, { name: 'oud.jpg', data: await photo(300, 300) }))).body as {
      id: string;
      consistency_token: string;
    };
    const changed = await api.raw('updateMedicalCard', tokens.physician!, {
      params: { id: created.id },
      body: { title: 'Röntgenfoto knie <script>', description: 'Links', consistency_token: created.consistency_token },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const stale = await api.raw('updateMedicalCard', tokens.physician!, {
      params: { id: created.id },
      body: { title: 'Weer anders', description: '', consistency_token: created.consistency_token },
    });
    expect(stale.status).toBe(409);
    const [card] = (await list(patient)).results;
    expect([card!.title, card!.description]).toEqual(['Röntgenfoto knie <script>', 'Links']);
    // Administration adds and sees cards, but neither changes nor deletes them (spec 3 §6 defaults).
    expect(
      (
        await api.raw('updateMedicalCard', tokens.administration!, {
          params: { id: card!.id },
          body: { title: 'x', description: '', consistency_token: card!.consistency_token },
        })
      ).status,
    ).toBe(403);
    expect(
      (await api.raw('deleteMedicalCard', tokens.administration!, { params: { id: card!.id }, query: { consistency_token: card!.consistency_token } })).status,
    ).toBe(403);
    const gone = await api.raw('deleteMedicalCard', tokens.physician!, { params: { id: card!.id }, query: { consistency_token: card!.consistency_token } });
    expect(gone.status).toBe(204);
    expect((await list(patient)).count).toBe(0);
    expect((await fetch(card!.document_url)).status).toBe(404);
    expect((await fetch(card!.thumbnail_url!)).status).toBe(404);
  });

  it("answers 404 for another practice's patient and card", async () => {
    const patient = await newPatient();
    const created = (await confirm(patient, await send(patient, { name: 'a.pdf', data: PDF }))).body as { id: string; consistency_token: string };
    expect((await api.raw('medicalCardUploadTicket', other.physician!, { body: { patient, filename: 'b.pdf', size: 10 } })).status).toBe(404);
    expect((await api.raw('listMedicalCards', other.physician!, { params: { id: patient }, query: {} })).status).toBe(404);
    const theirs = { params: { id: created.id }, body: { title: 'x', description: '', consistency_token: created.consistency_token } };
    expect((await api.raw('updateMedicalCard', other.physician!, theirs)).status).toBe(404);
    expect(
      (await api.raw('deleteMedicalCard', other.physician!, { params: { id: created.id }, query: { consistency_token: created.consistency_token } })).status,
    ).toBe(404);
  });
});
