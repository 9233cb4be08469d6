import { DynamoDBDocumentClient, QueryCommand, type QueryCommandInput, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_LOG_COUNT_WINDOW } from '@praktijk/shared/constants';
import { countAuditLog, listAuditLog } from './audit-log';
import { useTestCursorKey } from './test-cursor-key';

// The Logs count is bounded (issue 21 §8): a COUNT Query with Limit window + 1, continued where
// DynamoDB stopped short at a megabyte, never past the window.
const ddb = mockClient(DynamoDBDocumentClient);
const partition = { attribute: 'PK', value: 'T#T1#AUDIT#P1' };
const lastKey = (n: number) => ({ PK: partition.value, SK: `LOG#${n}` });
const countCalls = () => ddb.commandCalls(QueryCommand).map((c) => c.args[0].input);
useTestCursorKey();
beforeAll(() => void (process.env.TABLE_NAME = 'praktijk-test'));
afterEach(() => ddb.reset());

describe('the bounded log count', () => {
  it('counts a short log exactly in one COUNT Query that evaluates at most one entry past the window', async () => {
    ddb.on(QueryCommand).resolves({ Count: 42 });
    expect(await countAuditLog(partition)).toEqual({ count: 42, atLeast: false });
    expect(countCalls()).toEqual([
      expect.objectContaining({
        Select: 'COUNT',
        Limit: AUDIT_LOG_COUNT_WINDOW + 1,
        ScanIndexForward: false,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': partition.value },
      }),
    ]);
  });

  it('counts exactly the window as exact, and one more as a lower bound at the window', async () => {
    ddb.on(QueryCommand).resolves({ Count: AUDIT_LOG_COUNT_WINDOW });
    expect(await countAuditLog(partition)).toEqual({ count: AUDIT_LOG_COUNT_WINDOW, atLeast: false });
    ddb.reset();
    ddb.on(QueryCommand).resolves({ Count: AUDIT_LOG_COUNT_WINDOW + 1, LastEvaluatedKey: lastKey(201) });
    expect(await countAuditLog(partition)).toEqual({ count: AUDIT_LOG_COUNT_WINDOW, atLeast: true });
    expect(countCalls()).toHaveLength(1);
  });

  it('goes on where a read stopped at a megabyte, asking only for what the window still lacks, and stops past it', async () => {
    ddb
      .on(QueryCommand)
      .resolvesOnce({ Count: 120, LastEvaluatedKey: lastKey(120) })
      .resolvesOnce({ Count: 81, LastEvaluatedKey: lastKey(201) })
      .resolves({ Count: 999 });
    expect(await countAuditLog(partition, lastKey(0))).toEqual({ count: AUDIT_LOG_COUNT_WINDOW, atLeast: true });
    const calls = countCalls();
    expect(calls.map((c) => [c.Limit, c.ExclusiveStartKey])).toEqual([
      [AUDIT_LOG_COUNT_WINDOW + 1, lastKey(0)],
      [AUDIT_LOG_COUNT_WINDOW + 1 - 120, lastKey(120)],
    ]);
  });

  it('ends with the partition: a log that stops short of the window is exact', async () => {
    ddb
      .on(QueryCommand)
      .resolvesOnce({ Count: 150, LastEvaluatedKey: lastKey(150) })
      .resolves({ Count: 7 });
    expect(await countAuditLog(partition)).toEqual({ count: 157, atLeast: false });
    expect(countCalls()).toHaveLength(2);
  });
});

describe('a page of the log', () => {
  const entry = (n: number) => ({ PK: partition.value, SK: `LOG#${String(n).padStart(4, '0')}`, id: `E${n}`, changes: [] });
  /** The count's Query gets `count`, the page's `page`. */
  const answer = (count: Partial<QueryCommandOutput>, page: Partial<QueryCommandOutput>) =>
    ddb.on(QueryCommand).callsFake((input: QueryCommandInput) => (input.Select === 'COUNT' ? count : page));

  it("adds the entries before the page (from its cursor) to the count from the page's start", async () => {
    answer({ Count: AUDIT_LOG_COUNT_WINDOW + 1, LastEvaluatedKey: lastKey(1) }, { Items: [entry(3), entry(2), entry(1)] });
    const first = await listAuditLog({ tenantId: 'T1', subjectId: 'P1', limit: 2 });
    expect(first).toMatchObject({ count: AUDIT_LOG_COUNT_WINDOW, count_at_least: true, next: expect.any(String) });
    expect(first.results.map((e) => e.id)).toEqual(['E3', 'E2']);

    ddb.reset();
    answer({ Count: 30 }, { Items: [entry(1)] });
    const second = await listAuditLog({ tenantId: 'T1', subjectId: 'P1', limit: 2, cursor: first.next });
    expect(second).toEqual(expect.objectContaining({ count: 32, next: null }));
    expect(second).not.toHaveProperty('count_at_least');
    // Both reads of the second page start after the first page's last entry, towards the older ones.
    for (const call of countCalls()) expect(call).toMatchObject({ ExclusiveStartKey: { PK: partition.value, SK: 'LOG#0002' }, ScanIndexForward: false });
  });
});
