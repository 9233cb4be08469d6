import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors';
import { decodeOverviewCursor, encodeOverviewCursor } from './overview';

describe('the overview cursor', () => {
  const position = '2024-03-05T14:00:00.000Z#01HQ7Z8Y9X0W1V2T3S4R5Q6P7N';

  it('holds the last sort key shown and gives it back', () => {
    expect(decodeOverviewCursor(encodeOverviewCursor(position))).toBe(position);
    expect(decodeOverviewCursor(undefined)).toBeUndefined();
  });

  it.each([
    ['not base64 JSON', '%%%'],
    ['JSON without a position', Buffer.from('{"x":1}').toString('base64url')],
    ['another partition key', Buffer.from(JSON.stringify({ after: 'T#other#EPISODE#01HQ7Z8Y9X0W1V2T3S4R5Q6P7N' })).toString('base64url')],
    ['a position without an id', Buffer.from(JSON.stringify({ after: '2024-03-05T14:00:00.000Z' })).toString('base64url')],
  ])('refuses %s with the field error', (_what, cursor) => {
    expect(() => decodeOverviewCursor(cursor)).toThrow(ValidationError);
    try {
      decodeOverviewCursor(cursor);
    } catch (error) {
      expect((error as ValidationError).body()).toEqual({ cursor: ['Enter a valid cursor.'] });
    }
  });
});
