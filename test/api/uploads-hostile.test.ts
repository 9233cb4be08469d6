import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { routes, type RouteDefinition } from '@praktijk/shared/routes';
import { createTestPractice, roleTokens } from '../support/practice';
import { sendRaw } from '../support/raw-http';
import { twin } from '../support/twin-env';

// Uploads a hostile or broken client sends (issue 21 §7). A truncated multipart body made busboy
// emit 'error' on the file stream that nobody listened to, which ended the twin (in Lambda: the
// container) with every user on it; a multipart header without a boundary answered 500. Every
// upload route of the route table gets both, sent byte for byte, and the twin must answer 400 and
// then go on serving a normal request.

const uploadRoutes = (routes as readonly RouteDefinition[]).filter((route) => route.upload);
const UNREADABLE = { non_field_errors: ['The upload could not be read.'] };
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
  it('covers every upload route of the route table', () => {
    expect(uploadRoutes.map((route) => route.operation).sort()).toEqual(
      expect.arrayContaining(['startImport', 'uploadConsultationLetter', 'uploadLabDocument']),
    );
  });

  it.each(uploadRoutes.map((route) => [route.operation, route] as const))(
    '%s: a body that ends inside the file (no closing boundary) is 400, and the twin keeps serving',
    async (_, route) => {
      const field = route.upload!.field;
      const truncated = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="x.pdf"\r\n\r\n%PDF`;
      const answer = await post(route, `multipart/form-data; boundary=${BOUNDARY}`, truncated);
      expect(answer.error).toBeUndefined();
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.text)).toEqual(UNREADABLE);
      await stillServing();
    },
  );

  it.each(uploadRoutes.map((route) => [route.operation, route] as const))('%s: multipart/form-data without a boundary is 400', async (_, route) => {
    for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=', 'multipart/form-data; charset=utf-8']) {
      const answer = await post(route, contentType, 'anything');
      expect(answer.status, contentType).toBe(400);
      expect(JSON.parse(answer.text), contentType).toEqual(UNREADABLE);
    }
    await stillServing();
  });
});
