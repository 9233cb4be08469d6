import { routes } from '@praktijk/shared/routes';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { createTestPractice, createTestUser, idToken, type TestPractice } from '../support/practice';
import { twin } from '../support/twin-env';

// Sign out everywhere (issue 21 §6): API Gateway's authorizer accepts an ID token until it
// expires, whatever Cognito revoked since, so the API keeps a mark per user and refuses the tokens
// of every sign-in made before it: at once, on every device, the caller's own included.
const route = (operation: string) => routes.find((r) => r.operation === operation)!;
const current = route('getCurrentUser');
const endAll = route('endEverySession');

let url: string;
let practice: TestPractice;

beforeAll(async () => {
  url = twin().url;
  practice = await createTestPractice();
});

const whoAmI = (token: string) => call(url, current.method, current.path, { token });
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1100 - (Date.now() % 1000)));

describe('POST /api/auth/sessions/end_all/', () => {
  it("refuses at once the tokens of the user's every earlier sign-in, and lets a new sign-in in", async () => {
    const user = await createTestUser(practice.id, ['physician']);
    const colleague = await createTestUser(practice.id, ['physician']);
    const [laptop, practicePc, colleagues] = await Promise.all([idToken(user), idToken(user), idToken(colleague)]);
    expect((await whoAmI(practicePc)).status).toBe(200);

    const ended = await call(url, endAll.method, endAll.path, { token: laptop });
    expect(ended.status, JSON.stringify(ended.body)).toBe(201); // a POST's answer, as every POST of the API
    expect(Date.parse((ended.body as { sessions_ended_at: string }).sessions_ended_at)).not.toBeNaN();

    expect((await whoAmI(practicePc)).status).toBe(401);
    expect((await whoAmI(laptop)).status).toBe(401);
    // Another user of the practice is not signed out.
    expect((await whoAmI(colleagues)).status).toBe(200);

    // auth_time has whole seconds: a sign-in of the mark's own second counts as before it.
    await nextSecond();
    const again = await idToken(user);
    expect((await whoAmI(again)).status).toBe(200);
  });

  it('needs a signed-in caller', async () => {
    expect((await call(url, endAll.method, endAll.path, {})).status).toBe(401);
  });
});
