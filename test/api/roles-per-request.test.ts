import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Role } from '@praktijk/shared/roles';
import { type TypedApi, typedApi } from '../support/api';
import { createTestPractice, createTestUser, idToken, type TestPractice } from '../support/practice';
import { twin } from '../support/twin-env';

// Issue 8.3: roles come from the practice's user item on every request, not from the ID token's
// groups, so a demoted user loses the rights on their next request with the token they hold.
let api: TypedApi;
let practice: TestPractice;
let staffToken: string;
const employer = () => ({ body: { name: `Werkgever ${randomBytes(4).toString('hex')}` } });

beforeAll(async () => {
  api = typedApi(twin().url);
  practice = await createTestPractice();
  staffToken = await idToken(practice.users.staff);
});

async function setRoles(userId: string, roles: Role[], isStaff = false): Promise<void> {
  const listed = (await api('listUsers', staffToken)).body.find((u) => u.id === userId)!;
  const res = await api('updateUser', staffToken, {
    params: { id: userId },
    body: { roles, is_staff: isStaff, is_active: true, consistency_token: listed.consistency_token },
  });
  expect(res.status).toBe(200);
}

describe('roles per request', () => {
  it("takes a demotion from administration to nurse on the old token's next request", async () => {
    const user = await createTestUser(practice.id, ['administration']);
    const oldToken = await idToken(user);
    expect((await api('createEmployer', oldToken, employer())).status).toBe(201);
    await setRoles(user.id, ['nurse']);
    expect((await api('createEmployer', oldToken, employer())).status).toBe(403);
    const me = (await api('getCurrentUser', oldToken)).body;
    expect(me.roles.map((r) => r.id)).toEqual(['nurse']);
  });

  it('takes a promotion and the staff flag at once too, and keeps the Cognito groups in step', async () => {
    const user = await createTestUser(practice.id, ['nurse']);
    const oldToken = await idToken(user);
    expect((await api('createEmployer', oldToken, employer())).status).toBe(403);
    expect((await api('listUsers', oldToken)).status).toBe(403);
    await setRoles(user.id, ['administration'], true);
    expect((await api('createEmployer', oldToken, employer())).status).toBe(201);
    expect((await api('listUsers', oldToken)).status).toBe(200);
    // A fresh token carries the new groups (the authorizer and the WebSocket see the same roles).
    const groups = JSON.parse(Buffer.from((await idToken(user)).split('.')[1]!, 'base64url').toString('utf8'))['cognito:groups'] as string[];
    expect([...groups].sort()).toEqual(['administration', 'staff']);
  });
});
