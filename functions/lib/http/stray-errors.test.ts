import { EventEmitter } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { guardRequest, StrayRequestError } from './stray-errors';

// Stray errors, provoked for real: an 'error' event nobody listens to, a throw in a timer, a
// promise nobody awaits. Without the guard each of them ends this test process (vitest reports
// it as an uncaught error); with it, the request they belong to fails and the next one succeeds.

const never = () => new Promise<never>(() => undefined);
let errorLines: string[] = [];

beforeAll(() => {
  process.env.PRAKTIJK_QUIET_LOGS = '1';
});
afterEach(() => {
  vi.restoreAllMocks();
  errorLines = [];
});
function captureErrorLog(): void {
  vi.spyOn(console, 'error').mockImplementation((line: unknown) => void errorLines.push(String(line)));
}

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => 'answered',
    (e: unknown) => e,
  );
}

const normalRequest = () => guardRequest(async () => (await sleep(1), 'ok'));

describe('guardRequest', () => {
  it("fails the request on an 'error' event nobody listens to, then serves the next request", async () => {
    captureErrorLog();
    const stray = guardRequest(async () => {
      await sleep(1);
      process.nextTick(() => new EventEmitter().emit('error', new Error('Unexpected end of form: patient Jansen')));
      return never();
    });
    const error = await failureOf(stray);
    expect(error).toBeInstanceOf(StrayRequestError);
    expect(error).toMatchObject({ kind: 'uncaughtException' });
    await expect(normalRequest()).resolves.toBe('ok');
  });

  it('fails the request on a throw in a timer it set', async () => {
    captureErrorLog();
    const stray = guardRequest(async () => {
      setTimeout(() => {
        throw new TypeError('boom');
      }, 1);
      return never();
    });
    expect(await failureOf(stray)).toMatchObject({ kind: 'uncaughtException' });
    await expect(normalRequest()).resolves.toBe('ok');
  });

  it('fails the request on a promise it started and nobody awaits', async () => {
    captureErrorLog();
    const stray = guardRequest(async () => {
      void Promise.reject(new Error('stray rejection'));
      await sleep(20);
      return 'too late';
    });
    expect(await failureOf(stray)).toMatchObject({ kind: 'unhandledRejection' });
    await expect(normalRequest()).resolves.toBe('ok');
  });

  it('fails only the request the error belongs to, not one running beside it', async () => {
    captureErrorLog();
    const beside = guardRequest(async () => (await sleep(30), 'beside'));
    const stray = guardRequest(async () => {
      await sleep(5);
      process.nextTick(() => new EventEmitter().emit('error', new Error('x')));
      return never();
    });
    expect(await failureOf(stray)).toBeInstanceOf(StrayRequestError);
    await expect(beside).resolves.toBe('beside');
  });

  it('keeps the answer of a request that rejects after answering, and logs it', async () => {
    captureErrorLog();
    const answered = guardRequest(async () => {
      setTimeout(() => void Promise.reject(new Error('after the answer')), 1);
      return 'answer';
    });
    await expect(answered).resolves.toBe('answer');
    await sleep(20);
    expect(errorLines.some((line) => line.includes('stray error in a request'))).toBe(true);
    await expect(normalRequest()).resolves.toBe('ok');
  });

  it('logs the error without its message, which may quote patient data', async () => {
    captureErrorLog();
    const stray = guardRequest(async () => {
      process.nextTick(() => new EventEmitter().emit('error', new Error('Unexpected value for patient Jansen')));
      return never();
    });
    await failureOf(stray);
    const line = errorLines.find((l) => l.includes('stray error in a request'))!;
    expect(JSON.parse(line)).toMatchObject({ level: 'error', kind: 'uncaughtException', error: { name: 'Error' } });
    expect(line).not.toContain('Jansen');
  });
});
