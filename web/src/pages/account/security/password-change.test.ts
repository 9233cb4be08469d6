import { describe, expect, it } from 'vitest';
import { cognitoPasswordErrors, currentPasswordError, EMPTY_PASSWORD_CHANGE, hasAnyError } from './password-change';

const cognitoError = (name: string, message: string) => Object.assign(new Error(message), { name });

describe('password change', () => {
  it('requires the current password', () => {
    expect(currentPasswordError(EMPTY_PASSWORD_CHANGE)).toBe('This field is required.');
    expect(currentPasswordError({ ...EMPTY_PASSWORD_CHANGE, current_password: 'x' })).toBeUndefined();
  });

  it("puts Cognito's refusals on the right field", () => {
    expect(cognitoPasswordErrors(cognitoError('NotAuthorizedException', 'Incorrect username or password.'))).toEqual({
      current_password: 'The current password is not correct.',
    });
    expect(
      cognitoPasswordErrors(cognitoError('InvalidPasswordException', 'Password does not conform to policy: Password must have uppercase characters')),
    ).toEqual({
      password: 'Password does not conform to policy: Password must have uppercase characters',
    });
    expect(cognitoPasswordErrors(cognitoError('LimitExceededException', 'Attempt limit exceeded'))).toEqual({
      form: 'Too many attempts. Wait a moment and try again.',
    });
    expect(cognitoPasswordErrors(cognitoError('NotAuthorizedException', 'Password attempts exceeded'))).toEqual({ form: 'Password attempts exceeded' });
    expect(cognitoPasswordErrors('weird')).toEqual({ form: 'The password could not be changed. Please try again.' });
  });

  it('knows when there is an error', () => {
    expect(hasAnyError({})).toBe(false);
    expect(hasAnyError({ password: undefined, form: 'x' })).toBe(true);
  });
});
