import { formatDate } from '@praktijk/shared/dates';

// The pure parts of Account > Security's passkeys: the table's texts and the registration's errors.

/** DD-MM-YYYY on the practice's clock; '' when Cognito gave no date. */
export const passkeyCreated = (createdAt: Date | undefined): string => (createdAt ? formatDate(createdAt.toISOString()) : '');

/** The Delete button's name for screen readers: which passkey goes. */
export const deletePasskeyLabel = (name: string, createdAt: Date | undefined): string => {
  const created = passkeyCreated(createdAt);
  return `Delete passkey ${name}${created ? ` created ${created}` : ''}`;
};

export const PASSKEY_ADDED_TOAST = {
  header: 'Passkey added',
  content: 'Sign in with it from the sign-in page: enter your email and choose Sign in with a passkey.',
} as const;

export const PASSKEY_DELETED_TOAST = { header: 'Passkey deleted', content: 'It can no longer be used to sign in.' } as const;

// The browser's refusals (as Amplify names them, PasskeyError) and Cognito's, in words. The browser
// reports a cancel and a timeout alike (NotAllowedError).
const MESSAGES: Record<string, string> = {
  PasskeyRegistrationCanceled: 'No passkey was added: the request was cancelled or timed out.',
  PasskeyOperationAborted: 'No passkey was added: the request was cancelled or timed out.',
  PasskeyAlreadyExists: 'This device already holds a passkey for your account.',
  PasskeyNotSupported: 'This browser cannot create passkeys.',
  RelyingPartyMismatch: 'Passkeys for Praktijk cannot be created on this address.',
  WebAuthnOriginNotAllowedException: 'Passkeys for Praktijk cannot be created on this address.',
  WebAuthnRelyingPartyMismatchException: 'Passkeys for Praktijk cannot be created on this address.',
  WebAuthnChallengeNotFoundException: 'The passkey request took too long. Try again.',
  WebAuthnCredentialNotSupportedException: 'This passkey cannot be used with Praktijk. Try another device or security key.',
  LimitExceededException: 'You have the most passkeys an account can have. Delete one first.',
  NetworkError: 'Cannot reach the sign-in service. Check your connection and try again.',
};

export function passkeyErrorMessage(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  return MESSAGES[name] ?? 'The passkey could not be added. Try again.';
}
