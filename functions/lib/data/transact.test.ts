import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { ValidationError } from '../errors';
import { CONFLICT_TRIES, isConflictOnly, transact } from './transact';

// transact() sends a transaction DynamoDB cancelled for a conflict with another writer again,
// and never one that failed a condition (a uniqueness guard, a stale token).
const ddb = mockClient(DynamoDBDocumentClient);
const cancelled = (...codes: string[]) =>
  new TransactionCanceledException({ message: 'cancelled', $metadata: {}, CancellationReasons: codes.map((Code) => ({ Code })) });
const put = { Put: { TableName: 't', Item: { PK: 'a', SK: 'b' } } };
const noPause = async () => undefined;

beforeEach(() => ddb.reset());

describe('transact', () => {
  it('sends a transaction cancelled by a conflict again, and succeeds', async () => {
    ddb.on(TransactWriteCommand).rejectsOnce(cancelled('None', 'TransactionConflict')).resolves({});
    await transact([put, put], noPause);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(2);
  });

  it('gives up after its tries', async () => {
    ddb.on(TransactWriteCommand).rejects(cancelled('TransactionConflict'));
    await expect(transact([put], noPause)).rejects.toBeInstanceOf(Error);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(CONFLICT_TRIES);
  });

  it('never repeats a transaction whose condition failed: the guard refusal answers at once', async () => {
    ddb.on(TransactWriteCommand).rejects(cancelled('None', 'ConditionalCheckFailed'));
    const refusal = ValidationError.nonField('Taken.');
    await expect(transact([put, { item: put, refusal }], noPause)).rejects.toBe(refusal);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });

  it('tells a conflict from a condition failed beside it', () => {
    expect(isConflictOnly(cancelled('TransactionConflict', 'None'))).toBe(true);
    expect(isConflictOnly(cancelled('TransactionConflict', 'ConditionalCheckFailed'))).toBe(false);
    expect(isConflictOnly(new Error('network'))).toBe(false);
  });
});
