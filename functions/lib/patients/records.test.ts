import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { insuranceKind, memoKind } from '@praktijk/shared/record-kinds';
import { ValidationError } from '../errors';
import { createPatientRecord, deletePatientRecord, updatePatientRecord } from './records';

// Guard items of a kind's uniqueness rules, as the transactions carry them.
const ddb = mockClient(DynamoDBDocumentClient);
const actor = { tenantId: 'T1', userId: 'U1', user: { email: 'a@demo.test' } };
const insurance = {
  id: 'I1',
  patient_id: 'P1',
  created: '2026-01-01',
  consistency_token: 'c1',
  is_primary: true,
  is_active: true,
  company_id: 'SZF',
  type_id: 'SZF-BZV',
  number: '1',
  effective_date: null,
  expiry_date: '2026-12-31',
};
const items = () => ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
const guardPk = 'T#T1#PATIENT#P1#UNIQUE';

beforeAll(() => void (process.env.TABLE_NAME = 'praktijk-test'));
afterEach(() => ddb.reset());

describe('uniqueness guards', () => {
  it('takes the guard in the create transaction, beside the record and its audit entry', async () => {
    ddb.on(TransactWriteCommand).resolves({});
    await createPatientRecord(actor, memoKind, 'P1', { description: 'x' });
    const guard = items().find((i) => i.Put?.Item?.PK === guardPk)!;
    expect(guard.Put).toMatchObject({ Item: { SK: 'MEMO#one', entity: 'guard' }, ConditionExpression: 'attribute_not_exists(PK)' });
    expect(items().map((i) => i.Put?.Item?.entity)).toEqual(['memo', 'guard', 'audit']);
  });

  it("answers the rule's 400 when the guard's condition fails, by its index in the cancellation reasons", async () => {
    ddb.on(TransactWriteCommand).rejects(
      new TransactionCanceledException({
        message: 'cancelled',
        $metadata: {},
        CancellationReasons: [{ Code: 'None' }, { Code: 'ConditionalCheckFailed' }, { Code: 'None' }],
      }),
    );
    const error = await createPatientRecord(actor, insuranceKind, 'P1', { ...insurance, is_primary: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).body()).toEqual({ non_field_errors: ['This patient already has a secondary insurance.'] });
  });

  it('moves the guard when an update changes the unique value, in the same transaction', async () => {
    ddb.on(TransactWriteCommand).resolves({});
    await updatePatientRecord(actor, insuranceKind, insurance, { is_primary: false }, 'c1');
    const released = items().find((i) => i.Delete?.Key?.PK === guardPk)!.Delete!;
    expect(released).toMatchObject({ Key: { SK: 'INSURANCE#slot#true' }, ExpressionAttributeValues: { ':record_id': 'I1' } });
    const taken = items().find((i) => i.Put?.Item?.PK === guardPk)!.Put!;
    expect(taken).toMatchObject({ Item: { SK: 'INSURANCE#slot#false', record_id: 'I1' }, ConditionExpression: 'attribute_not_exists(PK)' });
  });

  it('leaves the guard alone when the unique value stays, and releases it with the record', async () => {
    ddb.on(TransactWriteCommand).resolves({});
    await updatePatientRecord(actor, insuranceKind, insurance, { number: '2' }, 'c1');
    expect(items().some((i) => (i.Put?.Item?.PK ?? i.Delete?.Key?.PK) === guardPk)).toBe(false);
    ddb.reset();
    ddb.on(TransactWriteCommand).resolves({});
    await deletePatientRecord(actor, insuranceKind, insurance, 'c1');
    expect(items().find((i) => i.Delete?.Key?.PK === guardPk)!.Delete!.Key).toEqual({ PK: guardPk, SK: 'INSURANCE#slot#true' });
  });
});
