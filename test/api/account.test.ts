import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { PERMISSIONS } from '@praktijk/shared/permissions';
import { errorBody, type TypedApi, typedApi } from '../support/api';
import { createTestPractice, idToken, type TestPractice, roleTokens } from '../support/practice';
import { twin } from '../support/twin-env';

// Auth routes of the account screen: profile, activity ping, permissions and roles.
let url: string;
let api: TypedApi;
let practice: TestPractice;
let other: TestPractice;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  url = twin().url;
  api = typedApi(url);
  [practice, other] = await Promise.all([createTestPractice(), createTestPractice()]);
  Object.assign(tokens, await roleTokens(practice));
});

describe('PUT /api/auth/current/', () => {
  it('lets every role change their own names; prefix and identifier only count for physicians', async () => {
    for (const role of ['physician', 'nurse'] as const) {
      const me = (await api('getCurrentUser', tokens[role]!)).body;
      const res = await api('updateCurrentUser', tokens[role]!, {
        body: { first_name: 'Renée', last_name: 'Sastrodikromo', email: me.email, prefix: 'Dr.', identifier: 'X-1', consistency_token: me.consistency_token },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ first_name: 'Renée', last_name: 'Sastrodikromo' });
      expect(res.body.prefix).toBe(role === 'physician' ? 'Dr.' : '');
      expect(res.body.consistency_token).not.toBe(me.consistency_token);
    }
  });

  it('capitalises a name typed all in lower case, as an invitation does, and keeps one typed with capitals', async () => {
    const me = (await api('getCurrentUser', tokens.staff!)).body;
    const body = { first_name: 'ramona', last_name: 'van der Berg', email: me.email, consistency_token: me.consistency_token };
    const res = await api('updateCurrentUser', tokens.staff!, { body });
    expect(res.body).toMatchObject({ first_name: 'Ramona', last_name: 'van der Berg' });
  });

  it('answers 400 with field errors for bad input and 409 for a stale token', async () => {
    const me = (await api('getCurrentUser', tokens.administration!)).body;
    const bad = await api('updateCurrentUser', tokens.administration!, {
      body: { first_name: '', last_name: 'X', email: 'not-an-email', consistency_token: me.consistency_token },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ first_name: ['This field is required.'], email: ['Enter a valid email address.'] });
    const ok = await api('updateCurrentUser', tokens.administration!, {
      body: { first_name: 'A', last_name: 'B', email: me.email, consistency_token: me.consistency_token },
    });
    expect(ok.status).toBe(200);
    const stale = await api('updateCurrentUser', tokens.administration!, {
      body: { first_name: 'C', last_name: 'D', email: me.email, consistency_token: me.consistency_token },
    });
    expect(stale.status).toBe(409);
    expect(errorBody(stale).non_field_errors).toHaveLength(1);
  });

  it('changes the sign-in e-mail, and refuses one already in use', async () => {
    const staff = practice.users.staff;
    const me = (await api('getCurrentUser', tokens.staff!)).body;
    const taken = await api('updateCurrentUser', tokens.staff!, {
      body: { first_name: 'S', last_name: 'T', email: other.users.nurse.email, consistency_token: me.consistency_token },
    });
    expect(taken.status).toBe(400);
    expect(taken.body).toEqual({ email: ['A user with this email already exists.'] });
    const newEmail = `renamed-${staff.email}`;
    const res = await api('updateCurrentUser', tokens.staff!, {
      body: { first_name: 'S', last_name: 'T', email: newEmail, consistency_token: me.consistency_token },
    });
    expect(res.status).toBe(200);
    expect(await idToken({ email: newEmail, password: staff.password })).toBeTruthy();
  });
});

describe('GET /api/auth/session/user/active/', () => {
  it('records activity for every role', async () => {
    for (const token of Object.values(tokens)) {
      const res = await api('markSessionActive', token);
      expect(res.status).toBe(200);
      expect(res.body.active).toBe(true);
    }
  });
});

describe('permissions and roles', () => {
  it('lists every permission grouped by type, for every role', async () => {
    const res = await api('listPermissions', tokens.nurse!);
    expect(res.status).toBe(200);
    const groups = res.body;
    expect(groups.flatMap((g) => g.permissions)).toHaveLength(PERMISSIONS.length);
  });

  it("lists the practice's three roles", async () => {
    const res = await api('listRoles', tokens.physician!);
    expect(res.body.map((r) => r.id)).toEqual(['physician', 'administration', 'nurse']);
  });

  it('lets only staff change a role; the change reaches open sessions and the next request', async () => {
    const roles = (await api('listRoles', tokens.staff!)).body;
    const nurse = roles.find((r) => r.id === 'nurse')!;
    const wanted = [...nurse.permissions.map((p) => p.id), 'change_patient'];
    for (const role of ['physician', 'administration', 'nurse'] as const) {
      expect(
        (await api('updateRole', tokens[role]!, { params: { id: 'nurse' }, body: { permission_ids: wanted, consistency_token: nurse.consistency_token } }))
          .status,
      ).toBe(403);
    }
    const socket = new WebSocket(`${url.replace('http', 'ws')}/ws/app/?token=${tokens.nurse}`);
    const message = new Promise<unknown>((resolve) => socket.once('message', (d: Buffer) => resolve(JSON.parse(d.toString()))));
    await new Promise((resolve) => socket.once('open', resolve));

    const res = await api('updateRole', tokens.staff!, {
      params: { id: 'nurse' },
      body: { permission_ids: wanted, consistency_token: nurse.consistency_token },
    });
    expect(res.status).toBe(200);
    expect(await message).toEqual({ type: 'permissions', payload: { role: 'nurse' } });
    socket.close();
    const me = (await api('getCurrentUser', tokens.nurse!)).body as { roles: { permissions: { codename: string }[] }[] };
    expect(me.roles[0]!.permissions.map((p) => p.codename)).toContain('change_patient');

    const stale = await api('updateRole', tokens.staff!, { params: { id: 'nurse' }, body: { permission_ids: [], consistency_token: nurse.consistency_token } });
    expect(stale.status).toBe(409);
  });

  it('refuses unknown roles and permissions with 400, and keeps practices apart', async () => {
    const roles = (await api('listRoles', tokens.staff!)).body;
    const admin = roles.find((r) => r.id === 'administration')!;
    expect((await api('updateRole', tokens.staff!, { params: { id: 'superuser' }, body: { permission_ids: [], consistency_token: 'x' } })).status).toBe(400);
    const bogus = await api('updateRole', tokens.staff!, {
      params: { id: 'administration' },
      body: { permission_ids: ['fly_plane'], consistency_token: admin.consistency_token },
    });
    expect(bogus.status).toBe(400);
    expect(bogus.body).toEqual({ permission_ids: ['Unknown permission: fly_plane.'] });
    // The other practice's staff changing "administration" changes their own practice's role only.
    const otherStaff = await idToken(other.users.staff);
    const otherRoles = (await api('listRoles', otherStaff)).body;
    const otherAdmin = otherRoles.find((r) => r.id === 'administration')!;
    expect(
      (await api('updateRole', otherStaff, { params: { id: 'administration' }, body: { permission_ids: [], consistency_token: otherAdmin.consistency_token } }))
        .status,
    ).toBe(200);
    const mine = (await api('listRoles', tokens.staff!)).body;
    expect(mine.find((r) => r.id === 'administration')!.permissions.length).toBeGreaterThan(0);
  });
});
