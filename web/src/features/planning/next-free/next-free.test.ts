import { describe, expect, it } from 'vitest';
import { freeSlotOf, nextFreeLengths, nextFreeText, searchAfter } from './next-free';

describe('next free slot', () => {
  it('reads the answer on the practice clock and says it in Dutch dates', () => {
    const slot = freeSlotOf({ kind: 'next_free', start: '2026-11-25T13:30:00.000Z', end: '2026-11-25T14:00:00.000Z' });
    expect(nextFreeText(slot, 30)).toBe('Next free: wo 25-11-2026 10:30-11:00');
  });

  it('says so when there is none', () => {
    const slot = freeSlotOf({ kind: 'next_free', start: null, end: null });
    expect(slot).toBeNull();
    expect(nextFreeText(slot, 90)).toBe('No free time of 1 h 30 min was found.');
  });

  it('searches from a day ahead that is shown, else from now', () => {
    expect(searchAfter('2026-12-01', '2026-11-25')).toBe('2026-12-01T00:00');
    expect(searchAfter('2026-11-25', '2026-11-25')).toBeUndefined();
    expect(searchAfter('2026-11-20', '2026-11-25')).toBeUndefined();
  });

  it("offers the practitioner's interval among the lengths", () => {
    expect(nextFreeLengths(15)).toEqual([10, 15, 20, 30, 45, 60, 90, 120]);
    expect(nextFreeLengths(5)).toEqual([5, 10, 15, 20, 30, 45, 60, 90, 120]);
  });
});
