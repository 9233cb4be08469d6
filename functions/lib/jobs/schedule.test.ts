import { describe, expect, it } from 'vitest';
import { SCHEDULE } from './schedule';

describe('the nightly schedule', () => {
  it('runs next at 02:00 Paramaribo time (05:00 UTC)', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const next = new Date(now.getTime() + SCHEDULE.msUntilNextRun(now));
    expect(next.toISOString()).toBe('2026-11-23T05:00:00.000Z');
  });
  it('runs the same night when it is not yet 02:00 there', () => {
    const now = new Date('2026-11-22T04:30:00Z'); // 01:30 in Paramaribo
    expect(new Date(now.getTime() + SCHEDULE.msUntilNextRun(now)).toISOString()).toBe('2026-11-22T05:00:00.000Z');
  });
  it('states the same time as an EventBridge cron with the payload the worker expects', () => {
    expect(SCHEDULE.expression).toBe('cron(0 2 * * ? *)');
    expect(SCHEDULE.payload).toEqual({ kind: 'scheduled-exports' });
  });
});
