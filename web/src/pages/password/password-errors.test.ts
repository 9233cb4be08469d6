import { describe, expect, it } from 'vitest';
import { passwordFlowErrorMessage } from './password-errors';

const cognitoError = (name: string, message: string) => Object.assign(new Error(message), { name });

describe('passwordFlowErrorMessage', () => {
  it("keeps Cognito's explanation of the policy", () => {
    expect(
      passwordFlowErrorMessage(
        cognitoError('InvalidPasswordException', 'Password does not conform to policy: Password must have uppercase characters'),
        'reset',
      ),
    ).toBe('Password does not conform to policy: Password must have uppercase characters');
  });

  it('explains wrong and expired codes without revealing unknown accounts', () => {
    expect(passwordFlowErrorMessage(cognitoError('CodeMismatchException', 'x'), 'reset')).toBe('Invalid verification code provided, please try again.');
    expect(passwordFlowErrorMessage(cognitoError('UserNotFoundException', 'User does not exist.'), 'reset')).toBe(
      'Invalid verification code provided, please try again.',
    );
    expect(passwordFlowErrorMessage(cognitoError('ExpiredCodeException', 'x'), 'reset')).toBe('This code has expired. Request a new code.');
  });

  it('names a wrong current password when changing it', () => {
    expect(passwordFlowErrorMessage(cognitoError('NotAuthorizedException', 'Incorrect username or password.'), 'change')).toBe(
      'The current password is not correct.',
    );
  });

  it('has a text for everything else', () => {
    expect(passwordFlowErrorMessage('boom', 'reset-request')).toBe('The code could not be sent. Please try again.');
    expect(passwordFlowErrorMessage(cognitoError('LimitExceededException', 'Attempt limit exceeded'), 'reset')).toBe(
      'Too many attempts. Wait a moment and try again.',
    );
  });
});
