import { confirmResetPassword, confirmSignIn, fetchAuthSession, resetPassword, signIn, signOut, updatePassword } from 'aws-amplify/auth';
import { identityFromClaims, type SessionIdentity } from './identity';
import { nextOfStep, NoPasskeyError, type SignInNext } from './sign-in-steps';

// The Cognito flows the app uses, through aws-amplify/auth only (no Authenticator component:
// it costs ~175 kB and its look is not Cloudscape's).

/** Emails are compared lower-case: people type capitals, the pool's usernames are not case-sensitive. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function signInWithPassword(email: string, password: string): Promise<SignInNext> {
  // USER_PASSWORD_AUTH: the local twin's Cognito has no SRP (DESIGN §6, local-twin-facts).
  const { nextStep } = await signIn({ username: normalizeEmail(email), password, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
  return nextOfStep(nextStep, normalizeEmail(email));
}

/**
 * Cognito's USER_AUTH flow with the passkey as first factor: Amplify asks the browser for the
 * passkey (navigator.credentials.get) and answers the WEB_AUTHN challenge with it. With user
 * verification a passkey is multi-factor itself: no authenticator code follows.
 */
export async function signInWithPasskey(email: string): Promise<SignInNext> {
  const { nextStep } = await signIn({ username: normalizeEmail(email), options: { authFlowType: 'USER_AUTH', preferredChallenge: 'WEB_AUTHN' } });
  // Cognito offers the other first factors instead when no passkey of this user can sign in.
  if (nextStep.signInStep === 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION') throw new NoPasskeyError();
  return nextOfStep(nextStep, normalizeEmail(email));
}

/** Answers the NEW_PASSWORD_REQUIRED challenge of a user created with a temporary password. */
export async function completeNewPassword(newPassword: string, email: string): Promise<SignInNext> {
  const { nextStep } = await confirmSignIn({ challengeResponse: newPassword });
  return nextOfStep(nextStep, normalizeEmail(email));
}

/** Answers the authenticator step of sign-in: the code of a new authenticator (set-up) or of the user's own. */
export async function confirmTotpCode(code: string, email: string): Promise<SignInNext> {
  const { nextStep } = await confirmSignIn({ challengeResponse: code });
  return nextOfStep(nextStep, normalizeEmail(email));
}

/** The ID token the API expects, refreshed by Amplify when it has expired; undefined when signed out. */
export async function getIdToken({ forceRefresh }: { forceRefresh: boolean }): Promise<string | undefined> {
  try {
    const { tokens } = await fetchAuthSession({ forceRefresh });
    return tokens?.idToken?.toString();
  } catch {
    return undefined; // a refresh token that Cognito refuses means the same as no session
  }
}

export async function hasSession(): Promise<boolean> {
  return (await getIdToken({ forceRefresh: false })) !== undefined;
}

/** Who is signed in, from the ID token's claims; undefined when signed out. */
export async function getSessionIdentity(): Promise<SessionIdentity | undefined> {
  try {
    const { tokens } = await fetchAuthSession();
    return tokens?.idToken ? identityFromClaims(tokens.idToken.payload) : undefined;
  } catch {
    return undefined;
  }
}

/** /forgot-password: Cognito e-mails a code (the twin prints it on its console). */
export async function requestPasswordReset(email: string): Promise<void> {
  await resetPassword({ username: normalizeEmail(email) });
}

/** /password-reset: the code from the e-mail and the new password. */
export async function completePasswordReset(email: string, code: string, newPassword: string): Promise<void> {
  await confirmResetPassword({ username: normalizeEmail(email), confirmationCode: code.trim(), newPassword });
}

/** A signed-in user's own change; Cognito wants the current password as proof. */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  await updatePassword({ oldPassword: currentPassword, newPassword });
}

/** Revokes the user's tokens everywhere; Amplify clears the local ones even if Cognito cannot be reached. */
export async function signOutEverywhere(): Promise<void> {
  await signOut({ global: true });
}
