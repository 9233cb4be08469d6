import { BatchGetCommand, BatchWriteCommand, DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogues } from './loader';
import { catalogueHash, combinedHash, REFERENCE_NAMES } from './rows';

const ddb = mockClient(DynamoDBDocumentClient);
const hashes = new Map(REFERENCE_NAMES.map((n) => [n, catalogueHash(n)]));

beforeAll(() => {
  process.env.TABLE_NAME = 'praktijk-test';
});
afterEach(() => ddb.reset());

describe('loadCatalogues', () => {
  it('stops after one read when the stored hash matches', async () => {
    ddb.on(GetCommand).resolves({ Item: { hash: combinedHash(hashes) } });
    const summary = await loadCatalogues();
    expect(summary.skipped).toBe(true);
    expect(ddb.calls()).toHaveLength(1);
  });

  it('rewrites only the catalogues whose hash changed, removes their stale items, then records the hash', async () => {
    ddb.on(GetCommand).resolves({});
    const stored = REFERENCE_NAMES.filter((n) => n !== 'titles').map((name) => ({ name, hash: hashes.get(name) }));
    ddb.on(BatchGetCommand).resolves({ Responses: { 'praktijk-test': stored } });
    ddb.on(QueryCommand).callsFake((input: { ExpressionAttributeValues: Record<string, string> }) => ({
      Items:
        input.ExpressionAttributeValues[':pk'] === 'CAT#titles'
          ? [
              { PK: 'CAT#titles', SK: 'GROUP#' },
              { PK: 'CAT#titles', SK: 'META' },
            ]
          : [],
    }));
    ddb.on(BatchWriteCommand).resolves({});
    ddb.on(PutCommand).resolves({});

    const summary = await loadCatalogues();
    expect(summary).toMatchObject({ skipped: false, loaded: ['titles'], deleted: 1, rows: 1 });
    const written = ddb.commandCalls(BatchWriteCommand).flatMap((c) => c.args[0].input.RequestItems!['praktijk-test']!);
    expect(written).toEqual([
      { DeleteRequest: { Key: { PK: 'CAT#titles', SK: 'GROUP#' } } },
      { PutRequest: { Item: expect.objectContaining({ PK: 'CAT#titles', SK: 'ALL' }) } },
    ]);
    const puts = ddb.commandCalls(PutCommand).map((c) => c.args[0].input.Item);
    expect(puts).toEqual([
      expect.objectContaining({ PK: 'CAT#titles', SK: 'META', hash: hashes.get('titles') }),
      expect.objectContaining({ PK: 'CAT#', SK: 'LOADED', hash: combinedHash(hashes) }),
    ]);
  });

  it('retries what DynamoDB leaves unprocessed', async () => {
    ddb.on(GetCommand).resolves({});
    ddb
      .on(BatchGetCommand)
      .resolves({ Responses: { 'praktijk-test': REFERENCE_NAMES.filter((n) => n !== 'twins').map((name) => ({ name, hash: hashes.get(name) })) } });
    ddb.on(QueryCommand).resolves({ Items: [] });
    ddb
      .on(BatchWriteCommand)
      .resolvesOnce({ UnprocessedItems: { 'praktijk-test': [{ PutRequest: { Item: { PK: 'CAT#twins', SK: 'ALL' } } }] } })
      .resolves({});
    ddb.on(PutCommand).resolves({});
    await loadCatalogues();
    expect(ddb.commandCalls(BatchWriteCommand)).toHaveLength(2);
  });
});
