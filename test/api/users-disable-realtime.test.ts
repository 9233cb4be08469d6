import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { listUserConnections } from '@praktijk/functions/lib/realtime/connections';
import { publishToTenant } from '@praktijk/functions/lib/realtime/publisher';
import { typedApi, type TypedApi } from '../support/api';
import { createTestPractice, createTestUser, idToken, type TestPractice } from '../support/practice';
import { twin } from '../support/twin-env';

// Disabling a practice user closes the user's open WebSockets at once: sign-in and $connect are
// refused from then on, and a socket already open must not go on receiving the practice's messages.
let api: TypedApi;
let wsUrl: string;
let practice: TestPractice;
let staffToken: string;

beforeAll(async () => {
  api = typedApi(twin().url);
  wsUrl = twin().url.replace(/^http/, 'ws') + '/ws/app/';
  practice = await createTestPractice();
  staffToken = await idToken(practice.users.staff);
});

interface OpenSocket {
  socket: WebSocket;
  messages: unknown[];
  closed: Promise<number>;
}

function open(token: string): Promise<OpenSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${wsUrl}?token=${encodeURIComponent(token)}`);
    const messages: unknown[] = [];
    const closed = new Promise<number>((done) => socket.once('close', (code) => done(code)));
    socket.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString())));
    socket.once('open', () => resolve({ socket, messages, closed }));
    socket.once('unexpected-response', (_req, res) => reject(new Error(`refused ${res.statusCode}`)));
    socket.once('error', reject);
  });
}

describe('disabling a user', () => {
  it("closes the user's open WebSockets and leaves a colleague's open", async () => {
    const user = await createTestUser(practice.id, ['nurse']);
    const token = await idToken(user);
    const [first, second] = await Promise.all([open(token), open(token)]);
    const colleague = await open(await idToken(practice.users.physician));
    expect(await listUserConnections(practice.id, user.id)).toHaveLength(2);

    const before = (await api('listUsers', staffToken)).body.find((u) => u.id === user.id)!;
    const disabled = await api('updateUser', staffToken, {
      params: { id: user.id },
      body: { roles: ['nurse'], is_staff: false, is_active: false, consistency_token: before.consistency_token },
    });
    expect(disabled.status).toBe(200);

    // Closed by the server (the management API's DELETE), not left to the token's expiry.
    await expect(Promise.all([first.closed, second.closed])).resolves.toHaveLength(2);
    expect(await listUserConnections(practice.id, user.id)).toEqual([]);
    // The same token cannot open a new one.
    await expect(open(token)).rejects.toThrow(/refused 40[13]/);

    // The practice's next message reaches the colleague only.
    await publishToTenant(practice.id, { type: 'permissions', payload: { role: 'nurse' } });
    for (let i = 0; i < 100 && colleague.messages.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect(colleague.messages).toEqual([{ type: 'permissions', payload: { role: 'nurse' } }]);
    expect([...first.messages, ...second.messages]).toEqual([]);
    expect(colleague.socket.readyState).toBe(WebSocket.OPEN);
    colleague.socket.close();
  });
});
