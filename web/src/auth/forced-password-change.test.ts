import { describe, expect, it } from 'vitest';
import { CHALLENGE_LIFETIME_MS, clearForcedPasswordChange, forcedPasswordChange, markPasswordChangeForced } from './forced-password-change';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

describe('the forced password change', () => {
  it('is pending from the challenge until it is cleared', () => {
    const storage = memoryStorage();
    markPasswordChangeForced('new@p.test', 1000, storage);
    expect(forcedPasswordChange(2000, storage)).toEqual({ email: 'new@p.test', expiresAt: 1000 + CHALLENGE_LIFETIME_MS });
    clearForcedPasswordChange(storage);
    expect(forcedPasswordChange(2000, storage)).toBeUndefined();
  });

  it("ends with Cognito's challenge session and forgets it", () => {
    const storage = memoryStorage();
    markPasswordChangeForced('new@p.test', 0, storage);
    expect(forcedPasswordChange(CHALLENGE_LIFETIME_MS, storage)).toBeUndefined();
    expect(storage.map.size).toBe(0);
  });

  it('ignores damaged values', () => {
    const storage = memoryStorage();
    storage.setItem('praktijk.forcedPasswordChange', '{nope');
    expect(forcedPasswordChange(0, storage)).toBeUndefined();
  });
});
