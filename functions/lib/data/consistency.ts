import { ulid } from 'ulid';
import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { ConflictError, NotFoundError } from '../errors';

// Optimistic locking: every item carries consistency_token, a fresh ULID on each write. An update
// or delete states the token it read; DynamoDB refuses it when the item changed since.
export const newConsistencyToken = (): string => ulid();

export const LOCK_CONDITION = 'attribute_exists(PK) AND consistency_token = :expected_token';

/** Tokens are ULIDs (26 characters); anything much longer cannot match any item. */
const MAX_TOKEN_LENGTH = 64;

/**
 * A token no item can hold is stale by definition: 409 at once, never sent to DynamoDB, which
 * refuses oversized expression values with an error that would otherwise surface as a 500.
 */
export function lockValues(expectedToken: string): Record<string, string> {
  if (expectedToken.length > MAX_TOKEN_LENGTH) throw new ConflictError();
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
