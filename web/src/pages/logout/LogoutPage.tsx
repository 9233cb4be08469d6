import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { clearForcedPasswordChange } from '@/auth/forced-password-change';
import { loginPath, REDIRECT_PARAM } from '@/auth/redirect';
import { signOutThisDevice } from '@/auth/sign-out';
import { FullPageSpinner } from '@/components/FullPageSpinner';

/**
 * /logout: signs out on this device, then /login, keeping the redirect query (spec 1 §2). The idle
 * time-out, a 403 and the user menu's Sign out come here; the user's other devices keep their
 * sessions (issue 21 §6: Account > Security has Sign out everywhere for that).
 */
export function LogoutPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return; // StrictMode runs effects twice in development
    started.current = true;
    // Leaving also abandons a forced password change that was not finished.
    clearForcedPasswordChange();
    // No answers of the session stay in memory.
    void import('@/query/session').then((session) => session.endSession());
    const redirect = new URLSearchParams(search).get(REDIRECT_PARAM) ?? undefined;
    signOutThisDevice()
      .catch((error: unknown) => console.warn('Sign-out did not complete', error))
      .finally(() => void navigate(loginPath(redirect), { replace: true }));
  }, [navigate, search]);

  return <FullPageSpinner text="Signing out…" />;
}
