import { DynamoDBClient, GetItemCommand, ScanCommand } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { installCallCounter, takeDbCalls } from './call-counter';

describe('the DynamoDB call counter of the bench', () => {
  const client = new DynamoDBClient({ region: 'us-east-1', endpoint: 'http://127.0.0.1:9', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } });
  installCallCounter(client);
  // Answers every command before it would be sent, so the test needs no database.
  client.middlewareStack.add(() => async () => ({ output: { $metadata: {} }, response: {} }), { step: 'build', name: 'answerLocally' });

  it('counts each command sent, by name, and starts again after a take', async () => {
    takeDbCalls();
    await client.send(new GetItemCommand({ TableName: 't', Key: { PK: { S: 'a' } } }));
    await client.send(new ScanCommand({ TableName: 't' }));
    expect(takeDbCalls()).toEqual({ count: 2, commands: ['GetItemCommand', 'ScanCommand'] });
    expect(takeDbCalls().count).toBe(0);
  });
});
