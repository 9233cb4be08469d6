import { type NewPasswordErrors } from '@/auth/password-rules';

// The Security tab's form. Cognito's ChangePassword needs the current password, so the tab asks
// for it: a deliberate addition to the spec's two fields (new password and confirmation).

export interface PasswordChangeValues {
  current_password: string;
  password: string;
  password_confirm: string;
}

export interface PasswordChangeErrors extends NewPasswordErrors {
  current_password?: string;
  /** Errors that belong to no field: shown under the form (spec 1 §5). */
  form?: string;
}

export const EMPTY_PASSWORD_CHANGE: PasswordChangeValues = { current_password: '', password: '', password_confirm: '' };

export const PASSWORD_SAVED_TOAST = { header: 'User password updated', content: 'User password was updated successfully' } as const;

const REQUIRED = 'This field is required.';

/** The current password is only checked for presence; Cognito says whether it is right. */
export function currentPasswordError(values: PasswordChangeValues): string | undefined {
  return values.current_password ? undefined : REQUIRED;
}

/**
 * Cognito's refusal (through Amplify: an Error named after the Cognito exception) on the field it
 * concerns. A wrong current password is NotAuthorizedException in AWS; the local twin answers it
 * the same way. InvalidPasswordException is the new password breaking the pool's policy.
 */
export function cognitoPasswordErrors(error: unknown): PasswordChangeErrors {
  const name = error instanceof Error ? error.name : '';
  const message = error instanceof Error && error.message ? error.message : 'The password could not be changed. Please try again.';
  switch (name) {
    case 'NotAuthorizedException':
      return /attempts exceeded/i.test(message) ? { form: message } : { current_password: 'The current password is not correct.' };
    case 'InvalidPasswordException':
      return { password: message };
    case 'LimitExceededException':
    case 'TooManyRequestsException':
      return { form: 'Too many attempts. Wait a moment and try again.' };
    default:
      return { form: message };
  }
}

export function hasAnyError(errors: PasswordChangeErrors): boolean {
  return Object.values(errors).some(Boolean);
}
