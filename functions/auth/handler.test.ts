import { BatchGetCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiEvent, lambdaContext } from '../lib/testing/events';
import { handler } from './handler';

const ddb = mockClient(DynamoDBDocumentClient);
const claims = { sub: 'U1', email: 'arts@demo.test', 'custom:tenant_id': 'T1', 'cognito:groups': 'physician' };

const practice = { entity: 'practice', id: 'T1', slug: 'demo', name: 'Huisartsenpraktijk Demo', is_active: true, consistency_token: 'p' };
const user = {
  entity: 'user',
  id: 'U1',
  email: 'arts@demo.test',
  first_name: 'Anand',
  last_name: 'Ramdin',
  prefix: 'Dr.',
  identifier: 'A-17',
  date_joined: '2026-01-05T09:00:00.000Z',
  is_active: true,
  is_staff: false,
  roles: ['physician'],
  consistency_token: 'u',
};
const physicianRole = { entity: 'role', id: 'physician', name: 'Physician', permission_ids: ['view_patient', 'bogus_code'], consistency_token: 'r' };
const nurseRole = { entity: 'role', id: 'nurse', name: 'Nurse', permission_ids: ['view_memo'], consistency_token: 'r' };

beforeAll(() => {
  process.env.TABLE_NAME = 'praktijk-test';
  process.env.PRAKTIJK_QUIET_LOGS = '1';
});
afterEach(() => ddb.reset());

const call = (event = apiEvent({ claims })) => handler(event, lambdaContext());
const bodyOf = (r: { body: string }) => JSON.parse(r.body) as Record<string, unknown>;

describe('GET /api/auth/current/', () => {
  it("answers the caller's profile with only the roles of their user item", async () => {
    ddb.on(BatchGetCommand).resolves({ Responses: { 'praktijk-test': [practice, user, physicianRole, nurseRole] } });
    const res = await call();
    expect(res.statusCode).toBe(200);
    expect(res.headers?.['cache-control']).toBe('no-store');
    const body = bodyOf(res);
    expect(body).toMatchObject({ id: 'U1', name: 'Dr. Anand Ramdin', email: 'arts@demo.test', practice: { id: 'T1', name: 'Huisartsenpraktijk Demo' } });
    expect(body.roles).toEqual([
      {
        id: 'physician',
        name: 'Physician',
        consistency_token: 'r',
        permissions: [{ id: 'view_patient', name: 'Can view patient', codename: 'view_patient', model: 'patient', action: 'view' }],
      },
    ]);
    expect(body).not.toHaveProperty('PK');
  });

  it("takes roles and the staff flag from the user item, not the token's groups (a change applies at once)", async () => {
    const demoted = { ...user, roles: ['nurse'] };
    ddb.on(BatchGetCommand).resolves({ Responses: { 'praktijk-test': [practice, demoted, physicianRole, nurseRole] } });
    const body = bodyOf(await call(apiEvent({ claims: { ...claims, 'cognito:groups': 'physician staff' } })));
    expect((body.roles as { id: string }[]).map((r) => r.id)).toEqual(['nurse']);
    expect(body.is_staff).toBe(false);
  });

  it('reads the tenant from the token only: the batch asks for the token tenant keys', async () => {
    ddb.on(BatchGetCommand).resolves({ Responses: { 'praktijk-test': [practice, user] } });
    await call(apiEvent({ claims, headers: { 'x-tenant-id': 'T2' }, queryStringParameters: { tenant: 'T2' } }));
    const keys = ddb.commandCalls(BatchGetCommand)[0]!.args[0].input.RequestItems!['praktijk-test']!.Keys!;
    expect(keys.every((k) => String(k.PK).startsWith('T#T1'))).toBe(true);
  });

  it('answers 401 without verified claims', async () => {
    const res = await call(apiEvent());
    expect(res.statusCode).toBe(401);
  });

  it('answers 403 for a user disabled in the practice', async () => {
    ddb.on(BatchGetCommand).resolves({ Responses: { 'praktijk-test': [practice, { ...user, is_active: false }] } });
    expect((await call()).statusCode).toBe(403);
  });

  it('answers a generic 500 without internals when the database fails', async () => {
    ddb.on(BatchGetCommand).rejects(new Error('secret internal detail'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await call();
    // The cause is logged for operators (one structured line, no request data), never sent.
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0]![0])).not.toContain('arts@demo.test');
    logged.mockRestore();
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
    expect(bodyOf(res)).toEqual({ detail: 'Internal server error.' });
  });
});

describe('routing and input', () => {
  it('answers the public version route without claims', async () => {
    const res = await call(apiEvent({ resource: '/api/auth/version', path: '/api/auth/version/' }));
    expect(res.statusCode).toBe(200);
    expect(bodyOf(res)).toHaveProperty('version');
  });
  it('answers 405 for another method on a known path and 404 for an unknown path', async () => {
    expect((await call(apiEvent({ claims, httpMethod: 'DELETE' }))).statusCode).toBe(405);
    expect((await call(apiEvent({ claims, resource: '/api/nothing' }))).statusCode).toBe(404);
  });
  it('answers malformed JSON with 400 in the spec shape and a wrong content type with 415', async () => {
    ddb.on(BatchGetCommand).resolves({ Responses: { 'praktijk-test': [practice, user, physicianRole] } });
    const bad = await call(apiEvent({ claims, body: '{oops', headers: { 'Content-Type': 'application/json' } }));
    expect(bad.statusCode).toBe(400);
    expect(bodyOf(bad)).toEqual({ non_field_errors: ['The request body is not valid JSON.'] });
    const text = await call(apiEvent({ claims, body: 'hello', headers: { 'Content-Type': 'text/plain' } }));
    expect(text.statusCode).toBe(415);
  });
});
