import { describe, expect, it } from 'vitest';
import { outcomeOfStep, UnsupportedSignInStepError } from './sign-in-steps';

describe('outcomeOfStep', () => {
  it('knows the two steps the product uses', () => {
    expect(outcomeOfStep('DONE')).toBe('signed-in');
    expect(outcomeOfStep('CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED')).toBe('new-password-required');
  });

  it('refuses any other step with a message for the user', () => {
    expect(() => outcomeOfStep('CONFIRM_SIGN_IN_WITH_TOTP_CODE')).toThrow(UnsupportedSignInStepError);
    expect(() => outcomeOfStep('CONFIRM_SIGN_UP')).toThrow('Contact your practice administrator.');
  });
});
