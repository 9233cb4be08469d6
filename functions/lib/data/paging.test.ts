import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './paging';
import { ValidationError } from '../errors';

describe('cursors', () => {
  const partition = { attribute: 'PK', value: 'T#A' };
  it('round-trips a key of the same partition', () => {
    const key = { PK: 'T#A', SK: 'USER#1' };
    expect(decodeCursor(encodeCursor(key), partition)).toEqual(key);
  });
  it('refuses a cursor into another partition (another practice)', () => {
    expect(() => decodeCursor(encodeCursor({ PK: 'T#B', SK: 'USER#1' }), partition)).toThrow(ValidationError);
  });
  it('refuses garbage', () => {
    expect(() => decodeCursor('not json!', partition)).toThrow(ValidationError);
  });
  it('answers no key for no cursor', () => {
    expect(decodeCursor(undefined, partition)).toBeUndefined();
    expect(encodeCursor(undefined)).toBeNull();
  });
});
