import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REFRESH_TOKEN_ROTATION_GRACE_S } from './seed';
import { SignInSessions } from './sign-in-sessions';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function sessionsAt(clock: { now: number }): SignInSessions {
  const dir = mkdtempSync(join(tmpdir(), 'praktijk-sessions-'));
  dirs.push(dir);
  return new SignInSessions(dir, () => clock.now);
}

describe('refresh-token rotation', () => {
  it('replaces the refresh token; the old one works for the grace period only', () => {
    const clock = { now: Date.parse('2026-11-26T08:00:00Z') };
    const sessions = sessionsAt(clock);
    const { session, refreshToken: first } = sessions.start({ sub: 's', username: 's', clientId: 'c', authTime: 0 });
    const second = sessions.rotate(session.id);
    expect(second).not.toBe(first);
    expect(sessions.byRefreshToken(second)?.id).toBe(session.id);
    expect(sessions.byRefreshToken(first)?.id).toBe(session.id);

    clock.now += REFRESH_TOKEN_ROTATION_GRACE_S * 1000;
    expect(sessions.byRefreshToken(first)).toBeUndefined();
    expect(sessions.byRefreshToken(second)?.id).toBe(session.id);
  });

  it('ends every token of the sign-in when it is revoked, the replaced ones too', () => {
    const clock = { now: Date.parse('2026-11-26T08:00:00Z') };
    const sessions = sessionsAt(clock);
    const { session, refreshToken: first } = sessions.start({ sub: 's', username: 's', clientId: 'c', authTime: 0 });
    const second = sessions.rotate(session.id);
    sessions.revoke(session.id);
    expect(sessions.byRefreshToken(first)).toBeUndefined();
    expect(sessions.byRefreshToken(second)).toBeUndefined();
  });
});
