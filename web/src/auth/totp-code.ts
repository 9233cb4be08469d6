// The 6-digit code of an authenticator app, as typed (apps show it as "123 456"), and the
// messages for Cognito's refusals of it, at sign-in and when an authenticator is set up.

export const TOTP_CODE_LENGTH = 6;

/** Spaces and dashes dropped: people copy the code as their app groups it. */
export function normalizeTotpCode(input: string): string {
  return input.replace(/[\s-]/g, '');
}

export function totpCodeError(input: string): string | undefined {
  return /^\d{6}$/.test(normalizeTotpCode(input)) ? undefined : 'Enter the 6-digit code from your authenticator app.';
}

export const WRONG_CODE = 'The code is not correct. Enter the code your authenticator app shows now; if it keeps failing, check the time on your device.';
export const EXPIRED = 'The sign-in took too long. Sign in again with your password.';
export const LOCKED = 'Too many wrong codes. Wait a moment and try again.';

/** What went wrong with a code, for the user. `expired` says the step must start again from the password. */
export function totpErrorMessage(error: unknown): { text: string; expired: boolean } {
  const name = error instanceof Error ? error.name : '';
  const message = error instanceof Error ? error.message : '';
  switch (name) {
    case 'CodeMismatchException':
    case 'EnableSoftwareTokenMFAException':
      return { text: WRONG_CODE, expired: false };
    // SignInException is Amplify's own: it holds no sign-in to answer for (its state expired, or the page was reloaded).
    case 'ExpiredCodeException':
    case 'SignInException':
      return { text: EXPIRED, expired: true };
    case 'TooManyRequestsException':
    case 'LimitExceededException':
    case 'TooManyFailedAttemptsException':
      return { text: LOCKED, expired: false };
    case 'NotAuthorizedException':
      if (/locked|attempts/i.test(message)) return { text: LOCKED, expired: false };
      if (/session/i.test(message)) return { text: EXPIRED, expired: true };
      return { text: message || EXPIRED, expired: true };
    case 'NetworkError':
      return { text: 'Cannot reach the sign-in service. Check your connection and try again.', expired: false };
    default:
      return { text: message || 'The code could not be checked. Please try again.', expired: false };
  }
}
