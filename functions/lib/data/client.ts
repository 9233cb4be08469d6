import { DynamoDBClient, type DynamoDBClientConfig } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { tenantAccessRoleArn, tenantCredentialProvider } from '../auth/tenant-credentials';
import { currentTenant, inPracticeDirectoryScope } from '../auth/tenant-scope';
import { ENV, optionalEnv, requireEnv } from '../env';
import { traceAwsCalls } from '../tracing';
import { countingEnabled, installCallCounter } from './call-counter';

// Clients are made once per container (never per call). On the twin the endpoint points at
// DynamoDB Local; in the cloud it is unset and the SDK uses the region's endpoint.
// With TENANT_ACCESS_ROLE_ARN set (REST functions in the cloud) every request's calls go through
// a client of the request's practice, signed with credentials only that practice's keys accept
// (auth/tenant-credentials.ts); without it (the twin, the jobs worker, tools) one client serves all.
let sharedClient: DynamoDBDocumentClient | undefined;
const tenantClients = new Map<string, DynamoDBDocumentClient>();

export function db(): DynamoDBDocumentClient {
  // The practice directory (the job worker's nightly fan-out) is read with the function's own role,
  // whose policy reaches only the directory's keys.
  if (!tenantAccessRoleArn() || inPracticeDirectoryScope()) {
    sharedClient ??= documentClient({});
    return sharedClient;
  }
  const tenantId = currentTenant();
  // Fail closed: a call outside a request's tenant would otherwise need table-wide credentials.
  if (!tenantId) throw new Error('Table access outside a tenant scope: this function reads and writes for one practice per request');
  let client = tenantClients.get(tenantId);
  if (!client) {
    client = documentClient({ credentials: tenantCredentialProvider(tenantId) });
    tenantClients.set(tenantId, client);
  }
  return client;
}

function documentClient(config: DynamoDBClientConfig): DynamoDBDocumentClient {
  const endpoint = optionalEnv(ENV.dynamoEndpoint);
  const client = traceAwsCalls(
    new DynamoDBClient(
      endpoint ? { endpoint, region: process.env.AWS_REGION ?? 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : config,
    ),
  );
  if (countingEnabled()) installCallCounter(client);
  return DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
}

export function tableName(): string {
  return requireEnv(ENV.table);
}
