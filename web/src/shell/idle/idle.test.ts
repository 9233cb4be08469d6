import { describe, expect, it } from 'vitest';
import { judgeIdleness, shouldPing } from './idle-countdown';
import { IDLE_DEFAULTS, parseIdleSettings } from './idle-settings';

describe('parseIdleSettings', () => {
  it("uses the spec's timers without an override", () => {
    expect(parseIdleSettings(null)).toEqual({ checkEveryMs: 30_000, logoutAfterS: 3000, warnUnderS: 600 });
    expect(parseIdleSettings('not json')).toEqual(IDLE_DEFAULTS);
  });

  it('takes shorter timers from the override', () => {
    expect(parseIdleSettings('{"checkEveryMs":500,"logoutAfterS":8,"warnUnderS":5}')).toEqual({ checkEveryMs: 500, logoutAfterS: 8, warnUnderS: 5 });
  });

  it('never lengthens a timer and ignores nonsense', () => {
    expect(parseIdleSettings('{"checkEveryMs":90000,"logoutAfterS":99999,"warnUnderS":-1}')).toEqual(IDLE_DEFAULTS);
    expect(parseIdleSettings('{"logoutAfterS":60}')).toEqual({ checkEveryMs: 30_000, logoutAfterS: 60, warnUnderS: 60 });
  });
});

describe('judgeIdleness', () => {
  const settings = { checkEveryMs: 30_000, logoutAfterS: 3000, warnUnderS: 600 };
  it('stays quiet while more than the warning time remains', () => {
    expect(judgeIdleness(2_399_000, 0, settings)).toEqual({ kind: 'active' });
  });

  it('warns when fewer than 600 s remain', () => {
    expect(judgeIdleness(2_400_500, 0, settings)).toEqual({ kind: 'warn', remainingS: 600 });
    expect(judgeIdleness(2_999_000, 0, settings)).toEqual({ kind: 'warn', remainingS: 1 });
  });

  it('logs out when the countdown has run out, counted from the last activity', () => {
    expect(judgeIdleness(3_000_000, 0, settings)).toEqual({ kind: 'logout' });
    expect(judgeIdleness(3_000_000, 1_000_000, settings)).toEqual({ kind: 'active' });
  });
});

describe('shouldPing', () => {
  it('pings first, then only after new activity', () => {
    expect(shouldPing(10, undefined)).toBe(true);
    expect(shouldPing(10, 20)).toBe(false);
    expect(shouldPing(30, 20)).toBe(true);
  });
});
