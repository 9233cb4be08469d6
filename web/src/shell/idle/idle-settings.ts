import { IDLE } from '@praktijk/shared/constants';

// Idle logout timers (spec 3 §4 and §9: check every 30 s, log out after 3000 s, warn under 600 s).
// Browser tests shorten them through localStorage 'praktijk.idle', read once when the app starts.
// Decision: an override may only shorten a timer, never lengthen it, so the key cannot be used to
// keep an unattended clinical session open longer than the practice's rule allows.

export interface IdleSettings {
  checkEveryMs: number;
  logoutAfterS: number;
  warnUnderS: number;
}

export const IDLE_OVERRIDE_KEY = 'praktijk.idle';
export const IDLE_DEFAULTS: IdleSettings = { ...IDLE };

function shortened(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.min(value, fallback) : fallback;
}

export function parseIdleSettings(raw: string | null): IdleSettings {
  if (!raw) return IDLE_DEFAULTS;
  let overrides: Partial<Record<keyof IdleSettings, unknown>>;
  try {
    const parsed: unknown = JSON.parse(raw);
    overrides = typeof parsed === 'object' && parsed !== null ? parsed : {};
  } catch {
    return IDLE_DEFAULTS;
  }
  const logoutAfterS = shortened(overrides.logoutAfterS, IDLE_DEFAULTS.logoutAfterS);
  return {
    checkEveryMs: shortened(overrides.checkEveryMs, IDLE_DEFAULTS.checkEveryMs),
    logoutAfterS,
    // A warning window as long as the whole countdown would warn at once: keep it inside.
    warnUnderS: Math.min(shortened(overrides.warnUnderS, IDLE_DEFAULTS.warnUnderS), logoutAfterS),
  };
}

let settings: IdleSettings | undefined;

/** The settings of this page load (read from localStorage the first time). */
export function idleSettings(): IdleSettings {
  if (!settings) {
    let raw: string | null = null;
    try {
      raw = window.localStorage.getItem(IDLE_OVERRIDE_KEY);
    } catch {
      // storage blocked by the browser: the defaults apply
    }
    settings = parseIdleSettings(raw);
  }
  return settings;
}
