import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type RealtimeDeps, RealtimeConnection, type SocketLike } from './socket';

class FakeSocket implements SocketLike {
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  sent: string[] = [];
  closedWith: number | undefined;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.closedWith = code;
  }
}

let sockets: FakeSocket[];
let published: unknown[];
let tokens: (string | undefined)[];

function connection(overrides: Partial<RealtimeDeps> = {}) {
  return new RealtimeConnection({
    url: 'ws://127.0.0.1:8080/ws/app/',
    getToken: () => Promise.resolve(tokens.shift()),
    openSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    publish: (type, payload) => published.push({ type, payload }),
    ...overrides,
  });
}

const last = () => sockets[sockets.length - 1]!;
// Just the fields the client reads; Node has no CloseEvent or MessageEvent of the browser's shape.
const closeEvent = (code: number, wasClean: boolean) => ({ code, wasClean }) as CloseEvent;
const messageEvent = (data: unknown) => ({ data }) as MessageEvent;
const opened = new Event('open');
const dropped = closeEvent(1006, false);

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  published = [];
  tokens = Array.from({ length: 10 }, (_, i) => `token-${i}`);
});
afterEach(() => vi.useRealTimers());

describe('RealtimeConnection', () => {
  it('connects with the token and publishes typed messages only', async () => {
    connection().start();
    await vi.runOnlyPendingTimersAsync();
    expect(last().url).toBe('ws://127.0.0.1:8080/ws/app/?token=token-0');
    last().onopen?.(opened);
    last().onmessage?.(messageEvent('{"type":"permissions","payload":{"role":"nurse"}}'));
    last().onmessage?.(messageEvent('{"type":"pong","payload":{}}'));
    last().onmessage?.(messageEvent('garbage'));
    expect(published).toEqual([{ type: 'permissions', payload: { role: 'nurse' } }]);
  });

  it('retries an unclean close 5 times, 3 s apart, each with a fresh token, then stays down', async () => {
    connection().start();
    await vi.advanceTimersByTimeAsync(0);
    for (let attempt = 1; attempt <= 5; attempt++) {
      last().onclose?.(dropped);
      await vi.advanceTimersByTimeAsync(2999);
      expect(sockets).toHaveLength(attempt);
      await vi.advanceTimersByTimeAsync(1);
      expect(sockets).toHaveLength(attempt + 1);
      expect(last().url).toContain(`token=token-${attempt}`);
    }
    last().onclose?.(dropped);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(6);
  });

  it('counts the retries again after a connection opened', async () => {
    connection({ retry: { attempts: 1, delayMs: 3000 } }).start();
    await vi.advanceTimersByTimeAsync(0);
    last().onclose?.(dropped);
    await vi.advanceTimersByTimeAsync(3000);
    last().onopen?.(opened);
    last().onclose?.(closeEvent(1001, true));
    await vi.advanceTimersByTimeAsync(3000);
    expect(sockets).toHaveLength(3);
  });

  it('does not retry a normal closure, nor after stop()', async () => {
    const channel = connection();
    channel.start();
    await vi.advanceTimersByTimeAsync(0);
    last().onclose?.(closeEvent(1000, true));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sockets).toHaveLength(1);

    const other = connection();
    other.start();
    await vi.advanceTimersByTimeAsync(0);
    other.stop();
    expect(last().closedWith).toBe(1000);
    last().onclose?.(dropped);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sockets).toHaveLength(2);
  });

  it('does not connect without a session, nor when stopped while fetching the token', async () => {
    tokens = [undefined];
    connection().start();
    const stopped = connection();
    stopped.start();
    stopped.stop();
    await vi.advanceTimersByTimeAsync(0);
    expect(sockets).toHaveLength(0);
  });

  it('pings while open to keep the gateway from closing an idle connection', async () => {
    connection({ pingEveryMs: 1000 }).start();
    await vi.advanceTimersByTimeAsync(0);
    last().onopen?.(opened);
    await vi.advanceTimersByTimeAsync(2500);
    expect(last().sent).toEqual(['{"action":"ping"}', '{"action":"ping"}']);
    last().onclose?.(dropped);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sockets[0]!.sent).toHaveLength(2);
  });
});
