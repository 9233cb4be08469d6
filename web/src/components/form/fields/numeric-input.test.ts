import { describe, expect, it } from 'vitest';
import { isNumberWithDecimals, numericInput } from './numeric-input';

describe('numeric input', () => {
  it('takes a comma as the decimal point', () => {
    expect(numericInput('37,5')).toBe('37.5');
    expect(numericInput('1,25')).toBe('1.25');
  });

  it('keeps everything else as typed, so the rule can say what is wrong', () => {
    expect(numericInput('2.5')).toBe('2.5');
    expect(numericInput('0.125')).toBe('0.125');
    expect(numericInput('70.125')).toBe('70.125');
    expect(numericInput('1.255')).toBe('1.255');
    expect(numericInput('12.')).toBe('12.');
    expect(numericInput('1.2.3')).toBe('1.2.3');
    expect(numericInput('12a')).toBe('12a');
    expect(numericInput('')).toBe('');
  });

  it('checks a whole number or 1 to n decimals', () => {
    expect(isNumberWithDecimals('37', 2)).toBe(true);
    expect(isNumberWithDecimals('37.55', 2)).toBe(true);
    expect(isNumberWithDecimals('37.555', 2)).toBe(false);
    expect(isNumberWithDecimals('37.', 2)).toBe(false);
    expect(isNumberWithDecimals('0.125', 3)).toBe(true);
    expect(isNumberWithDecimals('80.5', 0)).toBe(false);
    expect(isNumberWithDecimals('', 2)).toBe(false);
  });
});
