import { DynamoDBDocumentClient, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accessItem, listAccessLog, recordAccess } from './access-log';

// The access log's items and reads (issue 23 §4): ids only, the practice's partition and the
// patient's on GSI1, newest first.
const ddb = mockClient(DynamoDBDocumentClient);
beforeAll(() => void (process.env.TABLE_NAME = 'praktijk-test'));
afterEach(() => ddb.reset());

const actor = { tenantId: 'T1', userId: 'U1', requestId: 'R1' };
const entry = { object: 'lab_document' as const, objectIds: ['L1', 'L2'], patientId: 'P1', kind: 'link' as const, route: 'listLabReferrals' };

describe('an access entry', () => {
  it("lies in the practice's log and the patient's, sorted by time, with ids only", () => {
    const item = accessItem(actor, entry, new Date('2026-11-28T10:00:00Z'));
    expect(item).toMatchObject({
      PK: 'T#T1#ACCESS',
      SK: `ACCESS#${item.id}`,
      GSI1PK: 'T#T1#ACCESS#PATIENT#P1',
      GSI1SK: `ACCESS#${item.id}`,
      at: '2026-11-28T10:00:00.000Z',
      user_id: 'U1',
      request_id: 'R1',
      patient_id: 'P1',
      object: 'lab_document',
      object_ids: ['L1', 'L2'],
      kind: 'link',
      route: 'listLabReferrals',
    });
    // A later entry sorts after an earlier one.
    expect(accessItem(actor, entry, new Date('2026-11-28T10:00:01Z')).SK > item.SK).toBe(true);
  });

  it("of no one patient (an import's errors file) is in the practice's log only", () => {
    const item = accessItem(actor, { ...entry, object: 'import_errors', patientId: null });
    expect(item.GSI1PK).toBeUndefined();
    expect(item.patient_id).toBeNull();
  });

  it('is written as a new item, and not at all when nothing was handed out', async () => {
    ddb.on(PutCommand).resolves({});
    await recordAccess(actor, { ...entry, objectIds: [] });
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
    await recordAccess(actor, entry);
    expect(ddb.commandCalls(PutCommand)[0]!.args[0].input).toMatchObject({ ConditionExpression: 'attribute_not_exists(PK)', Item: { PK: 'T#T1#ACCESS' } });
  });

  it('is read newest first, from the practice or one patient, paged by the key where a page stopped', async () => {
    ddb.on(QueryCommand).resolves({ Items: [], LastEvaluatedKey: { PK: 'x', SK: 'y' } });
    const page = await listAccessLog({ tenantId: 'T1', patientId: 'P1', limit: 20, from: { PK: 'a', SK: 'b' } });
    expect(page.next).toEqual({ PK: 'x', SK: 'y' });
    expect(ddb.commandCalls(QueryCommand)[0]!.args[0].input).toMatchObject({
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': 'T#T1#ACCESS#PATIENT#P1' },
      ScanIndexForward: false,
      Limit: 20,
      ExclusiveStartKey: { PK: 'a', SK: 'b' },
    });
    await listAccessLog({ tenantId: 'T1', limit: 20 });
    expect(ddb.commandCalls(QueryCommand)[1]!.args[0].input).toMatchObject({
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': 'T#T1#ACCESS' },
    });
  });
});
