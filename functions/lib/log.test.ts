import { afterEach, describe, expect, it, vi } from 'vitest';
import { logEvent, tenantOfEvent, withLogContext } from './log';

afterEach(() => vi.restoreAllMocks());

function lines(spy: { mock: { calls: unknown[][] } }): Record<string, unknown>[] {
  return spy.mock.calls.map((call) => JSON.parse(call[0] as string) as Record<string, unknown>);
}

describe('structured logs', () => {
  it('write one JSON object a line, with the practice and request of the surrounding context', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await withLogContext({ tenantId: 'T1', requestId: 'r1' }, async () => {
      await Promise.resolve();
      logEvent('warn', 'inside', { count: 2 });
      withLogContext({ jobId: 'j1' }, () => logEvent('warn', 'nested'));
    });
    logEvent('warn', 'outside');
    expect(lines(log)).toEqual([
      expect.objectContaining({ level: 'warn', message: 'inside', tenantId: 'T1', requestId: 'r1', count: 2 }),
      expect.objectContaining({ message: 'nested', tenantId: 'T1', requestId: 'r1', jobId: 'j1' }),
      expect.not.objectContaining({ tenantId: expect.anything() as unknown }),
    ]);
  });

  it('keep concurrent requests apart (the twin serves many in one process)', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const request = (tenantId: string, delay: number) =>
      withLogContext({ tenantId }, async () => {
        await new Promise((resolve) => setTimeout(resolve, delay));
        logEvent('warn', tenantId);
      });
    await Promise.all([request('A', 20), request('B', 5)]);
    expect(lines(log).map((l) => [l.message, l.tenantId])).toEqual([
      ['B', 'B'],
      ['A', 'A'],
    ]);
  });

  it("read the practice from the Cognito authorizer's claims", () => {
    expect(tenantOfEvent({ requestContext: { authorizer: { claims: { 'custom:tenant_id': 'T9', sub: 'u' } } } })).toBe('T9');
    expect(tenantOfEvent({ requestContext: { authorizer: null } })).toBeUndefined();
    expect(tenantOfEvent(undefined)).toBeUndefined();
  });
});
