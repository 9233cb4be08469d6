import { MULTIPLE_INPUT } from '@praktijk/shared/constants';

// The multiple-input field (spec 1 §5): a list of values, by default at most 4 and at least 1.
// A field always shows at least `min` rows, so an empty list is shown as one empty row.

export interface EntryLimits {
  min: number;
  max: number;
}

export const DEFAULT_LIMITS: EntryLimits = { min: MULTIPLE_INPUT.min, max: MULTIPLE_INPUT.max };

/** The rows to show: the values, padded with empty rows up to the minimum, cut at the maximum. */
export function visibleEntries(values: readonly string[], limits: EntryLimits = DEFAULT_LIMITS): string[] {
  const rows = values.slice(0, limits.max);
  while (rows.length < limits.min) rows.push('');
  return rows;
}

export function canAddEntry(values: readonly string[], limits: EntryLimits = DEFAULT_LIMITS): boolean {
  return visibleEntries(values, limits).length < limits.max;
}

export function canRemoveEntry(values: readonly string[], limits: EntryLimits = DEFAULT_LIMITS): boolean {
  return visibleEntries(values, limits).length > limits.min;
}

export function addEntry(values: readonly string[], limits: EntryLimits = DEFAULT_LIMITS): string[] {
  const rows = visibleEntries(values, limits);
  return canAddEntry(rows, limits) ? [...rows, ''] : rows;
}

export function removeEntry(values: readonly string[], index: number, limits: EntryLimits = DEFAULT_LIMITS): string[] {
  const rows = visibleEntries(values, limits);
  return canRemoveEntry(rows, limits) ? rows.filter((_, i) => i !== index) : rows;
}

export function setEntry(values: readonly string[], index: number, value: string, limits: EntryLimits = DEFAULT_LIMITS): string[] {
  return visibleEntries(values, limits).map((row, i) => (i === index ? value : row));
}

/** What to send: the filled rows only, so empty padding rows never reach the server. */
export function filledEntries(values: readonly string[]): string[] {
  return values.map((v) => v.trim()).filter(Boolean);
}
