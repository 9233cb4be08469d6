import { describe, expect, it } from 'vitest';
import { nextOfStep, outcomeOfStep, UnsupportedSignInStepError } from './sign-in-steps';

describe('outcomeOfStep', () => {
  it('knows the steps the product uses', () => {
    expect(outcomeOfStep('DONE')).toBe('signed-in');
    expect(outcomeOfStep('CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED')).toBe('new-password-required');
    expect(outcomeOfStep('CONTINUE_SIGN_IN_WITH_TOTP_SETUP')).toBe('totp-setup-required');
    expect(outcomeOfStep('CONFIRM_SIGN_IN_WITH_TOTP_CODE')).toBe('totp-code-required');
  });

  it('refuses any other step with a message for the user', () => {
    expect(() => outcomeOfStep('CONFIRM_SIGN_IN_WITH_SMS_CODE')).toThrow(UnsupportedSignInStepError);
    expect(() => outcomeOfStep('CONTINUE_SIGN_IN_WITH_MFA_SELECTION')).toThrow(UnsupportedSignInStepError);
    expect(() => outcomeOfStep('CONFIRM_SIGN_UP')).toThrow('Contact your practice administrator.');
  });
});

describe('nextOfStep', () => {
  const getSetupUri = (appName: string, accountName?: string) =>
    new URL(`otpauth://totp/${appName}:${accountName ?? 'sub'}?secret=JBSWY3DPEHPK3PXP&issuer=${appName}`);

  it('passes the set-up details on with the set-up step, named for Praktijk and the account', () => {
    const next = nextOfStep(
      { signInStep: 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP', totpSetupDetails: { sharedSecret: 'JBSWY3DPEHPK3PXP', getSetupUri } },
      'ann@demo.test',
    );
    expect(next).toEqual({
      outcome: 'totp-setup-required',
      totpSetup: { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Praktijk:ann@demo.test?secret=JBSWY3DPEHPK3PXP&issuer=Praktijk' },
    });
  });

  it('gives the other steps without details', () => {
    expect(nextOfStep({ signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' }, 'ann@demo.test')).toEqual({ outcome: 'totp-code-required' });
    expect(nextOfStep({ signInStep: 'DONE' }, 'ann@demo.test')).toEqual({ outcome: 'signed-in' });
  });

  it('refuses a set-up step that came without its secret', () => {
    expect(() => nextOfStep({ signInStep: 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP' }, 'ann@demo.test')).toThrow(UnsupportedSignInStepError);
  });
});
