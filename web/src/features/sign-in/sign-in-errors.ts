import { NoPasskeyError, UnsupportedSignInStepError } from '@/auth/sign-in-steps';

// Cognito's errors (through Amplify, as AuthError with the Cognito exception as name) turned
// into texts for the login page. Where Cognito's own message is already meant for users it is
// kept; where it would tell whether an account exists, it is replaced.

export type SignInStage = 'sign-in' | 'new-password' | 'passkey';

const BAD_CREDENTIALS = 'Incorrect username or password.';

const MESSAGES: Record<string, string> = {
  UserNotFoundException: BAD_CREDENTIALS,
  PasswordResetRequiredException: 'Your password must be reset before you can sign in. Contact your practice administrator.',
  UserNotConfirmedException: 'This account is not yet confirmed. Contact your practice administrator.',
  TooManyRequestsException: 'Too many attempts. Wait a moment and try again.',
  LimitExceededException: 'Too many attempts. Wait a moment and try again.',
  NetworkError: 'Cannot reach the sign-in service. Check your connection and try again.',
  ExpiredCodeException: 'The sign-in took too long. Start again.',
  CodeMismatchException: 'The sign-in took too long. Start again.',
};

// The browser's side of a passkey sign-in, as Amplify names it (PasskeyError). The browser
// reports a cancel, a timeout and "no passkey on this device" alike (NotAllowedError), so the
// text is calm and names the way on.
const PASSKEY_MESSAGES: Record<string, string> = {
  PasskeyAuthenticationCanceled: 'The passkey sign-in was cancelled or timed out. Try again, or sign in with your password.',
  PasskeyOperationAborted: 'The passkey sign-in was cancelled or timed out. Try again, or sign in with your password.',
  PasskeyNotSupported: 'This browser cannot use passkeys. Sign in with your password.',
  PasskeyRetrievalFailed: 'This device could not use a passkey for Praktijk. Sign in with your password.',
  RelyingPartyMismatch: 'This device could not use a passkey for Praktijk. Sign in with your password.',
  InvalidPasskeyAuthenticationOptions: 'Passkey sign-in is not available. Sign in with your password.',
  WebAuthnNotEnabledException: 'Passkey sign-in is not available. Sign in with your password.',
};
const PASSKEY_REFUSED = 'The passkey was not accepted. Try again, or sign in with your password.';

export function signInErrorMessage(error: unknown, stage: SignInStage): string {
  if (error instanceof UnsupportedSignInStepError || error instanceof NoPasskeyError) return error.message;
  if (!(error instanceof Error)) return 'Sign-in failed. Please try again.';
  const passkey = PASSKEY_MESSAGES[error.name];
  if (passkey) return passkey;
  // Cognito refused the passkey's answer; a disabled account keeps Cognito's own text.
  if (stage === 'passkey' && error.name === 'NotAuthorizedException' && error.message !== 'User is disabled.') return PASSKEY_REFUSED;
  // The local twin's Cognito answers a wrong password with InvalidPasswordException; at the
  // password step the same name means the new password breaks the policy, and its text says how.
  if (error.name === 'InvalidPasswordException') return stage === 'sign-in' ? BAD_CREDENTIALS : error.message;
  // A session that expired during the new-password step.
  if (error.name === 'NotAuthorizedException' && stage === 'new-password' && /session/i.test(error.message)) return MESSAGES.ExpiredCodeException as string;
  return MESSAGES[error.name] ?? (error.message || 'Sign-in failed. Please try again.');
}
