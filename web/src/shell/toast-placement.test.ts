import { describe, expect, it } from 'vitest';
import { bottomBarClearance, TOAST_GAP_PX } from './toast-placement';

const bar = (top: number, bottom: number) => ({ getBoundingClientRect: () => ({ top, bottom }) }) as unknown as Element;

describe('bottomBarClearance', () => {
  it('keeps the gap from the window bottom when no bar is stuck there', () => {
    expect(bottomBarClearance([], 768)).toBe(TOAST_GAP_PX);
    // A bar in the middle of the page (its form ends above the fold) is not in the way.
    expect(bottomBarClearance([bar(300, 360)], 768)).toBe(TOAST_GAP_PX);
    // A bar below the fold neither.
    expect(bottomBarClearance([bar(900, 960)], 768)).toBe(TOAST_GAP_PX);
  });

  it('floats above the tallest bar stuck to the bottom, fractional edges rounded up', () => {
    expect(bottomBarClearance([bar(708, 768)], 768)).toBe(60 + TOAST_GAP_PX);
    // The consultation bar with a form's actions bar stuck just above it.
    expect(bottomBarClearance([bar(707.5, 768), bar(640, 707.5)], 768)).toBe(61 + TOAST_GAP_PX);
  });
});
