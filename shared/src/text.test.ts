import { describe, expect, it } from 'vitest';
import { fold, normalise } from './text';

describe('text folding', () => {
  it('folds accents and case, keeping the rest', () => {
    expect(fold('Renée ÇÖKÉR')).toBe('renee coker');
    expect(fold("D'Agnolo-Sastro")).toBe("d'agnolo-sastro");
  });
  it('normalises to words of letters and digits', () => {
    expect(normalise('  Nitrofurantoïne  ')).toBe('nitrofurantoine');
    expect(normalise("Mariënburg/'s Lands-Hospitaal")).toBe('marienburg s lands hospitaal');
    expect(normalise('SR-PM')).toBe('sr pm');
    expect(normalise('---')).toBe('');
  });
});
