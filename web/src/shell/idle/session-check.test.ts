import { describe, expect, it } from 'vitest';
import { parseSessionCheckEvery, SESSION_CHECK_DEFAULT_MS } from './session-check';

describe('how often a signed-in page asks Cognito whether its session still stands', () => {
  it('every 5 minutes unless shortened', () => {
    expect(SESSION_CHECK_DEFAULT_MS).toBe(300_000);
    expect(parseSessionCheckEvery(null)).toBe(SESSION_CHECK_DEFAULT_MS);
    expect(parseSessionCheckEvery('not json')).toBe(SESSION_CHECK_DEFAULT_MS);
    expect(parseSessionCheckEvery('{"everyMs":1000}')).toBe(1000);
  });

  it('an override never lengthens it, so a revoked session cannot be kept on screen longer', () => {
    expect(parseSessionCheckEvery('{"everyMs":3600000}')).toBe(SESSION_CHECK_DEFAULT_MS);
    expect(parseSessionCheckEvery('{"everyMs":-5}')).toBe(SESSION_CHECK_DEFAULT_MS);
    expect(parseSessionCheckEvery('{"everyMs":"1000"}')).toBe(SESSION_CHECK_DEFAULT_MS);
  });
});
