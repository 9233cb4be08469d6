import { ValidationError } from '../errors';

// Opaque cursors over LastEvaluatedKey. A cursor is checked to belong to the partition being
// queried, so a hand-made cursor cannot start a page in another practice's data.
export type Key = Record<string, unknown>;

export const invalidCursor = () => ValidationError.field('cursor', 'Invalid cursor.');

/** A cursor is a value written as base64url JSON: a key, or what a list needs to resume. */
export const encodeCursorValue = (value: unknown): string => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

/** The value a cursor holds; a cursor that is not one is 'Invalid cursor.' (the caller checks its shape). */
export function cursorValue(cursor: string): unknown {
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
}

export function encodeCursor(key: Key | undefined): string | null {
  return key ? encodeCursorValue(key) : null;
}

export function decodeCursor(cursor: string | undefined | null, partition: { attribute: string; value: string }): Key | undefined {
  if (!cursor) return undefined;
  const key = cursorValue(cursor);
  if (typeof key !== 'object' || key === null || (key as Key)[partition.attribute] !== partition.value) throw invalidCursor();
  return key as Key;
}

export interface Page<T> {
  results: T[];
  next: string | null;
}
