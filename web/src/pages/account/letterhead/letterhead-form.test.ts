import { LETTERHEAD_LOGO_INVALID, LETTERHEAD_LOGO_MAX_CHARS, LETTERHEAD_LOGO_TOO_LARGE } from '@praktijk/shared/schemas/letters';
import { describe, expect, it } from 'vitest';
import { letterheadLines, logoProblem } from './letterhead-form';

describe('the letterhead form', () => {
  it('sends the typed lines trimmed, without blank ones', () => {
    expect(letterheadLines(' Kerkstraat 1 \n\n  0592-123456\n')).toEqual(['Kerkstraat 1', '0592-123456']);
  });

  it('takes an inline PNG or JPEG within the bound only', () => {
    expect(logoProblem('data:image/png;base64,iVBORw0KGgo=')).toBeUndefined();
    expect(logoProblem('data:image/svg+xml;base64,PHN2Zz4=')).toBe(LETTERHEAD_LOGO_INVALID);
    expect(logoProblem('https://example.org/logo.png')).toBe(LETTERHEAD_LOGO_INVALID);
    expect(logoProblem(`data:image/jpeg;base64,${'A'.repeat(LETTERHEAD_LOGO_MAX_CHARS)}`)).toBe(LETTERHEAD_LOGO_TOO_LARGE);
  });
});
