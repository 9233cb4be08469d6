import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { publishToTenant, publishToUser } from '@praktijk/functions/lib/realtime/publisher';
import { listTenantConnections } from '@praktijk/functions/lib/realtime/connections';
import { createTestPractice, idToken, type TestPractice } from '../support/practice';
import { twin } from '../support/twin-env';

// The WebSocket channel at /ws/app/: $connect checks the token, the publisher reaches a
// practice's or a user's sockets through the @connections API, and no other practice's.
let wsUrl: string;
let practice: TestPractice;
let other: TestPractice;

beforeAll(async () => {
  wsUrl = twin().url.replace(/^http/, 'ws') + '/ws/app/';
  [practice, other] = await Promise.all([createTestPractice(), createTestPractice()]);
});

function open(token: string): Promise<{ socket: WebSocket; messages: unknown[] }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${wsUrl}?token=${encodeURIComponent(token)}`);
    const messages: unknown[] = [];
    socket.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString())));
    socket.once('open', () => resolve({ socket, messages }));
    socket.once('unexpected-response', (_req, res) => reject(new Error(`refused ${res.statusCode}`)));
    socket.once('error', reject);
  });
}

const until = async (check: () => boolean | Promise<boolean>) => {
  for (let i = 0; i < 100 && !(await check()); i++) await new Promise((r) => setTimeout(r, 50));
};

describe('/ws/app/', () => {
  it('refuses a connection without a valid token', async () => {
    await expect(open('garbage')).rejects.toThrow('refused 401');
  });

  it("delivers a practice's messages to its users only, and a user's to that user only", async () => {
    const physician = await open(await idToken(practice.users.physician));
    const nurse = await open(await idToken(practice.users.nurse));
    const stranger = await open(await idToken(other.users.physician));
    expect((await listTenantConnections(practice.id)).length).toBe(2);

    expect(await publishToTenant(practice.id, { type: 'permissions', payload: { role: 'nurse' } })).toBe(2);
    expect(await publishToUser(practice.id, practice.users.nurse.id, { type: 'messaging', payload: { unread: 1 } })).toBe(1);
    await until(() => nurse.messages.length === 2 && physician.messages.length === 1);

    expect(physician.messages).toEqual([{ type: 'permissions', payload: { role: 'nurse' } }]);
    expect(nurse.messages).toEqual([
      { type: 'permissions', payload: { role: 'nurse' } },
      { type: 'messaging', payload: { unread: 1 } },
    ]);
    expect(stranger.messages).toEqual([]);
    for (const c of [physician, nurse, stranger]) c.socket.close();
  });

  it('answers a ping with a pong and forgets closed connections', async () => {
    const admin = await open(await idToken(practice.users.administration));
    admin.socket.send(JSON.stringify({ action: 'ping' }));
    await until(() => admin.messages.length === 1);
    expect(admin.messages).toEqual([{ type: 'pong', payload: {} }]);
    admin.socket.close();
    const adminConnected = async () => (await listTenantConnections(practice.id)).some((c) => c.userId === practice.users.administration.id);
    await until(async () => !(await adminConnected()));
    expect(await adminConnected()).toBe(false);
  });
});
