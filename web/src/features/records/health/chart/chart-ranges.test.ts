import { describe, expect, it } from 'vitest';
import { hasNewer, LATEST_RANGE, newerRange, olderRange, shownBefore } from './chart-ranges';

describe('chart ranges', () => {
  it('start at the latest, go older by the cursor and come back newer the same way', () => {
    expect(shownBefore(LATEST_RANGE)).toBeUndefined();
    expect(hasNewer(LATEST_RANGE)).toBe(false);
    const older = olderRange(olderRange(LATEST_RANGE, 'c1'), 'c2');
    expect(shownBefore(older)).toBe('c2');
    expect(hasNewer(older)).toBe(true);
    expect(shownBefore(newerRange(older))).toBe('c1');
    expect(newerRange(newerRange(newerRange(older)))).toEqual(LATEST_RANGE);
  });
});
