import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { logoutPath } from '@/auth/redirect';
import { checkSession } from '@/auth/sign-out';
import { allowNavigationOnce } from '../unsaved/useUnsavedChanges';

// Sign out everywhere on another device (issue 21 §6) revokes this device's refresh token, but its
// ID token stays valid until it expires (30 min; Cognito does not revoke ID tokens, and the API,
// as API Gateway's Cognito authorizer, verifies them by signature). Decision: a signed-in page asks
// Cognito for fresh tokens every 5 minutes and whenever the tab comes back into view, so a
// revoked session ends on screen within 5 minutes (at once when the tab is looked at again),
// rather than after up to 30. The cost is one token refresh per user per 5 minutes.

export const SESSION_CHECK_DEFAULT_MS = 5 * 60_000;
/** Browser tests shorten the interval through localStorage, as 'praktijk.idle' does; never lengthen it. */
export const SESSION_CHECK_OVERRIDE_KEY = 'praktijk.sessionCheck';
/** A tab switched to and fro does not ask Cognito more often than this. */
const VISIBLE_AGAIN_MIN_GAP_MS = 10_000;

export function parseSessionCheckEvery(raw: string | null): number {
  let value: unknown;
  try {
    value = raw ? (JSON.parse(raw) as { everyMs?: unknown }).everyMs : undefined;
  } catch {
    return SESSION_CHECK_DEFAULT_MS;
  }
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.min(value, SESSION_CHECK_DEFAULT_MS) : SESSION_CHECK_DEFAULT_MS;
}

function sessionCheckEvery(): number {
  try {
    return parseSessionCheckEvery(window.localStorage.getItem(SESSION_CHECK_OVERRIDE_KEY));
  } catch {
    return SESSION_CHECK_DEFAULT_MS; // storage blocked: the default
  }
}

/** Ends the session on this screen once Cognito says it is over; a dirty form does not hold it back. */
export function useSessionCheck(): void {
  const navigate = useNavigate();
  useEffect(() => {
    let stopped = false;
    let lastCheckAt = Date.now();
    const check = async () => {
      lastCheckAt = Date.now();
      if ((await checkSession()) !== 'ended' || stopped) return;
      stopped = true;
      allowNavigationOnce();
      void navigate(logoutPath(`${window.location.pathname}${window.location.search}`));
    };
    const timer = window.setInterval(() => void check(), sessionCheckEvery());
    const onVisible = () => {
      if (document.visibilityState === 'visible' && Date.now() - lastCheckAt >= VISIBLE_AGAIN_MIN_GAP_MS) void check();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [navigate]);
}
