import { BatchGetCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { batchGet } from './query';

// batchGet asks each key once: DynamoDB refuses a batch that names a key twice, and callers that
// gather keys of several catalogues or records (a prescription's medication and allergens) repeat some.
const ddb = mockClient(DynamoDBDocumentClient);
beforeAll(() => void (process.env.TABLE_NAME = 'praktijk-test'));
beforeEach(() => ddb.reset());

describe('batchGet', () => {
  it('sends a key asked twice once', async () => {
    ddb.on(BatchGetCommand).resolves({ Responses: {} });
    await batchGet([
      { PK: 'C#a', SK: 'ALL' },
      { PK: 'C#b', SK: 'ALL' },
      { PK: 'C#a', SK: 'ALL' },
    ]);
    const sent = ddb.commandCalls(BatchGetCommand)[0]!.args[0].input.RequestItems!;
    expect(sent['praktijk-test']!.Keys).toEqual([
      { PK: 'C#a', SK: 'ALL' },
      { PK: 'C#b', SK: 'ALL' },
    ]);
  });
});
