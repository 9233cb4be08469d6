import { describe, expect, it } from 'vitest';
import { ConflictError } from '../errors';
import { lockValues, newConsistencyToken } from './consistency';

describe('optimistic locking values', () => {
  it('passes a real token to the condition', () => {
    const token = newConsistencyToken();
    expect(lockValues(token)).toEqual({ ':expected_token': token });
  });
  it('answers 409 for a token no item can hold, without sending it to DynamoDB', () => {
    expect(() => lockValues('é'.repeat(1_000_000))).toThrow(ConflictError);
  });
});
