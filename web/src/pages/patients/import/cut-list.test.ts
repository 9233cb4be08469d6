import { describe, expect, it } from 'vitest';
import { cutListNote } from './cut-list';

describe('the note under a cut import list', () => {
  it('is absent while the list shows every entry', () => {
    expect(cutListNote(3, 3, 'imported')).toBeUndefined();
    expect(cutListNote(10_000, 10_000, 'errors')).toBeUndefined();
  });

  it('says how many of how many past the cut, grouped the Dutch way, and where every failed row is', () => {
    expect(cutListNote(10_000, 23_456, 'imported')).toBe('Showing the first 10.000 of 23.456 imported rows.');
    expect(cutListNote(10_000, 12_345, 'errors')).toBe('Showing the first 10.000 of 12.345 errors. Download errors has every failed row.');
  });
});
