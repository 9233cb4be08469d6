import { describe, expect, it } from 'vitest';
import { hasErrors, newPasswordErrors, passwordGuidance } from './password-rules';

describe('passwordGuidance', () => {
  it('follows the shared policy', () => {
    expect(passwordGuidance()).toEqual([
      'At least 8 characters.',
      'At least one upper-case letter.',
      'At least one lower-case letter.',
      'At least one digit.',
      'Not entirely numeric, not a commonly used password and not too similar to your name or email.',
    ]);
  });

  it('adds symbols when the policy asks for them', () => {
    const policy = { minLength: 12, requireLowercase: false, requireUppercase: false, requireDigits: false, requireSymbols: true };
    expect(passwordGuidance(policy).slice(0, 2)).toEqual(['At least 12 characters.', 'At least one symbol.']);
  });
});

describe('newPasswordErrors', () => {
  it('accepts two equal passwords', () => {
    expect(hasErrors(newPasswordErrors('Praktijk-New-1', 'Praktijk-New-1'))).toBe(false);
  });

  it('asks for both fields', () => {
    expect(newPasswordErrors('', '')).toEqual({ password: 'Enter a new password.', confirmation: 'Enter the new password again.' });
  });

  it('requires the confirmation to equal the password exactly', () => {
    expect(newPasswordErrors('Praktijk-New-1', 'praktijk-new-1')).toEqual({ confirmation: 'The passwords do not match.' });
  });
});
