import { describe, expect, it } from 'vitest';
import { currentCursor, firstCursorPage, nextCursorPage, previousCursorPage } from './cursor-pages';
import { clampPage, compareSortValues, isEmptyCell, pageOf, pageRange, showingText, sortItems } from './paging';

describe('paging', () => {
  it('says which rows are shown', () => {
    expect(showingText(pageRange(0, 10, 10, 42))).toBe('Showing 1 to 10 of 42');
    expect(showingText(pageRange(4, 10, 2, 42))).toBe('Showing 41 to 42 of 42');
    expect(showingText(pageRange(0, 10, 0, 0))).toBe('Showing 0 to 0 of 0');
  });

  it('says when the total is a lower bound', () => {
    expect(showingText({ ...pageRange(0, 10, 10, 200), atLeast: true })).toBe('Showing 1 to 10 of 200+');
    expect(showingText({ ...pageRange(0, 10, 10, 200), atLeast: false })).toBe('Showing 1 to 10 of 200');
  });

  it('slices a local list and keeps the page within range', () => {
    const items = Array.from({ length: 23 }, (_, i) => i);
    expect(pageOf(items, 2, 10)).toEqual([20, 21, 22]);
    expect(pageOf(items, 9, 10)).toEqual([20, 21, 22]);
    expect(clampPage(3, 20, 10)).toBe(1);
    expect(clampPage(0, 0, 10)).toBe(0);
  });

  it('marks empty cells', () => {
    expect([null, undefined, '', []].every(isEmptyCell)).toBe(true);
    expect([0, false, 'x', ['a']].some(isEmptyCell)).toBe(false);
  });

  it('sorts the Dutch way with empty values last in both directions', () => {
    const rows = [{ n: 'van Dijk' }, { n: null }, { n: 'Émile' }, { n: 'anna' }, { n: 'item 10' }, { n: 'item 9' }];
    expect(sortItems(rows, (r) => r.n, false).map((r) => r.n)).toEqual(['anna', 'Émile', 'item 9', 'item 10', 'van Dijk', null]);
    expect(sortItems(rows, (r) => r.n, true).map((r) => r.n)).toEqual(['van Dijk', 'item 10', 'item 9', 'Émile', 'anna', null]);
    expect(compareSortValues(2, 10)).toBeLessThan(0);
  });

  it('remembers cursors so Prev works on a server list', () => {
    let pages = nextCursorPage(firstCursorPage, 'c1');
    pages = nextCursorPage(pages, 'c2');
    expect(currentCursor(pages)).toBe('c2');
    pages = previousCursorPage(pages);
    expect(currentCursor(pages)).toBe('c1');
    expect(nextCursorPage(pages, 'c2b')).toEqual({ cursors: [undefined, 'c1', 'c2b'], pageIndex: 2 });
    expect(nextCursorPage(pages, null)).toBe(pages);
    expect(previousCursorPage(firstCursorPage)).toBe(firstCursorPage);
  });
});
