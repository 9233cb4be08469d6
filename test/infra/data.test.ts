import { Match } from 'aws-cdk-lib/assertions';
import { afterAll, describe, expect, it } from 'vitest';
import { GLOBAL_INDEXES, TABLE_KEYS } from '@praktijk/functions/lib/data/table-definition';
import { PENDING_UPLOAD_TAG } from '@praktijk/functions/lib/files/pending-upload';
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

  it('is in a backup plan, with the documents bucket', () => {
    data.hasResourceProperties('AWS::Backup::BackupSelection', {
      BackupSelection: Match.objectLike({
        Resources: [{ 'Fn::GetAtt': [tableId, 'Arn'] }, { 'Fn::GetAtt': [logicalId(praktijk.stacks.data.buckets.documents), 'Arn'] }],
      }),
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

  // A rule filtered on the pending-upload tag expires only uploads never confirmed (issue 23 §4), not the bucket's files.
  it('expire exports and imports, keep documents', () => {
    const expiring = (name: (typeof names)[number]): unknown =>
      (bucket(name).LifecycleConfiguration as { Rules: { ExpirationInDays?: number; TagFilters?: unknown }[] }).Rules.some(
        (r) => r.ExpirationInDays !== undefined && r.TagFilters === undefined,
      );
    expect([expiring('documents'), expiring('exports'), expiring('imports')]).toEqual([false, true, true]);
  });

  it('expire an upload still tagged pending (never confirmed) after a day, in the buckets browsers upload to', () => {
    for (const name of ['documents', 'imports'] as const) {
      const rules = (bucket(name).LifecycleConfiguration as { Rules: Record<string, unknown>[] }).Rules;
      expect(rules).toContainEqual(
        expect.objectContaining({
          Id: 'expire-pending-uploads',
          Status: 'Enabled',
          TagFilters: [{ Key: PENDING_UPLOAD_TAG.key, Value: PENDING_UPLOAD_TAG.value }],
          ExpirationInDays: 1,
          NoncurrentVersionExpiration: { NoncurrentDays: 1 },
        }),
      );
    }
  });

  it('allow browser uploads (presigned POST) and downloads through presigned URLs from CloudFront origins by default', () => {
    for (const name of ['documents', 'imports'] as const) {
      expect(bucket(name).CorsConfiguration).toEqual({
        CorsRules: [expect.objectContaining({ AllowedMethods: ['GET', 'PUT', 'POST', 'HEAD'], AllowedOrigins: ['https://*.cloudfront.net'] })],
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

const COPY_VAULT_ARN = 'arn:aws:backup:eu-west-1:210987654321:backup-vault:praktijk-copies';
const BREAK_GLASS_ARN = 'arn:aws:iam::123456789012:role/ops-break-glass';

describe('backups an attacker cannot delete', () => {
  const withCopy = synthPraktijk({ backupCopyVaultArn: COPY_VAULT_ARN, breakGlassRoleArn: BREAK_GLASS_ARN });
  afterAll(() => withCopy.cleanup());
  const copyData = withCopy.template('data');
  const stack = withCopy.stacks.data;

  it('keep recovery points in a vault locked in compliance mode, encrypted with its own key', () => {
    copyData.hasResourceProperties('AWS::Backup::BackupVault', {
      EncryptionKeyArn: { 'Fn::GetAtt': [logicalId(stack.backupKey), 'Arn'] },
      LockConfiguration: { MinRetentionDays: 35, ChangeableForDays: 3 },
    });
    expect(logicalId(stack.backupKey)).not.toBe(logicalId(stack.dataKey));
    expect(Object.values(resourcesOfType(copyData, 'AWS::Backup::BackupVault'))[0]!.DeletionPolicy).toBe('Retain');
  });

  it('never expire a recovery point before the lock allows', () => {
    const plan = Object.values(resourcesOfType(copyData, 'AWS::Backup::BackupPlan'))[0]!.Properties as {
      BackupPlan: { BackupPlanRule: { Lifecycle: { DeleteAfterDays: number } }[] };
    };
    for (const rule of plan.BackupPlan.BackupPlanRule) expect(rule.Lifecycle.DeleteAfterDays).toBeGreaterThanOrEqual(35);
  });

  it('copy every recovery point to the second vault from context, kept as long as the original', () => {
    const plan = Object.values(resourcesOfType(copyData, 'AWS::Backup::BackupPlan'))[0]!.Properties as {
      BackupPlan: { BackupPlanRule: { RuleName: string; Lifecycle: { DeleteAfterDays: number }; CopyActions?: unknown[] }[] };
    };
    expect(plan.BackupPlan.BackupPlanRule.map((r) => r.RuleName).sort()).toEqual(['Daily', 'Monthly']);
    for (const rule of plan.BackupPlan.BackupPlanRule) {
      expect(rule.CopyActions).toEqual([{ DestinationBackupVaultArn: COPY_VAULT_ARN, Lifecycle: { DeleteAfterDays: rule.Lifecycle.DeleteAfterDays } }]);
    }
  });

  it('back up S3 with the AWS policies S3 backups need', () => {
    const selection = Object.values(resourcesOfType(copyData, 'AWS::Backup::BackupSelection'))[0]!.Properties as {
      BackupSelection: { IamRoleArn: { 'Fn::GetAtt': [string] } };
    };
    const role = copyData.toJSON().Resources[selection.BackupSelection.IamRoleArn['Fn::GetAtt'][0]].Properties as { ManagedPolicyArns: unknown };
    expect(JSON.stringify(role.ManagedPolicyArns)).toContain('AWSBackupServiceRolePolicyForS3Backup');
    expect(JSON.stringify(role.ManagedPolicyArns)).toContain('service-role/AWSBackupServiceRolePolicyForBackup');
  });

  it.each(['dataKey', 'backupKey'] as const)('%s: only the break-glass role may disable it or schedule its deletion', (key) => {
    const policy = copyData.toJSON().Resources[logicalId(stack[key])].Properties as { KeyPolicy: { Statement: Record<string, unknown>[] } };
    expect(policy.KeyPolicy.Statement).toContainEqual(
      expect.objectContaining({
        Effect: 'Deny',
        Principal: { AWS: '*' },
        Action: ['kms:DisableKey', 'kms:ScheduleKeyDeletion'],
        Condition: { ArnNotEquals: { 'aws:PrincipalArn': BREAK_GLASS_ARN } },
      }),
    );
  });

  it('default the break-glass role to praktijk-<stage>-break-glass in the deployment account', () => {
    const policy = data.toJSON().Resources[logicalId(praktijk.stacks.data.dataKey)].Properties as { KeyPolicy: unknown };
    expect(JSON.stringify(policy.KeyPolicy)).toMatch(/:role\/praktijk-test-break-glass"/);
  });

  it('have no copy rule when no copy vault is given (non-production stages)', () => {
    expect(JSON.stringify(data.findResources('AWS::Backup::BackupPlan'))).not.toContain('CopyActions');
  });
});

describe('what survives a cdk destroy', () => {
  it('termination protection on the data and auth stacks', () => {
    expect(praktijk.stacks.data.terminationProtection).toBe(true);
    expect(praktijk.stacks.auth.terminationProtection).toBe(true);
  });

  it('keeps every KMS key and alias in every stack', () => {
    for (const key of ['data', 'auth', 'realtime', 'jobs', 'api', 'web', 'monitoring'] as const) {
      const template = praktijk.template(key);
      for (const type of ['AWS::KMS::Key', 'AWS::KMS::Alias']) {
        for (const [id, resource] of Object.entries(resourcesOfType(template, type))) expect(resource.DeletionPolicy, `${key} ${id}`).toBe('Retain');
      }
    }
    expect(Object.keys(resourcesOfType(data, 'AWS::KMS::Alias')).length).toBeGreaterThanOrEqual(3);
  });
});

describe('the catalogue load', () => {
  it('runs as part of the deploy: a Trigger invokes the loader after the table exists, again whenever the loader changes', () => {
    const loader = praktijk.stacks.data.catalogueLoader;
    const [trigger] = Object.values(
      data.toJSON().Resources as Record<string, { Type: string; Properties: Record<string, unknown>; DependsOn?: string[] }>,
    ).filter((r) => r.Type === 'Custom::Trigger');
    // The handler is the loader's current version: a new version (new code or catalogue data) runs the trigger again.
    const version = data.toJSON().Resources[(trigger?.Properties.HandlerArn as { Ref: string }).Ref] as { Type: string; Properties: { FunctionName: unknown } };
    expect(version.Type).toBe('AWS::Lambda::Version');
    expect(version.Properties.FunctionName).toEqual({ Ref: logicalId(loader.function) });
    expect(trigger?.DependsOn).toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`^${logicalId(praktijk.stacks.data.table)}`))]));
    data.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ TABLE_NAME: { Ref: logicalId(praktijk.stacks.data.table) } }) },
      TracingConfig: { Mode: 'Active' },
    });
  });
});
