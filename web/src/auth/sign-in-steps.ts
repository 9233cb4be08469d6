// What the login page does after each answer of Cognito. Only the steps this product uses are
// supported: password sign-in, the forced password change of a new user (DESIGN §6), and the
// authenticator app (TOTP) as second factor: its code, or its set-up when the pool requires MFA
// and the user has none yet.

export type SignInOutcome = 'signed-in' | 'new-password-required' | 'totp-setup-required' | 'totp-code-required';

/** What an authenticator app needs to be set up: the secret, and the otpauth:// URI its QR code holds. */
export interface TotpSetup {
  secret: string;
  uri: string;
}

/** Where a sign-in stands after an answer; the set-up details come with the set-up step only. */
export interface SignInNext {
  outcome: SignInOutcome;
  totpSetup?: TotpSetup;
}

/** The name authenticator apps show above the code. */
export const TOTP_ISSUER = 'Praktijk';

export class UnsupportedSignInStepError extends Error {
  override readonly name = 'UnsupportedSignInStepError';
  constructor(readonly step: string) {
    super(`This account needs a sign-in step Praktijk does not support (${step}). Contact your practice administrator.`);
  }
}

/** A passkey sign-in that Cognito cannot start: no passkey for this e-mail address can sign in (SELECT_CHALLENGE without WEB_AUTHN). */
export class NoPasskeyError extends Error {
  override readonly name = 'NoPasskeyError';
  constructor() {
    super('There is no passkey for this email address. Sign in with your password; you can add a passkey in Account > Security.');
  }
}

export function outcomeOfStep(step: string): SignInOutcome {
  switch (step) {
    case 'DONE':
      return 'signed-in';
    case 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED':
      return 'new-password-required';
    case 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP':
      return 'totp-setup-required';
    case 'CONFIRM_SIGN_IN_WITH_TOTP_CODE':
      return 'totp-code-required';
    default:
      throw new UnsupportedSignInStepError(step);
  }
}

/** Amplify's next step as this app's outcome, with the set-up details (issuer and account named for the app). */
export function nextOfStep(
  step: { signInStep: string; totpSetupDetails?: { sharedSecret: string; getSetupUri(appName: string, accountName?: string): URL } },
  account: string,
): SignInNext {
  const outcome = outcomeOfStep(step.signInStep);
  if (outcome !== 'totp-setup-required') return { outcome };
  const details = step.totpSetupDetails;
  // Amplify always sends them with this step; without them the user could not go on.
  if (!details) throw new UnsupportedSignInStepError(step.signInStep);
  return { outcome, totpSetup: { secret: details.sharedSecret, uri: details.getSetupUri(TOTP_ISSUER, account).toString() } };
}
