import { describe, expect, it } from 'vitest';
import { memoLine } from './memo-line';

describe('memo line (spec 3 §2)', () => {
  it("says 'No memo.' without a memo or with an empty one", () => {
    expect(memoLine(undefined)).toBe('No memo.');
    expect(memoLine('')).toBe('No memo.');
    expect(memoLine('  \n ')).toBe('No memo.');
  });

  it("shows the memo's first line that has text", () => {
    expect(memoLine('\nAllergisch voor penicilline.\nBelt altijd vooraf.')).toBe('Allergisch voor penicilline.');
  });
});
