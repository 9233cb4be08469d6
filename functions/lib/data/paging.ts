import { ValidationError } from '../errors';

// Opaque cursors over LastEvaluatedKey. A cursor is checked to belong to the partition being
// queried, so a hand-made cursor cannot start a page in another practice's data.
export type Key = Record<string, unknown>;

export function encodeCursor(key: Key | undefined): string | null {
  return key ? Buffer.from(JSON.stringify(key), 'utf8').toString('base64url') : null;
}

export function decodeCursor(cursor: string | undefined | null, partition: { attribute: string; value: string }): Key | undefined {
  if (!cursor) return undefined;
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw ValidationError.field('cursor', 'Invalid cursor.');
  }
  if (typeof key !== 'object' || key === null || (key as Key)[partition.attribute] !== partition.value) {
    throw ValidationError.field('cursor', 'Invalid cursor.');
  }
  return key as Key;
}

export interface Page<T> {
  results: T[];
  next: string | null;
}
