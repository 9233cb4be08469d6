import { request } from 'node:http';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes, type RouteDefinition } from '@praktijk/shared/routes';
import { TWIN } from '../../infra/local/settings';
import { createTestPractice, idToken } from '../support/practice';
import { twin } from '../support/twin-env';

// The local twin as a hostile client meets it (issue 8, points 2, 7, 9, 10, and the
// compression CloudFront gives): names that collide with Object's properties, broken
// percent-escapes, a forged Host header, bodies over API Gateway's limit, Cognito calls that
// the pool refuses or that arrive on another path. Requests go out byte for byte as written.

const table = routes as readonly RouteDefinition[];
const pathOf = (operation: string): string => table.find((r) => r.operation === operation)!.path;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  text: string;
}

function send(options: { method?: string; path: string; headers?: Record<string, string>; body?: Buffer | string }): Promise<Answer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: hostname, port, method: options.method ?? 'GET', path: options.path, headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: body.toString('utf8') });
      });
      res.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

const json = (answer: Answer): unknown => JSON.parse(answer.text) as unknown;

let url: string;
let token: string;

beforeAll(async () => {
  url = twin().url;
  const practice = await createTestPractice();
  token = await idToken(practice.users.physician);
});

describe('names like Object properties (issue 8.2)', () => {
  const names = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];

  it.each(names)('a query parameter named %s is an ordinary parameter, even on the public version route', async (name) => {
    const version = await send({ path: `${pathOf('getVersion')}?${name}=1` });
    expect(version.status).toBe(200);
    const patients = await send({ path: `${pathOf('listPatients')}?${name}=1&${name}=2`, headers: { authorization: `Bearer ${token}` } });
    expect(patients.status).toBe(200);
  });

  it.each(names)('a header named %s is an ordinary header', async (name) => {
    const version = await send({ path: pathOf('getVersion'), headers: { [name]: 'x' } });
    expect(version.status).toBe(200);
    const current = await send({ path: pathOf('getCurrentUser'), headers: { [name]: 'x', authorization: `Bearer ${token}` } });
    expect(current.status).toBe(200);
  });
});

describe('malformed percent-escapes in the path (issue 8.2)', () => {
  it.each(['/api/patients/%/', '/api/patients/%E0%A4%A/', '/api/patients/%zz/'])('%s answers 404 like an unknown id, with or without a token', async (path) => {
    const headerSets: Record<string, string>[] = [{}, { authorization: `Bearer ${token}` }];
    for (const headers of headerSets) {
      const answer = await send({ path, headers });
      expect(answer.status).toBe(404);
      expect(json(answer)).toEqual({ detail: 'Not found.' });
    }
  });

  it.each(['/%', '/assets/%', '/patients/%E0%A4%A'])('%s is a client-side route: the app shell', async (path) => {
    const answer = await send({ path });
    expect([200, 503]).toContain(answer.status); // 503 only when the web client is not built
    if (answer.status === 200) expect(answer.headers['content-type']).toMatch(/^text\/html/);
  });
});

describe('dot segments in the path (issue 21 §7)', () => {
  // URL parsing resolves '%2e%2e' as '..'; API Gateway routes the path as sent, where it names no resource.
  it.each([
    '/api/patients/%2e%2e/auth/current/',
    '/api/patients/%2E%2E/auth/current/',
    '/api/patients/.%2e/auth/current/',
    '/api/patients/../auth/current/',
    '/api/auth/./current/',
    '/x/%2e%2e/api/auth/current/',
    '/x/%2e%2e/cognito/',
  ])('%s answers 404, with or without a token', async (path) => {
    const headerSets: Record<string, string>[] = [{}, { authorization: `Bearer ${token}` }];
    for (const headers of headerSets) {
      const answer = await send({ path, headers });
      expect(answer.status).toBe(404);
      expect(json(answer)).toEqual({ detail: 'Not found.' });
    }
  });

  it('leaves a dot inside a segment alone', async () => {
    expect((await send({ path: '/api/auth/current/', headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    // Routed to the patient whose id it names (an invalid one): the id's 400, not the gateway's 404.
    expect((await send({ path: '/api/patients/a..b/', headers: { authorization: `Bearer ${token}` } })).status).toBe(400);
  });
});

describe("the twin's own answers are not sniffed (issue 21 §7)", () => {
  const answers: [string, Parameters<typeof send>[0], number][] = [
    ['401', { path: '/api/patients/' }, 401],
    ['404', { path: '/api/nothing-here/' }, 404],
    ['405', { method: 'DELETE', path: '/api/auth/version/' }, 405],
    ['413', { method: 'POST', path: '/api/patients/', headers: { 'content-type': 'application/json' }, body: 'x'.repeat(11 * 1024 * 1024) }, 413],
    ['431', { path: '/api/auth/version/', headers: { 'x-padding': 'x'.repeat(20 * 1024) } }, 431],
  ];

  it.each(answers)('%s carries X-Content-Type-Options: nosniff', async (_, request, status) => {
    const answer = await send(request);
    expect(answer.status).toBe(status);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('/config.json (issue 8.7)', () => {
  it("is built from the twin's configuration, whatever Host the request names", async () => {
    const honest = await send({ path: '/config.json' });
    const forged = await send({ path: '/config.json', headers: { host: 'evil.example' } });
    expect(forged.status).toBe(200);
    expect(forged.text).not.toContain('evil.example');
    expect(json(forged)).toEqual(json(honest));
    expect(json(honest)).toMatchObject({ userPoolId: TWIN.poolId, userPoolClientId: TWIN.clientId, apiUrl: url, environment: 'local' });
  });

  it('is not sniffed as another type', async () => {
    const answer = await send({ path: '/config.json' });
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe("bodies over API Gateway's 10 MB limit (issue 8.9)", () => {
  const bodyOf = (megabytes: number) => JSON.stringify({ first_name: 'x'.repeat(megabytes * 1024 * 1024) });

  it("answers 413 in the spec's error shape for 11 MB, with or without a token", async () => {
    const headerSets: Record<string, string>[] = [{ authorization: `Bearer ${token}` }, {}];
    for (const headers of headerSets) {
      const answer = await send({
        method: 'POST',
        path: pathOf('createPatient'),
        headers: { ...headers, 'content-type': 'application/json' },
        body: bodyOf(11),
      });
      expect(answer.status).toBe(413);
      expect(json(answer)).toEqual({ non_field_errors: [expect.stringMatching(/10 MB/) as unknown] });
    }
  });

  it('answers 413 to a chunked body that grows past the limit', async () => {
    const answer = await send({
      method: 'POST',
      path: pathOf('createPatient'),
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      body: bodyOf(11),
    });
    expect(answer.status).toBe(413);
  });

  it('still lets a 9 MB body through to validation (400)', async () => {
    const answer = await send({
      method: 'POST',
      path: pathOf('createPatient'),
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: bodyOf(9),
    });
    expect(answer.status).toBe(400);
  });
});

describe('the Cognito endpoint (issue 8.10)', () => {
  const cognitoCall = (path: string, operation: string, body: Record<string, unknown>) =>
    send({
      method: 'POST',
      path,
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${operation}` },
      body: JSON.stringify(body),
    });

  it('refuses SignUp: the pool allows only administrators to create users', async () => {
    const answer = await cognitoCall('/cognito/', 'SignUp', {
      ClientId: TWIN.clientId,
      Username: `self-${Date.now()}@praktijk.test`,
      Password: 'Praktijk-Self-1',
    });
    expect(answer.status).toBe(400);
    expect(answer.headers['x-amzn-errortype']).toBe('NotAuthorizedException');
    expect(json(answer)).toEqual({ __type: 'NotAuthorizedException', message: 'SignUp is not permitted for this user pool' });
  });

  it.each(['/api/auth/version/', '/', '/config.json', '/api/patients/', '/cognitox', '/assets/cognito/'])(
    'does not answer an X-Amz-Target request sent to %s',
    async (path) => {
      const answer = await cognitoCall(path, 'InitiateAuth', {
        ClientId: TWIN.clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: 'x@praktijk.test', PASSWORD: 'x' },
      });
      expect(answer.headers['x-amzn-errortype']).toBeUndefined();
      expect(answer.text).not.toMatch(/NotAuthorizedException|UserNotFoundException/);
    },
  );

  it.each(['/cognito/', '/cognito'])('still answers on its own path, %s (Amplify drops the slash)', async (path) => {
    const answer = await cognitoCall(path, 'InitiateAuth', {
      ClientId: TWIN.clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: 'nobody@praktijk.test', PASSWORD: 'Wrong-Password-1' },
    });
    expect(answer.headers['x-amzn-errortype']).toBe('NotAuthorizedException');
  });
});

describe('the OpenAPI document', () => {
  it('is served at /api/openapi.json without a token', async () => {
    const answer = await send({ path: '/api/openapi.json' });
    expect(answer.status).toBe(200);
    const doc = json(answer) as { openapi: string; paths: Record<string, Record<string, { operationId: string }>> };
    expect(doc.openapi).toMatch(/^3\./);
    for (const route of table) expect(doc.paths[route.path]?.[route.method.toLowerCase()]?.operationId).toBe(route.operation);
  });
});

describe('compression, as CloudFront gives it (issue 7 §5)', () => {
  const decoders = { gzip: gunzipSync, br: brotliDecompressSync } as const;
  let script: string;
  beforeAll(async () => {
    const shell = await send({ path: '/' });
    expect(shell.status, 'build the web client first: npm run build:web').toBe(200);
    script = /src="(\/assets\/[^"]+\.js)"/.exec(shell.text)![1]!;
  });

  it.each(['br', 'gzip'] as const)('serves scripts and API answers over 1 KB with %s when asked', async (encoding) => {
    for (const path of [script, '/api/openapi.json']) {
      const plain = await send({ path });
      const packed = await send({ path, headers: { 'accept-encoding': encoding } });
      expect(packed.headers['content-encoding'], path).toBe(encoding);
      expect(packed.headers.vary, path).toMatch(/accept-encoding/i);
      expect(decoders[encoding](packed.body).equals(plain.body), path).toBe(true);
      expect(packed.body.length).toBeLessThan(plain.body.length);
    }
  });

  it('prefers brotli, and sends identity when not asked or for small answers', async () => {
    expect((await send({ path: script, headers: { 'accept-encoding': 'gzip, deflate, br' } })).headers['content-encoding']).toBe('br');
    expect((await send({ path: script, headers: { 'accept-encoding': 'br;q=0, gzip' } })).headers['content-encoding']).toBe('gzip');
    expect((await send({ path: script, headers: { 'accept-encoding': 'identity' } })).headers['content-encoding']).toBeUndefined();
    expect((await send({ path: script })).headers['content-encoding']).toBeUndefined();
    const small = await send({ path: pathOf('getVersion'), headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
