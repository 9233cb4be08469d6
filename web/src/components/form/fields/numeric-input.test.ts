import { describe, expect, it } from 'vitest';
import { isNumberWithDecimals, numericInput } from './numeric-input';

describe('numeric input', () => {
  it('takes a comma as the decimal point and keeps one point', () => {
    expect(numericInput('37,5', 2)).toBe('37.5');
    expect(numericInput('1.2.3', 2)).toBe('1.23');
    expect(numericInput('12a', 2)).toBe('12');
  });

  it("stops at the rule's decimals", () => {
    expect(numericInput('70.125', 2)).toBe('70.12');
    expect(numericInput('0.1255', 3)).toBe('0.125');
    expect(numericInput('120.5', 0)).toBe('120');
    expect(numericInput('12.', 2)).toBe('12.');
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
