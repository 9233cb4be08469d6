import { generateKeyPair, SignJWT, decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@praktijk/shared/routes';
import { APP_VERSION } from '@praktijk/shared/constants';
import { DEFAULT_ROLE_PERMISSIONS } from '@praktijk/shared/permissions';
import { call } from '../support/api';
import { createTestPractice, idToken, type TestPractice } from '../support/practice';
import { twin } from '../support/twin-env';

const current = routes.find((r) => r.operation === 'getCurrentUser')!;
const version = routes.find((r) => r.operation === 'getVersion')!;

let url: string;
let practice: TestPractice;
let other: TestPractice;

beforeAll(async () => {
  url = twin().url;
  [practice, other] = await Promise.all([createTestPractice(), createTestPractice()]);
});

describe('GET /api/auth/current/', () => {
  for (const role of ['physician', 'administration', 'nurse', 'staff'] as const) {
    it(`answers the ${role} their own profile, practice and role permissions`, async () => {
      const user = practice.users[role];
      const res = await call(url, current.method, current.path, { token: await idToken(user) });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: user.id,
        email: user.email,
        username: user.email,
        first_name: user.firstName,
        last_name: 'Tester',
        is_staff: role === 'staff',
        is_active: true,
        force_password_change: false,
        practice: { id: practice.id, name: practice.name },
      });
      const roles = res.body.roles as { id: string; permissions: { codename: string }[] }[];
      expect(roles.map((r) => r.id)).toEqual(user.roles);
      expect(roles[0]!.permissions.map((p) => p.codename).sort()).toEqual([...DEFAULT_ROLE_PERMISSIONS[user.roles[0]!]].sort());
      expect(res.headers.get('cache-control')).toBe('no-store');
    });
  }

  it('takes the bare token as API Gateway does', async () => {
    const res = await call(url, current.method, current.path, { rawAuthorization: await idToken(practice.users.nurse) });
    expect(res.status).toBe(200);
  });

  it('keeps practices apart: the other practice sees only itself', async () => {
    const res = await call(url, current.method, current.path, { token: await idToken(other.users.physician) });
    expect(res.status).toBe(200);
    expect(res.body.practice).toEqual({ id: other.id, name: other.name });
  });

  it('answers 401 without a token, with garbage, and with a token signed by any other key', async () => {
    expect((await call(url, current.method, current.path)).status).toBe(401);
    expect((await call(url, current.method, current.path, { token: 'not-a-jwt' })).status).toBe(401);

    const genuine = decodeJwt(await idToken(practice.users.physician));
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT({ ...genuine }).setProtectedHeader({ alg: 'RS256', kid: 'forged' }).sign(privateKey);
    expect((await call(url, current.method, current.path, { token: forged })).status).toBe(401);
  });

  it('refuses an expired token', async () => {
    const token = await idToken(practice.users.physician);
    const [header, , signature] = token.split('.');
    const payload = Buffer.from(JSON.stringify({ ...decodeJwt(token), exp: Math.floor(Date.now() / 1000) - 60 })).toString('base64url');
    expect((await call(url, current.method, current.path, { token: `${header}.${payload}.${signature}` })).status).toBe(401);
  });
});

describe('GET /api/auth/version/', () => {
  it('answers the version without a token', async () => {
    const res = await call(url, version.method, version.path);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ version: APP_VERSION });
  });
});

describe('the gateway', () => {
  it('answers unknown API paths with 404 and other methods with 405', async () => {
    expect((await call(url, 'GET', '/api/does-not-exist/')).status).toBe(404);
    expect((await call(url, 'DELETE', current.path, { token: await idToken(practice.users.staff) })).status).toBe(405);
  });
  it('serves /config.json for the origin the browser used', async () => {
    const res = await call(url, 'GET', '/config.json');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ apiUrl: url, wsUrl: `${url.replace('http', 'ws')}/ws/app/`, userPoolEndpoint: `${url}/cognito/` });
  });
});
