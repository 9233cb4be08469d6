import { describe, expect, it } from 'vitest';
import { readClaims } from './claims';
import { sessionEnded } from './context';

const base = { sub: 'u1', 'custom:tenant_id': 'T1', email: 'a@b.test' };

describe('the sign-in time of a token', () => {
  it('is read from the REST authorizer (a string) and from the JWT (a number)', () => {
    expect(readClaims({ ...base, auth_time: '1764262800' }).authTime).toBe(1764262800);
    expect(readClaims({ ...base, auth_time: 1764262800 }).authTime).toBe(1764262800);
  });

  it('is 0 when missing or not whole seconds, so a mark refuses such a token', () => {
    for (const auth_time of [undefined, '', 'Thu Nov 27 10:00:00 UTC 2026', '1.5', '-1', 1.5, '9'.repeat(20)]) {
      expect(readClaims({ ...base, auth_time }).authTime).toBe(0);
    }
  });
});

describe('a session ended by Sign out everywhere', () => {
  const mark = { entity: 'sessions-ended' as const, user_id: 'u1', ended_at: 1764262800 };
  it('holds for sign-ins before the mark and of its own second, not after it or without a mark', () => {
    expect(sessionEnded({ authTime: 1764262799 }, mark)).toBe(true);
    expect(sessionEnded({ authTime: 1764262800 }, mark)).toBe(true);
    expect(sessionEnded({ authTime: 1764262801 }, mark)).toBe(false);
    expect(sessionEnded({ authTime: 0 }, undefined)).toBe(false);
  });
});
