import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { clearForcedPasswordChange } from '../../auth/forced-password-change';
import { loginPath, REDIRECT_PARAM } from '../../auth/redirect';
import { signOutEverywhere } from '../../auth/session';
import { FullPageSpinner } from '../../components/FullPageSpinner';

/** /logout: signs out on every device, then /login, keeping the redirect query (spec 1 §2). */
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
    void import('../../query/session').then((session) => session.endSession());
    const redirect = new URLSearchParams(search).get(REDIRECT_PARAM) ?? undefined;
    signOutEverywhere()
      .catch((error: unknown) => console.warn('Sign-out did not complete', error))
      .finally(() => void navigate(loginPath(redirect), { replace: true }));
  }, [navigate, search]);

  return <FullPageSpinner text="Signing out…" />;
}
