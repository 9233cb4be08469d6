import { type SignInNext, type TotpSetup } from '@/auth/sign-in-steps';

// Kept apart from the lazily loaded TotpSignInStep so that the login page can name its step
// without loading its code.

/** The authenticator step of a sign-in, after the password: enrol one (set-up) or give its code. */
export type TotpStep = { kind: 'setup'; email: string; setup: TotpSetup } | { kind: 'code'; email: string };

/** What /login may be handed in the location's state: the forced password change passes an authenticator step on. */
export interface LoginLocationState {
  totpStep?: TotpStep;
}

/** The authenticator screen an answer of Cognito leads to, if any. */
export function totpStepOf(next: SignInNext, email: string): TotpStep | undefined {
  if (next.outcome === 'totp-code-required') return { kind: 'code', email };
  if (next.outcome === 'totp-setup-required' && next.totpSetup) return { kind: 'setup', email, setup: next.totpSetup };
  return undefined;
}
