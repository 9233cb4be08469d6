import { ulid } from 'ulid';
import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { ConflictError, NotFoundError } from '../errors';

// Optimistic locking: every item carries consistency_token, a fresh ULID on each write. An update
// or delete states the token it read; DynamoDB refuses it when the item changed since.
export const newConsistencyToken = (): string => ulid();

export const LOCK_CONDITION = 'attribute_exists(PK) AND consistency_token = :expected_token';

export function lockValues(expectedToken: string): Record<string, string> {
  return { ':expected_token': expectedToken };
}

/**
 * Turns a failed condition into the right answer: no item -> 404 (unknown or another practice's
 * id), an item with another token -> 409. Needs ReturnValuesOnConditionCheckFailure ALL_OLD.
 */
export function conditionFailure(error: unknown): Error {
  if (error instanceof ConditionalCheckFailedException) {
    return error.Item ? new ConflictError() : new NotFoundError();
  }
  if (error instanceof TransactionCanceledException) {
    const failed = error.CancellationReasons?.find((r) => r.Code === 'ConditionalCheckFailed');
    if (failed) return failed.Item ? new ConflictError() : new NotFoundError();
  }
  return error instanceof Error ? error : new Error(String(error));
}
