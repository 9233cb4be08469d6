import { describe, expect, it } from 'vitest';
import { parseGroups } from './claims';

describe('parseGroups', () => {
  it('accepts arrays, comma-joined and bracketed strings', () => {
    expect(parseGroups(['physician', 'staff'])).toEqual(['physician', 'staff']);
    expect(parseGroups('physician,staff')).toEqual(['physician', 'staff']);
    expect(parseGroups('[physician, staff]')).toEqual(['physician', 'staff']);
  });
  it('answers no groups for missing or odd values', () => {
    expect(parseGroups(undefined)).toEqual([]);
    expect(parseGroups('')).toEqual([]);
    expect(parseGroups(42)).toEqual([]);
  });
});
