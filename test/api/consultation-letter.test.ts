import { findRouteByOperation } from '@praktijk/shared/client/route-lookup';
import { buildPath } from '@praktijk/shared/routes';
import { CONSULTATION_LETTER, type Consultation } from '@praktijk/shared/schemas/consultations';
import { beforeAll, describe, expect, it } from 'vitest';
import { twin } from '../support/twin-env';
import { postToS3, ticketFor } from '../support/uploads';
import { booked, type BookingWorld, bookingWorld, newPhysician, weekdayAhead } from './bookings-setup';

// A consultation's letter (issue 11.2; spec 1 §3, §7): uploaded to S3 and confirmed by letter/ (issue 23 §4), read back as
// base64, removed by delete_letter/; a PDF or image by its content whatever its name says, the
// consultation's token guarding each write, and another practice's consultation a 404.
let world: BookingWorld;

beforeAll(async () => {
  world = await bookingWorld();
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('not really the rest of a png')]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('jfif')]);

/** As the browser does it (test/support/uploads.ts): a ticket, the file to S3, then letter/ confirms it. */
async function upload(id: string, file: { name: string; data: Buffer }, token: string, consistencyToken: string) {
  const ticket = await ticketFor(world.api, 'consultationLetterUploadTicket', token, file, { id });
  if (ticket.status !== 201) return { status: ticket.status, body: ticket.body as unknown as Consultation & Record<string, string[]> };
  const sent = await postToS3(ticket.body, file);
  expect(sent.status, await sent.clone().text()).toBe(204);
  const path = buildPath(findRouteByOperation('uploadConsultationLetter').path, { id });
  const body = JSON.stringify({ upload: ticket.body.upload, consistency_token: consistencyToken });
  const res = await fetch(`${twin().url}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body });
  return { status: res.status, body: (await res.json()) as Consultation & Record<string, string[]> };
}

const download = (id: string, token = world.tokens.administration) => world.api('downloadConsultationLetter', token, { params: { id } });

async function consultation(weekday: number): Promise<Consultation> {
  return booked(world, { practitioner: (await newPhysician(world)).id, date: weekdayAhead(2, weekday), from: '09:00', to: '09:30' });
}

describe('the letter of a consultation', () => {
  it('is uploaded, read back byte for byte, replaced and removed, each on the current token', async () => {
    const c = await consultation(1);
    const first = await upload(c.id, { name: 'Verwijsbrief.pdf', data: PDF }, world.tokens.administration, c.consistency_token);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.letter).toMatchObject({ name: 'Verwijsbrief.pdf', mime_type: 'application/pdf', size: PDF.length });
    expect(first.body.consistency_token).not.toBe(c.consistency_token);
    const read = await download(c.id, world.tokens.physician);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ content: PDF.toString('base64'), filename: 'Verwijsbrief.pdf', mime_type: 'application/pdf' });

    // The stale token of before the upload is refused, and leaves the letter as it was.
    expect((await upload(c.id, { name: 'foto.png', data: PNG }, world.tokens.administration, c.consistency_token)).status).toBe(409);
    const replaced = await upload(c.id, { name: 'foto.png', data: PNG }, world.tokens.physician, first.body.consistency_token);
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(201);
    expect(replaced.body.letter).toMatchObject({ name: 'foto.png', mime_type: 'image/png' });
    expect((await download(c.id)).body).toEqual({ content: PNG.toString('base64'), filename: 'foto.png', mime_type: 'image/png' });

    const remove = (token: string) =>
      world.api('deleteConsultationLetter', world.tokens.administration, { params: { id: c.id }, body: { consistency_token: token } });
    expect((await remove(first.body.consistency_token)).status).toBe(409);
    const removed = await remove(replaced.body.consistency_token);
    expect(removed.status).toBe(200);
    expect(removed.body.letter).toBeNull();
    expect((await download(c.id)).status).toBe(404);
    expect((await world.api('getConsultation', world.tokens.administration, { params: { id: c.id } })).body.letter).toBeNull();

    const logs = (await world.api('listLogs', world.tokens.staff, { params: { id: c.patient_id }, query: { model: 'consultation' } })).body.results;
    const letterChanges = logs.flatMap((entry) => entry.changes.filter((change) => change.field === 'letter'));
    expect(letterChanges.map((change) => [change.old, change.new])).toEqual(
      expect.arrayContaining([
        [null, 'Verwijsbrief.pdf'],
        ['Verwijsbrief.pdf', 'foto.png'],
        ['foto.png', null],
      ]),
    );
  });

  it('is a PDF, PNG or JPEG by its content and its name alike; anything else is refused on the file field', async () => {
    const c = await consultation(2);
    const refused = { status: 400, body: { [CONSULTATION_LETTER.field]: [CONSULTATION_LETTER.wrongTypeMessage] } };
    const token = world.tokens.administration;
    expect(await upload(c.id, { name: 'brief.pdf', data: Buffer.from('<html>not a pdf</html>') }, token, c.consistency_token)).toMatchObject(refused);
    expect(await upload(c.id, { name: 'brief.pdf', data: PNG }, token, c.consistency_token)).toMatchObject(refused);
    expect(await upload(c.id, { name: 'brief.png', data: PDF }, token, c.consistency_token)).toMatchObject(refused);
    expect(await upload(c.id, { name: 'brief.jpg', data: Buffer.alloc(0) }, token, c.consistency_token)).toMatchObject({ status: 400 });
    // A name no letter may have is the wrong kind of file for the upload itself (415, the same field error).
    expect(await upload(c.id, { name: 'brief.exe', data: PDF }, token, c.consistency_token)).toMatchObject({ ...refused, status: 415 });
    expect((await download(c.id)).status).toBe(404);
    const jpeg = await upload(c.id, { name: 'SCAN.JPEG', data: JPEG }, token, c.consistency_token);
    expect(jpeg.status, JSON.stringify(jpeg.body)).toBe(201);
    expect(jpeg.body.letter).toMatchObject({ name: 'SCAN.JPEG', mime_type: 'image/jpeg' });
  });

  it("of another practice's consultation is 404 to upload, read and remove; nurses get 403", async () => {
    const c = await consultation(3);
    const stored = await upload(c.id, { name: 'brief.pdf', data: PDF }, world.tokens.administration, c.consistency_token);
    expect(stored.status).toBe(201);
    const token = stored.body.consistency_token;
    expect((await upload(c.id, { name: 'brief.pdf', data: PDF }, world.otherTokens.staff, token)).status).toBe(404);
    expect((await download(c.id, world.otherTokens.staff)).status).toBe(404);
    const theirRemove = await world.api('deleteConsultationLetter', world.otherTokens.staff, { params: { id: c.id }, body: { consistency_token: token } });
    expect(theirRemove.status).toBe(404);
    expect((await upload(c.id, { name: 'brief.pdf', data: PDF }, world.tokens.nurse, token)).status).toBe(403);
    expect((await download(c.id, world.tokens.nurse)).status).toBe(403);
    // Untouched by all of that.
    expect((await download(c.id)).body.content).toBe(PDF.toString('base64'));
    expect((await world.api('getConsultation', world.tokens.administration, { params: { id: c.id } })).body.consistency_token).toBe(token);
  });
});
