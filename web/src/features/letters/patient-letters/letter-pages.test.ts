import { describe, expect, it } from 'vitest';
import { lastPageIndex } from './letter-pages';

describe('the last page of the letters', () => {
  it('is the first when there are none or one page full', () => {
    expect(lastPageIndex(0, 5)).toBe(0);
    expect(lastPageIndex(5, 5)).toBe(0);
  });
  it('counts a started page', () => {
    expect(lastPageIndex(6, 5)).toBe(1);
    expect(lastPageIndex(11, 5)).toBe(2);
  });
});
