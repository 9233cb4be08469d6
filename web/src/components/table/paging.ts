import { LOCALE, PAGE_SIZE } from '@praktijk/shared/constants';

// The rules of the paged list (spec 2 §2): 'Showing X to Y of Z', Prev/Next, 'n/a' for empty
// cells, sorting. Kept apart from the table so they are tested without a browser.

export const NOT_AVAILABLE = 'n/a';

export interface PageRange {
  from: number;
  to: number;
  total: number;
  /** The total is a lower bound (more rows match than the server counted): 'of 200+'. */
  atLeast?: boolean;
}

/** 'Showing 11 to 20 of 42'; an empty list shows 'Showing 0 to 0 of 0'; a lower bound reads 'of 200+'. */
export function showingText({ from, to, total, atLeast }: PageRange): string {
  return `Showing ${from} to ${to} of ${total}${atLeast ? '+' : ''}`;
}

/** The 1-based range of the rows on page `pageIndex` (0-based) holding `rowCount` rows. */
export function pageRange(pageIndex: number, pageSize: number, rowCount: number, total: number): PageRange {
  if (rowCount === 0) return { from: 0, to: 0, total };
  const from = pageIndex * pageSize + 1;
  return { from, to: from + rowCount - 1, total };
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The page index kept within the pages there are, after rows were removed. */
export function clampPage(pageIndex: number, total: number, pageSize: number): number {
  return Math.min(Math.max(0, pageIndex), pageCount(total, pageSize) - 1);
}

export function pageOf<T>(items: readonly T[], pageIndex: number, pageSize: number = PAGE_SIZE.default): T[] {
  const start = clampPage(pageIndex, items.length, pageSize) * pageSize;
  return items.slice(start, start + pageSize);
}

/** True when a cell has nothing to show: it then reads 'n/a'. */
export function isEmptyCell(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

export type SortValue = string | number | boolean | null | undefined;
const collator = new Intl.Collator(LOCALE, { numeric: true, sensitivity: 'base' });

/** Compares for sorting: empty values last whichever the direction, text the Dutch way. */
export function compareSortValues(a: SortValue, b: SortValue, descending = false): number {
  const aEmpty = a === null || a === undefined || a === '';
  const bEmpty = b === null || b === undefined || b === '';
  if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? 1 : -1;
  const order = typeof a === 'string' || typeof b === 'string' ? collator.compare(String(a), String(b)) : Number(a) - Number(b);
  return descending ? -order : order;
}

export function sortItems<T>(items: readonly T[], value: ((item: T) => SortValue) | undefined, descending: boolean): T[] {
  if (!value) return [...items];
  return [...items].sort((a, b) => compareSortValues(value(a), value(b), descending));
}
