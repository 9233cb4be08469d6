import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Role } from '@praktijk/shared/roles';
import { errorBody, type TypedApi, typedApi } from '../support/api';
import { createTestPractice, createTestUser, idToken, type TestPractice } from '../support/practice';
import { twin } from '../support/twin-env';

// Practice users, managed by staff: list, invite, change roles, disable and enable.
let api: TypedApi;
let practice: TestPractice;
let other: TestPractice;
let staffToken: string;

beforeAll(async () => {
  api = typedApi(twin().url);
  [practice, other] = await Promise.all([createTestPractice(), createTestPractice()]);
  staffToken = await idToken(practice.users.staff);
});

describe('practice users', () => {
  it("lists the practice's users, to staff only", async () => {
    const res = await api('listUsers', staffToken);
    expect(res.status).toBe(200);
    const emails = res.body.map((u) => u.email).sort();
    expect(emails).toEqual(
      Object.values(practice.users)
        .map((u) => u.email)
        .sort(),
    );
    for (const role of ['physician', 'administration', 'nurse'] as const) {
      expect((await api('listUsers', await idToken(practice.users[role]))).status).toBe(403);
    }
  });

  it("invites a user into the caller's practice and refuses bad input and taken e-mails", async () => {
    const email = `invited-${randomBytes(4).toString('hex')}@praktijk.test`;
    const res = await api('inviteUser', staffToken, { body: { email, first_name: 'Ingrid', last_name: 'Wongsonadi', roles: ['nurse'] } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email, roles: ['nurse'], is_staff: false, is_active: true });
    const listed = (await api('listUsers', staffToken)).body;
    expect(listed.some((u) => u.email === email)).toBe(true);
    const otherList = (await api('listUsers', await idToken(other.users.staff))).body;
    expect(otherList.some((u) => u.email === email)).toBe(false);

    const bad = await api.raw('inviteUser', staffToken, { body: { email: 'nope', first_name: '', last_name: 'X', roles: [] } });
    expect(bad.status).toBe(400);
    expect(Object.keys(errorBody(bad)).sort()).toEqual(['email', 'first_name', 'roles']);
    const taken = await api('inviteUser', staffToken, { body: { email: other.users.nurse.email, first_name: 'A', last_name: 'B', roles: ['nurse'] } });
    expect(taken.status).toBe(400);
    expect(taken.body).toEqual({ email: ['A user with this email already exists.'] });
    expect(
      (await api('inviteUser', await idToken(practice.users.administration), { body: { email, first_name: 'A', last_name: 'B', roles: ['nurse'] } })).status,
    ).toBe(403);
  });

  it('capitalises names typed all in lower case and keeps names with capitals of their own', async () => {
    const invite = (first_name: string, last_name: string) =>
      api('inviteUser', staffToken, { body: { email: `named-${randomBytes(4).toString('hex')}@praktijk.test`, first_name, last_name, roles: ['nurse'] } });
    const lower = await invite('anna-maria', 'kromosoeto');
    expect(lower.status).toBe(201);
    expect(lower.body).toMatchObject({ first_name: 'Anna-Maria', last_name: 'Kromosoeto' });
    const deliberate = await invite('Jan', 'van der Berg');
    expect(deliberate.body).toMatchObject({ first_name: 'Jan', last_name: 'van der Berg' });
    const listed = (await api('listUsers', staffToken)).body.find((u) => u.id === lower.body.id);
    expect(listed).toMatchObject({ first_name: 'Anna-Maria', last_name: 'Kromosoeto' });
  });

  it('changes roles (seen in the next token), disables (sign-in refused) and enables a user', async () => {
    const user = await createTestUser(practice.id, ['nurse']);
    const find = async () => (await api('listUsers', staffToken)).body.find((u) => u.id === user.id)!;
    const before = await find();
    const changed = await api('updateUser', staffToken, {
      params: { id: user.id },
      body: { roles: ['nurse', 'administration'], is_staff: false, is_active: true, consistency_token: before.consistency_token },
    });
    expect(changed.status).toBe(200);
    const me = (await api('getCurrentUser', await idToken(user))).body;
    expect(me.roles.map((r) => r.id).sort()).toEqual(['administration', 'nurse']);

    const stale = await api('updateUser', staffToken, {
      params: { id: user.id },
      body: { roles: ['nurse'], is_staff: false, is_active: false, consistency_token: before.consistency_token },
    });
    expect(stale.status).toBe(409);

    const disabled = await api('updateUser', staffToken, {
      params: { id: user.id },
      body: { roles: ['nurse'], is_staff: false, is_active: false, consistency_token: changed.body.consistency_token },
    });
    expect(disabled.status).toBe(200);
    await expect(idToken(user)).rejects.toThrow(/disabled/i);
    const enabled = await api('updateUser', staffToken, {
      params: { id: user.id },
      body: { roles: ['nurse'], is_staff: false, is_active: true, consistency_token: disabled.body.consistency_token },
    });
    expect(enabled.status).toBe(200);
    expect(await idToken(user)).toBeTruthy();
  });

  it("answers 404 for another practice's user and for an unknown id, 400 for a malformed id", async () => {
    const stranger = other.users.nurse;
    const roles: Role[] = ['nurse'];
    const body = { roles, is_staff: false, is_active: false, consistency_token: 'x' };
    expect((await api('updateUser', staffToken, { params: { id: stranger.id }, body })).status).toBe(404);
    expect((await api('updateUser', staffToken, { params: { id: '00000000-0000-4000-8000-000000000000' }, body })).status).toBe(404);
    expect((await api('updateUser', staffToken, { params: { id: 'not-a-uuid' }, body })).status).toBe(400);
    expect(await idToken(stranger)).toBeTruthy();
  });

  it('does not let staff disable themselves or drop their own staff rights', async () => {
    const self = (await api('listUsers', staffToken)).body.find((u) => u.email === practice.users.staff.email)!;
    const res = await api('updateUser', staffToken, {
      params: { id: self.id },
      body: { roles: self.roles, is_staff: false, is_active: true, consistency_token: self.consistency_token },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ non_field_errors: ['You cannot remove your own staff rights or disable yourself.'] });
  });
});
