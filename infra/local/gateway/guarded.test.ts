import { EventEmitter } from 'node:events';
import { createServer, request, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { guardedListener } from './guarded';

// The twin's request listener on a real loopback server (issue 21 §7): handlers that let an error
// escape in each way Node treats as fatal, then a normal request on the same server.
let server: Server;
let port: number;

const routes: Record<string, (res: ServerResponse) => Promise<void>> = {
  // A stream's 'error' with no listener, raised outside the handler's promise chain.
  '/emitter': () => new Promise(() => process.nextTick(() => new EventEmitter().emit('error', new Error('Unexpected end of form')))),
  '/timer': () =>
    new Promise(() =>
      setTimeout(() => {
        throw new TypeError('thrown in a timer');
      }, 1),
    ),
  '/rejection': () => new Promise(() => void Promise.reject(new Error('nobody awaits this'))),
  // Answers, then something it started fails: the answer stands, the twin goes on.
  '/after-answer': async (res) => {
    res.writeHead(200, { 'content-type': 'text/plain' }).end('answered');
    setTimeout(() => void Promise.reject(new Error('after the answer')), 1);
  },
  '/half-answer': (res) =>
    new Promise(() => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('half');
      process.nextTick(() => new EventEmitter().emit('error', new Error('mid-answer')));
    }),
  '/ok': async (res) => void res.writeHead(200, { 'content-type': 'text/plain' }).end('ok'),
};

beforeAll(async () => {
  process.env.PRAKTIJK_QUIET_LOGS = '1';
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  server = createServer(guardedListener((req, res) => routes[req.url ?? '']!(res)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  vi.restoreAllMocks();
});

function get(path: string): Promise<{ status: number; text: string; headers: Record<string, unknown> } | { error: string }> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8'), headers: res.headers }));
      res.on('error', (error) => resolve({ error: error.message }));
    });
    req.on('error', (error) => resolve({ error: error.message }));
    req.end();
  });
}

describe("the twin's guarded request listener", () => {
  it.each(['/emitter', '/timer', '/rejection'])('%s: answers 500 to that request, then serves the next', async (path) => {
    const failed = await get(path);
    expect(failed).toMatchObject({ status: 500, headers: { 'x-content-type-options': 'nosniff' } });
    expect(JSON.parse((failed as { text: string }).text)).toEqual({ message: 'Internal server error' });
    expect(await get('/ok')).toMatchObject({ status: 200, text: 'ok' });
  });

  it('keeps an answer already given when something the request started fails later', async () => {
    expect(await get('/after-answer')).toMatchObject({ status: 200, text: 'answered' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await get('/ok')).toMatchObject({ status: 200, text: 'ok' });
  });

  it('ends a half-sent answer rather than leaving it hanging, and serves the next', async () => {
    const half = await get('/half-answer');
    expect('error' in half || (half as { text: string }).text === 'half').toBe(true);
    expect(await get('/ok')).toMatchObject({ status: 200, text: 'ok' });
  });
});
