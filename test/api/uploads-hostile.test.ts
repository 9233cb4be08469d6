import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { routes, type RouteDefinition } from '@praktijk/shared/routes';
import { typedApi } from '../support/api';
import { createTestPractice, roleTokens } from '../support/practice';
import { sendRaw } from '../support/raw-http';
import { twin } from '../support/twin-env';
import { ticketFor } from '../support/uploads';

// Uploads a hostile or broken client sends (issue 21 §7). A truncated multipart body made busboy
// emit 'error' on the file stream that nobody listened to, which ended the twin (in Lambda: the
// container) with every user on it; a multipart header without a boundary answered 500. Files now
// go to S3 (issue 23 §4): the routes that confirm an upload take JSON and refuse a multipart body
// of any shape (415), and the S3 endpoint a browser posts to refuses a broken form (400). Both are
// sent byte for byte, and each must then go on serving a normal request.

/** The spec's calls that confirm an upload, each with the route that hands out its ticket. */
const CONFIRMS = {
  uploadLabDocument: 'labDocumentUploadTicket',
  uploadConsultationLetter: 'consultationLetterUploadTicket',
  startImport: 'importUploadTicket',
} as const;
const uploadRoutes = (routes as readonly RouteDefinition[]).filter((route) => route.operation in CONFIRMS);
const NOT_JSON = { non_field_errors: ['Send the request body as application/json.'] };
const BOUNDARY = '----x';

let url: string;
let token: string;

beforeAll(async () => {
  url = twin().url;
  // Staff pass every permission check (spec 1 §6): the refusal below is the body's, not access.
  token = (await roleTokens(await createTestPractice())).staff!;
});

/** The route's path with a well-formed id that names nothing: the body is read before the record is looked up. */
const pathOf = (route: RouteDefinition) => route.path.replace(/\{\w+\}/g, () => ulid());

const post = (route: RouteDefinition, contentType: string, body: string) =>
  sendRaw(url, { method: 'POST', path: pathOf(route), headers: { authorization: `Bearer ${token}`, 'content-type': contentType }, body });

async function stillServing(): Promise<void> {
  const answer = await sendRaw(url, { method: 'GET', path: '/api/auth/current/', headers: { authorization: `Bearer ${token}` } });
  expect(answer.error).toBeUndefined();
  expect(answer.status).toBe(200);
}

describe('hostile uploads', () => {
  it('covers every upload flow of the route table, each with its ticket route', () => {
    expect(uploadRoutes.map((route) => route.operation).sort()).toEqual(['startImport', 'uploadConsultationLetter', 'uploadLabDocument']);
    const operations = new Set((routes as readonly RouteDefinition[]).map((route) => route.operation));
    for (const ticket of Object.values(CONFIRMS)) expect(operations.has(ticket), ticket).toBe(true);
  });

  it.each(uploadRoutes.map((route) => [route.operation, route] as const))(
    '%s: a multipart body that ends inside the file (no closing boundary) is 415, and the twin keeps serving',
    async (_, route) => {
      const truncated = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="x.pdf"\r\n\r\n%PDF`;
      const answer = await post(route, `multipart/form-data; boundary=${BOUNDARY}`, truncated);
      expect(answer.error).toBeUndefined();
      expect(answer.status).toBe(415);
      expect(JSON.parse(answer.text)).toEqual(NOT_JSON);
      await stillServing();
    },
  );

  it.each(uploadRoutes.map((route) => [route.operation, route] as const))('%s: multipart/form-data without a boundary is 415', async (_, route) => {
    for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=', 'multipart/form-data; charset=utf-8']) {
      const answer = await post(route, contentType, 'anything');
      expect(answer.status, contentType).toBe(415);
      expect(JSON.parse(answer.text), contentType).toEqual(NOT_JSON);
    }
    await stillServing();
  });

  it('a ticket for a file name that is no UTF-8 text (a lone surrogate) is 400, not 500', async () => {
    const answer = await typedApi(url).raw('importUploadTicket', token, { body: { filename: 'pati\ud800nts.csv', size: 10 } });
    expect(answer.status).toBe(400);
    await stillServing();
  });

  it('the S3 endpoint answers a browser upload cut off inside the file, or without a boundary, with 400 and keeps serving', async () => {
    const ticket = await ticketFor(typedApi(url), 'importUploadTicket', token, { name: 'x.csv', data: new Uint8Array(10) });
    const s3 = new URL(ticket.body.url);
    const fields = Object.entries(ticket.body.fields).map(
      ([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    );
    const truncated = `${fields.join('')}--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="x.csv"\r\n\r\na,b`;
    for (const [contentType, body] of [
      [`multipart/form-data; boundary=${BOUNDARY}`, truncated],
      ['multipart/form-data', 'anything'],
    ] as const) {
      const answer = await sendRaw(s3.origin, { method: 'POST', path: s3.pathname, headers: { 'content-type': contentType }, body });
      expect(answer.error, contentType).toBeUndefined();
      expect(answer.status, contentType).toBe(400);
    }
    const listing = await fetch(`${s3.origin}/`);
    expect(listing.status).toBeLessThan(500);
    await stillServing();
  });
});
