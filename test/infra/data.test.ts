import { Match } from 'aws-cdk-lib/assertions';
import { afterAll, describe, expect, it } from 'vitest';
import { GLOBAL_INDEXES, TABLE_KEYS } from '@praktijk/functions/lib/data/table-definition';
import { logicalId, resourcesOfType, synthPraktijk } from './synth';

const praktijk = synthPraktijk();
afterAll(() => praktijk.cleanup());
const data = praktijk.template('data');
const dataKeyArn = { 'Fn::GetAtt': [logicalId(praktijk.stacks.data.dataKey), 'Arn'] };

describe('the single DynamoDB table', () => {
  const tables = resourcesOfType(data, 'AWS::DynamoDB::Table');
  const [tableId, table] = Object.entries(tables)[0]!;

  it('is the one table, kept on stack deletion and protected from deletion', () => {
    expect(Object.keys(tables)).toHaveLength(1);
    expect(table.DeletionPolicy).toBe('Retain');
    data.hasResourceProperties('AWS::DynamoDB::Table', { DeletionProtectionEnabled: true });
  });

  it('has the keys and global indexes of the shared table definition', () => {
    data.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: GLOBAL_INDEXES.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
      BillingMode: 'PAY_PER_REQUEST',
    });
  });

  it('has point-in-time recovery, TTL on the expiry attribute, a new-and-old-images stream', () => {
    data.hasResourceProperties('AWS::DynamoDB::Table', {
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      TimeToLiveSpecification: { AttributeName: TABLE_KEYS.ttlAttribute, Enabled: true },
      StreamSpecification: { StreamViewType: 'NEW_AND_OLD_IMAGES' },
    });
  });

  it('is encrypted with the rotating customer-managed data key', () => {
    data.hasResourceProperties('AWS::DynamoDB::Table', { SSESpecification: { SSEEnabled: true, SSEType: 'KMS', KMSMasterKeyId: dataKeyArn } });
    data.hasResourceProperties('AWS::KMS::Key', { EnableKeyRotation: true, Description: Match.stringLikeRegexp('patient data') });
  });

  it('is in a backup plan', () => {
    data.hasResourceProperties('AWS::Backup::BackupSelection', {
      BackupSelection: Match.objectLike({ Resources: [{ 'Fn::GetAtt': [tableId, 'Arn'] }] }),
    });
  });

  it('can be read without Scan, by no policy anywhere in the app', () => {
    for (const stack of ['data', 'auth', 'realtime', 'jobs', 'api', 'web'] as const) {
      const policies = JSON.stringify(praktijk.template(stack).findResources('AWS::IAM::ManagedPolicy'));
      expect(policies).not.toMatch(/dynamodb:(Scan|\*)/);
    }
  });

  it('gives read-only functions no write actions', () => {
    const readPolicy = data.toJSON().Resources[logicalId(praktijk.stacks.data.tableAccess.read)].Properties as { PolicyDocument: unknown };
    expect(JSON.stringify(readPolicy.PolicyDocument)).not.toMatch(/dynamodb:(Put|Update|Delete|BatchWrite)/);
  });
});

describe('the documents, exports and imports buckets', () => {
  const names = ['documents', 'exports', 'imports'] as const;
  const bucket = (name: (typeof names)[number]): Record<string, unknown> =>
    data.toJSON().Resources[logicalId(praktijk.stacks.data.buckets[name])].Properties as Record<string, unknown>;

  it.each(names)('%s: private, KMS-encrypted, versioned, access-logged', (name) => {
    expect(bucket(name)).toMatchObject({
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'aws:kms', KMSMasterKeyID: dataKeyArn } }] },
      VersioningConfiguration: { Status: 'Enabled' },
      LoggingConfiguration: { LogFilePrefix: `${name}/` },
    });
  });

  it('all refuse requests without TLS, in both stacks that have buckets', () => {
    for (const stack of ['data', 'web'] as const) {
      const template = praktijk.template(stack);
      const buckets = Object.keys(resourcesOfType(template, 'AWS::S3::Bucket'));
      const policies = Object.values(resourcesOfType(template, 'AWS::S3::BucketPolicy')).map(
        (p) => p.Properties as { Bucket: { Ref: string }; PolicyDocument: unknown },
      );
      for (const id of buckets) {
        const policy = policies.find((p) => p.Bucket.Ref === id);
        expect(policy?.PolicyDocument, id).toMatchObject({
          Statement: expect.arrayContaining([
            expect.objectContaining({ Effect: 'Deny', Action: 's3:*', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          ]) as unknown,
        });
      }
    }
  });

  it('expire exports and imports, keep documents', () => {
    const expiring = (name: (typeof names)[number]): unknown =>
      (bucket(name).LifecycleConfiguration as { Rules: { ExpirationInDays?: number }[] }).Rules.some((r) => r.ExpirationInDays !== undefined);
    expect([expiring('documents'), expiring('exports'), expiring('imports')]).toEqual([false, true, true]);
  });

  it('allow browser uploads and downloads through presigned URLs from CloudFront origins by default', () => {
    for (const name of ['documents', 'imports'] as const) {
      expect(bucket(name).CorsConfiguration).toEqual({
        CorsRules: [expect.objectContaining({ AllowedMethods: ['GET', 'PUT', 'HEAD'], AllowedOrigins: ['https://*.cloudfront.net'] })],
      });
    }
  });

  it('take the CORS origins from the webOrigins context', () => {
    const custom = synthPraktijk({ webOrigins: 'https://praktijk.example.org, https://beta.praktijk.example.org' });
    try {
      custom.template('data').hasResourceProperties('AWS::S3::Bucket', {
        CorsConfiguration: { CorsRules: [Match.objectLike({ AllowedOrigins: ['https://praktijk.example.org', 'https://beta.praktijk.example.org'] })] },
      });
    } finally {
      custom.cleanup();
    }
  });

  it('refuse a webOrigins entry that is not an https origin', () => {
    expect(() => synthPraktijk({ webOrigins: 'http://praktijk.example.org' })).toThrow(/webOrigins/);
  });
});
