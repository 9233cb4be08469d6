import { describe, expect, it } from 'vitest';
import { addEntry, canAddEntry, canRemoveEntry, filledEntries, removeEntry, setEntry, visibleEntries } from './multiple-input';

describe('multiple-input field', () => {
  it('always shows at least one row', () => {
    expect(visibleEntries([])).toEqual(['']);
    expect(canRemoveEntry([])).toBe(false);
    expect(removeEntry(['a'], 0)).toEqual(['a']);
  });

  it('allows at most four entries', () => {
    const four = addEntry(addEntry(addEntry(['a'])));
    expect(four).toEqual(['a', '', '', '']);
    expect(canAddEntry(four)).toBe(false);
    expect(addEntry(four)).toEqual(four);
    expect(visibleEntries(['1', '2', '3', '4', '5'])).toHaveLength(4);
  });

  it('edits and removes a row and sends only filled rows', () => {
    const rows = setEntry(['a', 'b'], 1, 'c');
    expect(rows).toEqual(['a', 'c']);
    expect(removeEntry(rows, 0)).toEqual(['c']);
    expect(filledEntries(['a', ' ', '', 'b '])).toEqual(['a', 'b']);
  });

  it('takes other limits', () => {
    expect(canAddEntry(['a', 'b'], { min: 1, max: 2 })).toBe(false);
    expect(visibleEntries([], { min: 2, max: 3 })).toEqual(['', '']);
  });
});
