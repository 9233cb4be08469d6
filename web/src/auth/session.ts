import { confirmSignIn, fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';
import { outcomeOfStep, type SignInOutcome } from './sign-in-steps';

// The Cognito flows the app uses, through aws-amplify/auth only (no Authenticator component:
// it costs ~175 kB and its look is not Cloudscape's).

/** Emails are compared lower-case: people type capitals, the pool's usernames are not case-sensitive. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function signInWithPassword(email: string, password: string): Promise<SignInOutcome> {
  // USER_PASSWORD_AUTH: the local twin's Cognito has no SRP (DESIGN §6, local-twin-facts).
  const { nextStep } = await signIn({ username: normalizeEmail(email), password, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
  return outcomeOfStep(nextStep.signInStep);
}

/** Answers the NEW_PASSWORD_REQUIRED challenge of a user created with a temporary password. */
export async function completeNewPassword(newPassword: string): Promise<SignInOutcome> {
  const { nextStep } = await confirmSignIn({ challengeResponse: newPassword });
  return outcomeOfStep(nextStep.signInStep);
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

/** Revokes the user's tokens everywhere; Amplify clears the local ones even if Cognito cannot be reached. */
export async function signOutEverywhere(): Promise<void> {
  await signOut({ global: true });
}
