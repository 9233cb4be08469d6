import { PASSWORD_POLICY } from '@praktijk/shared/constants';

// Guidance only (spec 1 §5): Cognito enforces the policy, and its message is shown when it
// refuses. The browser checks only what it can know for sure: both fields filled and equal.

export interface PasswordPolicy {
  minLength: number;
  requireLowercase: boolean;
  requireUppercase: boolean;
  requireDigits: boolean;
  requireSymbols: boolean;
}

export function passwordGuidance(policy: PasswordPolicy = PASSWORD_POLICY): string[] {
  const rules = [`At least ${policy.minLength} characters.`];
  if (policy.requireUppercase) rules.push('At least one upper-case letter.');
  if (policy.requireLowercase) rules.push('At least one lower-case letter.');
  if (policy.requireDigits) rules.push('At least one digit.');
  if (policy.requireSymbols) rules.push('At least one symbol.');
  rules.push('Not entirely numeric, not a commonly used password and not too similar to your name or email.');
  return rules;
}

export interface NewPasswordErrors {
  password?: string;
  confirmation?: string;
}

export function newPasswordErrors(password: string, confirmation: string): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  if (!password) errors.password = 'Enter a new password.';
  if (!confirmation) errors.confirmation = 'Enter the new password again.';
  else if (password && password !== confirmation) errors.confirmation = 'The passwords do not match.';
  return errors;
}

export function hasErrors(errors: NewPasswordErrors): boolean {
  return Object.values(errors).some(Boolean);
}
