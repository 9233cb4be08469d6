import { type CancellationReason, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { tenantData } from '../../lib/data/tenant-data';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { cancellationOutcome, guardBackoff, guardPut, uniqueDays } from './day-guard';

// The guard's Put and what a cancelled guarded transaction means (read again, or answer).
beforeAll(() => void (process.env.TABLE_NAME = 'praktijk-test'));
const data = tenantData('T1');
const cancelled = (reasons: CancellationReason[]) => new TransactionCanceledException({ message: 'cancelled', $metadata: {}, CancellationReasons: reasons });
const put = { Put: { TableName: 't', Item: { PK: 'a', SK: 'b' } } };
const refusal = ValidationError.nonField('started');

describe('the guard item', () => {
  it('is written as version read + 1, on the condition that it is still the version read (or absent)', () => {
    const item = guardPut(data, { practitioner: 'U1', date: '2026-03-10', spans: [], version: 4 }, [{ id: 'C', kind: 'consultation', s: 540, e: 570 }]);
    expect(item.Put).toMatchObject({
      Item: { PK: 'T#T1', SK: 'PLANDAY#U1#2026-03-10', version: 5, spans: [{ id: 'C', kind: 'consultation', s: 540, e: 570 }] },
      ConditionExpression: 'attribute_not_exists(PK) OR version = :read',
      ExpressionAttributeValues: { ':read': 4 },
    });
  });

  it('is read once per distinct day', () => {
    const day = { practitioner: 'U1', date: '2026-03-10' };
    expect(uniqueDays([day, { ...day }, { practitioner: 'U2', date: '2026-03-10' }])).toHaveLength(2);
  });
});

describe('a cancelled guarded write', () => {
  it('is tried again when a guard moved or another writer held an item', () => {
    expect(cancellationOutcome([put], 1, cancelled([{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }]))).toEqual({ retry: true });
    expect(cancellationOutcome([put], 1, cancelled([{ Code: 'None' }, { Code: 'TransactionConflict' }]))).toEqual({ retry: true });
  });

  it("answers another item's failed condition as it is: stale token 409, record gone 404, or that item's refusal", () => {
    const stale = cancellationOutcome([put], 1, cancelled([{ Code: 'ConditionalCheckFailed' }, { Code: 'ConditionalCheckFailed', Item: { PK: { S: 'a' } } }]));
    expect(stale).toMatchObject({ retry: false, error: expect.any(ConflictError) });
    expect(cancellationOutcome([put], 1, cancelled([{ Code: 'None' }, { Code: 'ConditionalCheckFailed' }]))).toMatchObject({
      error: expect.any(NotFoundError),
    });
    const guarded = cancellationOutcome(
      [put, { item: put, refusal }],
      2,
      cancelled([{ Code: 'None' }, { Code: 'None' }, { Code: 'None' }, { Code: 'ConditionalCheckFailed' }]),
    );
    expect(guarded).toEqual({ retry: false, error: refusal });
  });

  it('waits longer each time writers meet again, within 800 ms', () => {
    expect(guardBackoff(1, 1)).toBe(40);
    expect(guardBackoff(3, 1)).toBe(160);
    expect(guardBackoff(9, 1)).toBe(800);
    expect(guardBackoff(5, 0)).toBe(0);
  });

  it('passes any other error on', () => {
    const error = new Error('network');
    expect(cancellationOutcome([put], 1, error)).toEqual({ retry: false, error });
  });
});
