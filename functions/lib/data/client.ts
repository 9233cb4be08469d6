import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ENV, optionalEnv, requireEnv } from '../env';
import { countingEnabled, installCallCounter } from './call-counter';

// One client per container, created on first use (never per call). On the twin the endpoint
// points at DynamoDB Local; in the cloud it is unset and the SDK uses the region's endpoint.
let documentClient: DynamoDBDocumentClient | undefined;

export function db(): DynamoDBDocumentClient {
  if (!documentClient) {
    const endpoint = optionalEnv(ENV.dynamoEndpoint);
    const client = new DynamoDBClient(
      endpoint ? { endpoint, region: process.env.AWS_REGION ?? 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {},
    );
    if (countingEnabled()) installCallCounter(client);
    documentClient = DynamoDBDocumentClient.from(client, {
      marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
    });
  }
  return documentClient;
}

export function tableName(): string {
  return requireEnv(ENV.table);
}
