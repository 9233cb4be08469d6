import { type IdleSettings } from './idle-settings';

// What the idle check concludes each time it runs: keep going, warn, or log out (spec 3 §4).

export type IdleVerdict = { kind: 'active' } | { kind: 'warn'; remainingS: number } | { kind: 'logout' };

export function judgeIdleness(nowMs: number, lastActivityMs: number, settings: IdleSettings): IdleVerdict {
  const remainingS = settings.logoutAfterS - (nowMs - lastActivityMs) / 1000;
  if (remainingS <= 0) return { kind: 'logout' };
  if (remainingS < settings.warnUnderS) return { kind: 'warn', remainingS: Math.ceil(remainingS) };
  return { kind: 'active' };
}

/** The activity ping goes out at most once per check, and only after activity since the last one. */
export function shouldPing(lastActivityMs: number, lastPingMs: number | undefined): boolean {
  return lastPingMs === undefined || lastActivityMs > lastPingMs;
}
