import { describe, expect, it } from 'vitest';
import { hasPasswordErrors, PASSWORD_GUIDANCE, passwordGuidance, validateNewPassword } from './password-rules';

const owner = { email: 'anna.devries@praktijk.test', first_name: 'Anna', last_name: 'de Vries' };

describe('PASSWORD_GUIDANCE', () => {
  it("states the spec's four rules, then Cognito's character classes", () => {
    expect(PASSWORD_GUIDANCE).toEqual([
      "Your password can't be too similar to your other personal information.",
      'Your password must contain at least 12 characters.',
      "Your password can't be a commonly used password.",
      "Your password can't be entirely numeric.",
      'Your password must contain an upper-case letter, a lower-case letter and a digit.',
    ]);
  });

  it('follows another policy', () => {
    const policy = { minLength: 12, requireLowercase: false, requireUppercase: false, requireDigits: false, requireSymbols: true };
    expect(passwordGuidance(policy).slice(1)).toEqual([
      'Your password must contain at least 12 characters.',
      "Your password can't be a commonly used password.",
      "Your password can't be entirely numeric.",
      'Your password must contain a symbol.',
    ]);
  });
});

describe('validateNewPassword', () => {
  it('accepts a good password typed twice', () => {
    const errors = validateNewPassword('Kokosnoot-Regen-47', 'Kokosnoot-Regen-47', owner);
    expect(errors).toEqual({});
    expect(hasPasswordErrors(errors)).toBe(false);
  });

  it('asks for both fields', () => {
    expect(validateNewPassword('', '')).toEqual({ password: 'This field is required.', password_confirm: 'This field is required.' });
  });

  it('requires the confirmation to equal the password exactly', () => {
    expect(validateNewPassword('Kokosnoot-Regen-47', 'kokosnoot-regen-47')).toEqual({ password_confirm: "The two password fields didn't match." });
  });

  it('refuses short, numeric and common passwords', () => {
    expect(validateNewPassword('Ab1', 'Ab1').password).toBe('This password is too short. It must contain at least 12 characters.');
    expect(validateNewPassword('246801357913', '246801357913').password).toBe('This password is entirely numeric.');
    expect(validateNewPassword('Password2026', 'Password2026').password).toBe('This password is too common.');
    expect(validateNewPassword('Wachtwoord123', 'Wachtwoord123').password).toBe('This password is too common.');
  });

  it("enforces Cognito's character classes", () => {
    expect(validateNewPassword('kokosnoot-regen-47', 'kokosnoot-regen-47').password).toBe('This password must contain an upper-case letter.');
    expect(validateNewPassword('Kokosnoot-Regen', 'Kokosnoot-Regen').password).toBe('This password must contain a digit.');
  });

  it("refuses a password too similar to the user's e-mail or names", () => {
    expect(validateNewPassword('Anna.Devries1', 'Anna.Devries1', owner).password).toBe('The password is too similar to the email address.');
    expect(validateNewPassword('Devries2026!', 'Devries2026!', { ...owner, email: 'x@p.test' }).password).toBe('The password is too similar to the last name.');
    expect(validateNewPassword('Wilhelmina789', 'Wilhelmina789', { ...owner, email: 'x@p.test', first_name: 'Wilhelmina' }).password).toBe(
      'The password is too similar to the first name.',
    );
  });

  it('does not call a long password similar to a very short name part', () => {
    expect(validateNewPassword('Kokosnoot-Regen-47', 'Kokosnoot-Regen-47', { email: 'k@p.test', first_name: 'K', last_name: 'R' })).toEqual({});
  });
});
