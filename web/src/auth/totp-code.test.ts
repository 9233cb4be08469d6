import { describe, expect, it } from 'vitest';
import { EXPIRED, LOCKED, normalizeTotpCode, totpCodeError, totpErrorMessage, WRONG_CODE } from './totp-code';

const cognitoError = (name: string, message: string): Error => Object.assign(new Error(message), { name });

describe('the authenticator code as typed', () => {
  it('drops the spaces and dashes apps group it with', () => {
    expect(normalizeTotpCode(' 123 456 ')).toBe('123456');
    expect(normalizeTotpCode('123-456')).toBe('123456');
  });

  it('wants exactly six digits', () => {
    expect(totpCodeError('123 456')).toBeUndefined();
    expect(totpCodeError('')).toMatch(/6-digit code/);
    expect(totpCodeError('12345')).toMatch(/6-digit code/);
    expect(totpCodeError('12345a')).toMatch(/6-digit code/);
  });
});

describe("Cognito's refusals of a code", () => {
  it('says a wrong code is wrong, at sign-in and at set-up, and lets the user try again', () => {
    expect(totpErrorMessage(cognitoError('CodeMismatchException', 'Invalid code received for user'))).toEqual({ text: WRONG_CODE, expired: false });
    expect(totpErrorMessage(cognitoError('EnableSoftwareTokenMFAException', 'Code mismatch'))).toEqual({ text: WRONG_CODE, expired: false });
  });

  it('sends the user back to the password when the sign-in session has expired', () => {
    expect(totpErrorMessage(cognitoError('NotAuthorizedException', 'Invalid session for the user, session is expired.'))).toEqual({
      text: EXPIRED,
      expired: true,
    });
    expect(totpErrorMessage(cognitoError('ExpiredCodeException', 'expired'))).toEqual({ text: EXPIRED, expired: true });
    expect(totpErrorMessage(cognitoError('SignInException', 'An error occurred during the sign in process.'))).toEqual({ text: EXPIRED, expired: true });
  });

  it('tells a locked-out user to wait', () => {
    const locked = cognitoError(
      'NotAuthorizedException',
      'Too many invalid credentials attempts. User temporarily locked. Please try again after few seconds.',
    );
    expect(totpErrorMessage(locked)).toEqual({ text: LOCKED, expired: false });
  });
});
