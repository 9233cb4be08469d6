import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { insuranceKind, letterKind, memoKind, prescriptionKind, vitalsKind } from '@praktijk/shared/record-kinds';
import { ValidationError } from '../lib/errors';
import {
  createPatientRecord,
  createPatientRecords,
  deletePatientRecord,
  deletePatientRecords,
  listPrefix,
  type PatientRecord,
  updatePatientRecord,
} from './records';

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

describe('a guard on a typed name (a letter per patient and name)', () => {
  const letter = { name: 'Verwijsbrief  Cardioloog', template: null, content_version: 'V1', content_bytes: 10, updated: '2026-01-01' };
  const guardOf = () => items().find((i) => i.Put?.Item?.PK === guardPk)!.Put!.Item!.SK as string;

  it('is the same for the name in another case and spacing, and holds no word of it', async () => {
    ddb.on(TransactWriteCommand).resolves({});
    await createPatientRecord(actor, letterKind, 'P1', letter);
    const first = guardOf();
    ddb.reset();
    ddb.on(TransactWriteCommand).resolves({});
    await createPatientRecord(actor, letterKind, 'P1', { ...letter, name: ' verwijsbrief cardioloog ' });
    expect(guardOf()).toBe(first);
    expect(first).toMatch(/^LETTER#name#[\w-]{43}$/);
    expect(first.toLowerCase()).not.toContain('cardioloog');
  });
});

describe('long lists per value of a field (paged.partitionBy) and several records in one transaction', () => {
  const countOf = (list: string) => items().filter((i) => i.Update?.Key?.SK === list);
  const prescription = (id: string, is_chronic: boolean): PatientRecord & Record<string, unknown> => ({
    id,
    patient_id: 'P1',
    created: '2026-01-01T12:00:00.000Z',
    consistency_token: `c-${id}`,
    is_chronic,
  });

  it('names a list by the value, and keeps one list for a kind without partitionBy', () => {
    expect(listPrefix(prescriptionKind, true)).toBe('PRESCRIPTION#is_chronic=true');
    expect(listPrefix(vitalsKind)).toBe('VITALS');
  });

  it("files a record under its value's list and counts it there", async () => {
    ddb.on(TransactWriteCommand).resolves({});
    await createPatientRecord(actor, prescriptionKind, 'P1', { is_chronic: true, prescription_date: '2026-01-01T09:00' });
    const record = items().find((i) => i.Put?.Item?.entity === 'prescription')!.Put!.Item!;
    expect(record.GSI1PK).toBe('T#T1#PATIENT#P1#PRESCRIPTION#is_chronic=true');
    expect(record.GSI1SK).toMatch(/^2026-01-01T09:00#/);
    expect(countOf('PRESCRIPTION#is_chronic=true')[0]!.Update).toMatchObject({
      Key: { PK: 'T#T1#PATIENT#P1#COUNT' },
      ExpressionAttributeValues: { ':by': 1, ':pk': 'T#T1#PATIENT#P1#PRESCRIPTION#is_chronic=true', ':sk': '~COUNT' },
    });
  });

  it('writes several records with their own tokens and audit entries, and moves their count once', async () => {
    ddb.on(TransactWriteCommand).resolves({});
    const saved = await createPatientRecords(actor, prescriptionKind, 'P1', [
      { id: 'A', is_chronic: true },
      { id: 'B', is_chronic: true },
      { id: 'C', is_chronic: true },
    ]);
    expect(saved.map((r) => r.id)).toEqual(['A', 'B', 'C']);
    expect(new Set(saved.map((r) => r.consistency_token)).size).toBe(3);
    expect(items().filter((i) => i.Put?.Item?.entity === 'audit')).toHaveLength(3);
    expect(items().filter((i) => i.Update)).toHaveLength(1);
    expect(countOf('PRESCRIPTION#is_chronic=true')[0]!.Update!.ExpressionAttributeValues).toMatchObject({ ':by': 3 });
  });

  it('moves a record whose value changes from one list and count to the other, and leaves the counts alone otherwise', async () => {
    ddb.on(TransactWriteCommand).resolves({});
    await updatePatientRecord(actor, prescriptionKind, prescription('A', false), { is_chronic: true }, 'c-A');
    expect(items().find((i) => i.Put?.Item?.entity === 'prescription')!.Put!.Item!.GSI1PK).toBe('T#T1#PATIENT#P1#PRESCRIPTION#is_chronic=true');
    expect(countOf('PRESCRIPTION#is_chronic=false')[0]!.Update!.ExpressionAttributeValues).toMatchObject({ ':by': -1 });
    expect(countOf('PRESCRIPTION#is_chronic=true')[0]!.Update!.ExpressionAttributeValues).toMatchObject({ ':by': 1 });
    ddb.reset();
    ddb.on(TransactWriteCommand).resolves({});
    await updatePatientRecord(actor, prescriptionKind, prescription('A', true), { stoppage_reason: 'x' }, 'c-A');
    expect(items().filter((i) => i.Update)).toEqual([]);
  });

  it('deletes several records, each on its own token, and counts them down once per list', async () => {
    ddb.on(TransactWriteCommand).resolves({});
    await deletePatientRecords(actor, prescriptionKind, [
      { before: prescription('A', true), expectedToken: 'c-A' },
      { before: prescription('B', true), expectedToken: 'c-B' },
    ]);
    const deletes = items().filter((i) => i.Delete);
    expect(deletes.map((d) => [d.Delete!.Key!.SK, d.Delete!.ExpressionAttributeValues![':expected_token']])).toEqual([
      ['PRESCRIPTION#A', 'c-A'],
      ['PRESCRIPTION#B', 'c-B'],
    ]);
    expect(countOf('PRESCRIPTION#is_chronic=true')[0]!.Update!.ExpressionAttributeValues).toMatchObject({ ':by': -2 });
    expect(items().filter((i) => i.Put?.Item?.entity === 'audit')).toHaveLength(2);
  });
});
