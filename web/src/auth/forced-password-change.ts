// The spec's force_password_change (spec 1 §2 guard, §4): Cognito answers the sign-in of a user
// with a temporary password with NEW_PASSWORD_REQUIRED, before any token exists. Until that
// challenge is answered every route but the bypass ones leads to /password-change.
//
// Kept in sessionStorage (per tab, gone with the tab, like the spec's session data) with the
// lifetime of Cognito's challenge session: Amplify keeps its side of the challenge there for the
// same 3 minutes, so a reload in between can still finish the change.

const STORAGE_KEY = 'praktijk.forcedPasswordChange';
export const CHALLENGE_LIFETIME_MS = 3 * 60 * 1000;

export interface ForcedPasswordChange {
  /** The e-mail typed at sign-in: the new password must not resemble it. */
  email: string;
  expiresAt: number;
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;
const session = (): Storage => window.sessionStorage;

export function markPasswordChangeForced(email: string, now = Date.now(), storage: Storage = session()): void {
  const value: ForcedPasswordChange = { email, expiresAt: now + CHALLENGE_LIFETIME_MS };
  storage.setItem(STORAGE_KEY, JSON.stringify(value));
}

export function clearForcedPasswordChange(storage: Storage = session()): void {
  storage.removeItem(STORAGE_KEY);
}

/** The pending forced change, or undefined when there is none or Cognito's session has expired. */
export function forcedPasswordChange(now = Date.now(), storage: Storage = session()): ForcedPasswordChange | undefined {
  const raw = storage.getItem(STORAGE_KEY);
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as Partial<ForcedPasswordChange>;
    if (typeof value.email === 'string' && typeof value.expiresAt === 'number' && value.expiresAt > now)
      return { email: value.email, expiresAt: value.expiresAt };
  } catch {
    // not ours or damaged: treat as absent
  }
  storage.removeItem(STORAGE_KEY);
  return undefined;
}
