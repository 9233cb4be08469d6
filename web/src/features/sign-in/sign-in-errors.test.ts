import { describe, expect, it } from 'vitest';
import { NoPasskeyError, UnsupportedSignInStepError } from '@/auth/sign-in-steps';
import { signInErrorMessage } from './sign-in-errors';

function cognitoError(name: string, message: string): Error {
  return Object.assign(new Error(message), { name });
}

describe('signInErrorMessage', () => {
  it("keeps Cognito's own text for wrong credentials and disabled users", () => {
    expect(signInErrorMessage(cognitoError('NotAuthorizedException', 'Incorrect username or password.'), 'sign-in')).toBe('Incorrect username or password.');
    expect(signInErrorMessage(cognitoError('NotAuthorizedException', 'User is disabled.'), 'sign-in')).toBe('User is disabled.');
  });

  it('does not reveal that an account does not exist', () => {
    expect(signInErrorMessage(cognitoError('UserNotFoundException', 'User does not exist.'), 'sign-in')).toBe('Incorrect username or password.');
  });

  it('reads InvalidPasswordException by the step it happened in', () => {
    const error = cognitoError('InvalidPasswordException', 'Password does not conform to policy: Password not long enough');
    expect(signInErrorMessage(error, 'sign-in')).toBe('Incorrect username or password.');
    expect(signInErrorMessage(error, 'new-password')).toBe('Password does not conform to policy: Password not long enough');
  });

  it('explains an expired challenge session', () => {
    expect(signInErrorMessage(cognitoError('NotAuthorizedException', 'Invalid session for the user, session is expired.'), 'new-password')).toBe(
      'The sign-in took too long. Start again.',
    );
  });

  it('explains network failures and unsupported steps', () => {
    expect(signInErrorMessage(cognitoError('NetworkError', 'A network error has occurred.'), 'sign-in')).toMatch(/^Cannot reach the sign-in service/);
    expect(signInErrorMessage(new UnsupportedSignInStepError('CONTINUE_SIGN_IN_WITH_MFA_SELECTION'), 'sign-in')).toMatch(/practice administrator/);
  });

  it('has a text for anything else', () => {
    expect(signInErrorMessage('boom', 'sign-in')).toBe('Sign-in failed. Please try again.');
    expect(signInErrorMessage(new Error(''), 'sign-in')).toBe('Sign-in failed. Please try again.');
  });

  it('answers the browser’s cancel of a passkey calmly, and points to the password', () => {
    const canceled = cognitoError('PasskeyAuthenticationCanceled', 'Passkey authentication ceremony has been canceled.');
    expect(signInErrorMessage(canceled, 'passkey')).toBe('The passkey sign-in was cancelled or timed out. Try again, or sign in with your password.');
    expect(signInErrorMessage(cognitoError('PasskeyNotSupported', 'Passkeys may not be supported on this device.'), 'passkey')).toMatch(/password\.$/);
  });

  it('explains a passkey Cognito refused, an e-mail address without passkeys, and keeps the disabled-user text', () => {
    expect(signInErrorMessage(cognitoError('NotAuthorizedException', 'Incorrect passkey credential.'), 'passkey')).toBe(
      'The passkey was not accepted. Try again, or sign in with your password.',
    );
    expect(signInErrorMessage(new NoPasskeyError(), 'passkey')).toMatch(/^There is no passkey for this email address\./);
    expect(signInErrorMessage(cognitoError('NotAuthorizedException', 'User is disabled.'), 'passkey')).toBe('User is disabled.');
  });
});
