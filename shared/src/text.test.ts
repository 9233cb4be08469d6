import { describe, expect, it } from 'vitest';
import { fold, isTypedText, normalise } from './text';

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

describe('typed text', () => {
  it('keeps letters of every script, emoji, tabs and line breaks', () => {
    for (const text of ['Rámdin', 'Line 1\nLine 2\r\n\tindented', '💊 2x daags', '']) expect(isTypedText(text), text).toBe(true);
  });
  it('refuses NUL and other control characters, and lone surrogates', () => {
    for (const text of ['a\u0000b', 'a\u001bb', 'a\u007fb', 'a\uD800b', 'a\uDC00', '\uD83D']) expect(isTypedText(text), JSON.stringify(text)).toBe(false);
  });
});
