import { EventEmitter } from 'node:events';
import { authRoutes } from '@praktijk/shared/routes/auth';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { apiEvent, lambdaContext } from '../testing/events';
import { createResourceHandler } from './resource-handler';
import { type OperationsOf } from './types';

// A resource Lambda whose operation lets an error escape (issue 21 §7): that request answers 500
// in the API's shape, and the same handler (the same warm container) answers the next request.

let strayNext = true;
const getVersion = () =>
  new Promise<{ version: string }>((resolve) => {
    if (!strayNext) return resolve({ version: '1.2.3' });
    strayNext = false;
    // A stream's 'error' with no listener: thrown on the next tick, outside the operation's promise.
    process.nextTick(() => new EventEmitter().emit('error', new Error('stream broke')));
  });
const operations = new Proxy({}, { get: () => getVersion }) as unknown as OperationsOf<'auth'>;
const handler = createResourceHandler('auth', [authRoutes], operations);
const versionEvent = () => apiEvent({ resource: '/api/auth/version', path: '/api/auth/version/', httpMethod: 'GET' });

beforeAll(() => {
  process.env.PRAKTIJK_QUIET_LOGS = '1';
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('a stray error in a resource handler', () => {
  it('answers 500 to that request and serves the next one', async () => {
    const failed = await handler(versionEvent(), lambdaContext());
    expect(failed.statusCode).toBe(500);
    expect(JSON.parse(failed.body)).toEqual({ detail: 'Internal server error.' });
    expect(failed.headers).toMatchObject({ 'x-content-type-options': 'nosniff' });
    const next = await handler(versionEvent(), lambdaContext());
    expect(next.statusCode).toBe(200);
    expect(JSON.parse(next.body)).toEqual({ version: '1.2.3' });
  });
});
