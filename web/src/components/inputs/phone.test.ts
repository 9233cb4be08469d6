import { describe, expect, it } from 'vitest';
import { phoneDigits, phoneError, phoneText, phoneValue } from './phone';

describe('phone numbers', () => {
  it('keeps only up to 8 digits after +597', () => {
    expect(phoneValue('812-3456')).toBe('+5978123456');
    expect(phoneValue('812345678')).toBe('+59781234567');
    expect(phoneValue('abc')).toBe('');
    expect(phoneDigits('+597 812-3456')).toBe('8123456');
    expect(phoneDigits('8123456')).toBe('8123456');
  });

  it('accepts 6 to 8 digits and an empty field', () => {
    expect(phoneError('')).toBeUndefined();
    expect(phoneError('+597123456')).toBeUndefined();
    expect(phoneError('+59712345678')).toBeUndefined();
    expect(phoneError('+59712345')).toBe('Enter 6 to 8 digits after +597.');
  });

  it('reads a stored number as text with the country code, nothing for none', () => {
    expect(phoneText('+5978123456')).toBe('+597 8123456');
    expect(phoneText('8123456')).toBe('+597 8123456');
    expect(phoneText('')).toBe('');
  });
});
