import { describe, expect, it } from 'vitest';
import { isTooSimilar, quickRatio } from './password-similarity';

describe('quickRatio', () => {
  it("matches Python's difflib quick_ratio", () => {
    expect(quickRatio('abcd', 'bcde')).toBeCloseTo(0.75);
    expect(quickRatio('', '')).toBe(1);
    expect(quickRatio('aaa', 'a')).toBeCloseTo(0.5);
  });
});

describe('isTooSimilar', () => {
  it('compares with the whole value and each part, ignoring case', () => {
    expect(isTooSimilar('VRIES2026', 'de Vries')).toBe(true);
    expect(isTooSimilar('Vriesland-2026', 'de Vries')).toBe(false);
    expect(isTooSimilar('demotest1', 'physician@demo.test')).toBe(false);
    expect(isTooSimilar('Physician1', 'physician@demo.test')).toBe(true);
  });

  it('has nothing to compare with an empty value', () => {
    expect(isTooSimilar('anything', '  ')).toBe(false);
  });
});
