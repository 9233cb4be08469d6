// What the login page does after each answer of Cognito. Only the steps this product uses are
// supported: plain password sign-in and the forced password change of a new user (DESIGN §6).

export type SignInOutcome = 'signed-in' | 'new-password-required';

export class UnsupportedSignInStepError extends Error {
  override readonly name = 'UnsupportedSignInStepError';
  constructor(readonly step: string) {
    super(`This account needs a sign-in step Praktijk does not support (${step}). Contact your practice administrator.`);
  }
}

export function outcomeOfStep(step: string): SignInOutcome {
  switch (step) {
    case 'DONE':
      return 'signed-in';
    case 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED':
      return 'new-password-required';
    default:
      throw new UnsupportedSignInStepError(step);
  }
}
