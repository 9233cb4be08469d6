import { CfnOutput, Duration, RemovalPolicy, Stack, TimeZone, type StackProps } from 'aws-cdk-lib';
import * as backup from 'aws-cdk-lib/aws-backup';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as events from 'aws-cdk-lib/aws-events';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as triggers from 'aws-cdk-lib/triggers';
import { type Construct } from 'constructs';
import { GLOBAL_INDEXES, TABLE_KEYS } from '@praktijk/functions/lib/data/table-definition';
import { ENV } from '@praktijk/functions/lib/env';
import { PENDING_UPLOAD_TAG } from '@praktijk/functions/lib/files/pending-upload';
import { TIMEZONE } from '@praktijk/shared/constants';
import { AppFunction } from '../constructs/app-function';
import { Capability } from '../constructs/capability';
import { ManagedPolicyRole } from '../constructs/managed-policy-role';
import { acknowledge } from '../constructs/nag';
import { AccessLogBucket, SecureBucket } from '../constructs/secure-bucket';

export interface DataStackProps extends StackProps {
  stage: string;
  /** Origins allowed to PUT/GET through presigned URLs from the browser (S3 CORS). */
  webOrigins: string[];
  /** A vault in another region or account that every recovery point is copied to (required for production stages). */
  backupCopyVaultArn?: string;
  /** The only principal that may disable the data and backup keys or schedule their deletion. */
  breakGlassRoleArn?: string;
}

export type AccessMode = 'read' | 'readWrite';
export type BucketName = 'documents' | 'exports' | 'imports';

const OBJECT_KEY_WILDCARD = {
  finding: /^Resource::<\w+\.Arn>\/\*$/,
  reason: 'Object keys are created at run time (tenant and ULID); the statement is limited to this one bucket and the listed object actions.',
};

/** Exports are produced on demand and downloaded soon after; imports are processed within minutes. */
const EXPORT_RETENTION = Duration.days(30);
const IMPORT_RETENTION = Duration.days(30);
const NONCURRENT_RETENTION = Duration.days(7);
/**
 * Uploads never confirmed (the browser closed mid-way, a client that only uploads): the presigned
 * POST tags each object pending and the confirmation that accepts it clears the tag
 * (functions/lib/files/uploads.ts), so what still carries it after a day is removed, its
 * noncurrent version too. A day: far past a ticket's minutes, short enough that no unchecked file
 * lingers.
 */
const PENDING_UPLOAD_RULE: s3.LifecycleRule = {
  id: 'expire-pending-uploads',
  tagFilters: { [PENDING_UPLOAD_TAG.key]: PENDING_UPLOAD_TAG.value },
  expiration: Duration.days(1),
  noncurrentVersionExpiration: Duration.days(1),
};

/** Daily recovery points are kept this long; Vault Lock refuses to let any recovery point go sooner. */
const DAILY_RETENTION = Duration.days(35);
const MONTHLY_RETENTION = Duration.days(365);
// Vault Lock's grace period: during it the lock can still be removed (a mistaken deploy can be
// undone); after it the vault is in compliance mode and not even the root user can shorten it.
const VAULT_LOCK_GRACE = Duration.days(3);

/** A full load writes every catalogue (a few thousand items) in batches: well under this. */
const CATALOGUE_LOAD_TIMEOUT = Duration.minutes(10);

const BACKUP_SERVICE_POLICIES = [
  'service-role/AWSBackupServiceRolePolicyForBackup',
  'service-role/AWSBackupServiceRolePolicyForRestores',
  'AWSBackupServiceRolePolicyForS3Backup',
  'AWSBackupServiceRolePolicyForS3Restore',
];

/**
 * What holds patient data: the single DynamoDB table (keys from the shared table definition),
 * the documents/exports/imports buckets, their customer-managed key, a backup plan, and the
 * capabilities (managed policies) through which functions get access.
 */
export class DataStack extends Stack {
  readonly table: dynamodb.Table;
  readonly dataKey: kms.Key;
  readonly logsKey: kms.Key;
  /** Encrypts the recovery points in the locked vault; apart from the data key so one key's loss is not both. */
  readonly backupKey: kms.Key;
  readonly backupVault: backup.BackupVault;
  readonly backupPlan: backup.BackupPlan;
  readonly buckets: Record<BucketName, s3.Bucket>;
  readonly tableAccess: Record<AccessMode, Capability>;
  /** Loads the reference catalogues into the table on every deploy that changes it (a CDK Trigger). */
  readonly catalogueLoader: AppFunction;
  readonly bucketAccess: Record<BucketName, Record<AccessMode, Capability>>;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);

    this.dataKey = new kms.Key(this, 'DataKey', {
      alias: `alias/praktijk-${props.stage}-data`,
      description: 'Praktijk patient data: table, documents, exports, imports, backups',
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.backupKey = new kms.Key(this, 'BackupKey', {
      alias: `alias/praktijk-${props.stage}-backup`,
      description: 'Praktijk backup vault (recovery points of the table and the documents bucket)',
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    const breakGlass = props.breakGlassRoleArn ?? `arn:${this.partition}:iam::${this.account}:role/praktijk-${props.stage}-break-glass`;
    for (const key of [this.dataKey, this.backupKey]) denyKeyDisabling(key, breakGlass);
    this.logsKey = this.createLogsKey(props.stage);
    this.table = this.createTable();

    const accessLogs = new AccessLogBucket(this, 'AccessLogs');
    const secure = (name: BucketName, extra: { lifecycleRules?: s3.LifecycleRule[]; cors?: s3.CorsRule[] }): SecureBucket =>
      new SecureBucket(this, `${capitalize(name)}Bucket`, {
        encryptionKey: this.dataKey,
        serverAccessLogsBucket: accessLogs,
        serverAccessLogsPrefix: `${name}/`,
        ...extra,
      });
    this.buckets = {
      // POST: the browser uploads documents and import files to the bucket itself (presigned POST, DESIGN §7).
      documents: secure('documents', { lifecycleRules: [PENDING_UPLOAD_RULE], cors: [browserCors(props.webOrigins, ['GET', 'PUT', 'POST', 'HEAD'])] }),
      exports: secure('exports', {
        lifecycleRules: [{ id: 'expire-exports', expiration: EXPORT_RETENTION, noncurrentVersionExpiration: NONCURRENT_RETENTION }],
        cors: [browserCors(props.webOrigins, ['GET', 'HEAD'])],
      }),
      imports: secure('imports', {
        lifecycleRules: [{ id: 'expire-imports', expiration: IMPORT_RETENTION, noncurrentVersionExpiration: NONCURRENT_RETENTION }, PENDING_UPLOAD_RULE],
        cors: [browserCors(props.webOrigins, ['GET', 'PUT', 'POST', 'HEAD'])],
      }),
    };

    ({ vault: this.backupVault, plan: this.backupPlan } = this.createBackupPlan(props.backupCopyVaultArn));

    this.tableAccess = {
      read: this.tableCapability('read'),
      readWrite: this.tableCapability('readWrite'),
    };
    this.bucketAccess = {
      documents: this.bucketCapabilities('documents'),
      exports: this.bucketCapabilities('exports'),
      imports: this.bucketCapabilities('imports'),
    };

    this.catalogueLoader = this.createCatalogueLoad();

    // For ops scripts (npm run practice:create takes TABLE_NAME).
    new CfnOutput(this, 'TableName', { value: this.table.tableName });
  }

  // Table (not TableV2): TableV2 cannot render a customer-managed key in an env-agnostic stack.
  private createTable(): dynamodb.Table {
    const attribute = (name: string): dynamodb.Attribute => ({ name, type: dynamodb.AttributeType.STRING });
    const table = new dynamodb.Table(this, 'Table', {
      partitionKey: attribute(TABLE_KEYS.partitionKey),
      sortKey: attribute(TABLE_KEYS.sortKey),
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: TABLE_KEYS.ttlAttribute,
      stream: dynamodb.StreamViewType.NEW_AND_OLD_IMAGES,
      encryption: dynamodb.TableEncryption.CUSTOMER_MANAGED,
      encryptionKey: this.dataKey,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of GLOBAL_INDEXES) {
      table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: attribute(index.partitionKey),
        sortKey: attribute(index.sortKey),
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }
    return table;
  }

  /**
   * Daily backups kept 35 days and monthly ones kept a year, beside point-in-time recovery; taken
   * at 04:00 practice time, after the nightly exports. The vault is locked in compliance mode, so
   * neither an attacker with admin rights nor a mistaken script can delete a recovery point before
   * its retention ends; every recovery point is also copied to a vault in another region or
   * account. The table and the documents bucket are backed up; exports and imports are transient
   * (30 days) and can be produced again.
   */
  private createBackupPlan(copyVaultArn: string | undefined): { vault: backup.BackupVault; plan: backup.BackupPlan } {
    const vault = new backup.BackupVault(this, 'BackupVault', {
      encryptionKey: this.backupKey,
      lockConfiguration: { minRetention: DAILY_RETENTION, changeableFor: VAULT_LOCK_GRACE },
      removalPolicy: RemovalPolicy.RETAIN,
    });
    const copyVault = copyVaultArn ? backup.BackupVault.fromBackupVaultArn(this, 'CopyVault', copyVaultArn) : undefined;
    const copyFor = (deleteAfter: Duration): backup.BackupPlanCopyActionProps[] | undefined =>
      copyVault ? [{ destinationBackupVault: copyVault, deleteAfter }] : undefined;
    const at4am = { scheduleExpressionTimezone: TimeZone.of(TIMEZONE), startWindow: Duration.hours(1), completionWindow: Duration.hours(4) };
    const plan = new backup.BackupPlan(this, 'BackupPlan', {
      backupVault: vault,
      backupPlanRules: [
        new backup.BackupPlanRule({
          ...at4am,
          ruleName: 'Daily',
          scheduleExpression: events.Schedule.cron({ hour: '4', minute: '0' }),
          deleteAfter: DAILY_RETENTION,
          copyActions: copyFor(DAILY_RETENTION),
        }),
        new backup.BackupPlanRule({
          ...at4am,
          ruleName: 'Monthly',
          scheduleExpression: events.Schedule.cron({ day: '1', hour: '4', minute: '0' }),
          deleteAfter: MONTHLY_RETENTION,
          copyActions: copyFor(MONTHLY_RETENTION),
        }),
      ],
    });
    // One role for both resource types: S3 backups need their own AWS policies beside the general one.
    const role = new ManagedPolicyRole(this, 'BackupRole', {
      assumedBy: new iam.ServicePrincipal('backup.amazonaws.com'),
      description: 'AWS Backup: back up and restore the Praktijk table and documents bucket',
      managedPolicies: BACKUP_SERVICE_POLICIES.map((name) => iam.ManagedPolicy.fromAwsManagedPolicyName(name)),
    });
    acknowledge(
      role,
      ...BACKUP_SERVICE_POLICIES.map((name) => ({
        id: `AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/${name}]`,
        reason: 'AWS Backup needs its documented service role policies, which AWS keeps current for every resource type it backs up and restores.',
      })),
    );
    plan.addSelection('TableAndDocuments', {
      resources: [backup.BackupResource.fromArn(this.table.tableArn), backup.BackupResource.fromArn(this.buckets.documents.bucketArn)],
      role,
      disableDefaultBackupPolicy: true,
    });
    return { vault, plan };
  }

  /**
   * The catalogue load as part of the deploy: CloudFormation invokes the loader once the table
   * exists and again whenever the loader (and so the bundled catalogue data) changes; a failed load
   * fails the deploy. The loader writes only catalogues whose data changed.
   */
  private createCatalogueLoad(): AppFunction {
    const loader = new AppFunction(this, 'CatalogueLoader', {
      entry: 'functions/ops/load-catalogues.ts',
      description: 'Praktijk: load the reference catalogues into the table (run by CloudFormation on deploy)',
      environment: { [ENV.table]: this.table.tableName },
      logsKey: this.logsKey,
      managedPolicies: [this.tableAccess.readWrite],
      timeout: CATALOGUE_LOAD_TIMEOUT,
    });
    new triggers.Trigger(this, 'LoadCatalogues', {
      handler: loader.function,
      executeAfter: [this.table],
      executeOnHandlerChange: true,
      timeout: CATALOGUE_LOAD_TIMEOUT,
    });
    return loader;
  }

  /** Every function's log group is encrypted with this key; CloudWatch Logs must be allowed to use it. */
  private createLogsKey(stage: string): kms.Key {
    const key = new kms.Key(this, 'LogsKey', {
      alias: `alias/praktijk-${stage}-logs`,
      description: 'Praktijk CloudWatch log groups',
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    key.addToResourcePolicy(
      new iam.PolicyStatement({
        principals: [new iam.ServicePrincipal(`logs.${this.region}.amazonaws.com`)],
        actions: ['kms:Encrypt*', 'kms:Decrypt*', 'kms:ReEncrypt*', 'kms:GenerateDataKey*', 'kms:Describe*'],
        resources: ['*'],
        conditions: {
          ArnLike: { 'kms:EncryptionContext:aws:logs:arn': `arn:${this.partition}:logs:${this.region}:${this.account}:log-group:*` },
        },
      }),
    );
    return key;
  }

  private tableCapability(mode: AccessMode): Capability {
    // Exactly the calls the repositories make. No Scan: no request path may scan the table.
    const readActions = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:ConditionCheckItem'];
    const writeActions = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];
    const indexArns = GLOBAL_INDEXES.map((index) => `${this.table.tableArn}/index/${index.indexName}`);
    return new Capability(this, mode === 'read' ? 'TableRead' : 'TableReadWrite', {
      description: `Praktijk: ${mode === 'read' ? 'read' : 'read and write'} the data table`,
      statements: [
        new iam.PolicyStatement({
          actions: mode === 'read' ? readActions : [...readActions, ...writeActions],
          resources: [this.table.tableArn, ...indexArns],
        }),
        new iam.PolicyStatement({
          actions: mode === 'read' ? ['kms:Decrypt', 'kms:DescribeKey'] : ['kms:Decrypt', 'kms:DescribeKey', 'kms:Encrypt', 'kms:GenerateDataKey'],
          resources: [this.dataKey.keyArn],
        }),
      ],
    });
  }

  private bucketCapabilities(name: BucketName): Record<AccessMode, Capability> {
    const bucket = this.buckets[name];
    const make = (mode: AccessMode): Capability =>
      new Capability(this, `${capitalize(name)}${mode === 'read' ? 'Read' : 'ReadWrite'}`, {
        description: `Praktijk: ${mode === 'read' ? 'read' : 'read and write'} objects in the ${name} bucket`,
        statements: [
          new iam.PolicyStatement({
            actions: mode === 'read' ? ['s3:GetObject'] : ['s3:GetObject', 's3:PutObject', 's3:PutObjectTagging', 's3:DeleteObject'],
            resources: [bucket.arnForObjects('*')],
          }),
          new iam.PolicyStatement({
            actions: mode === 'read' ? ['kms:Decrypt'] : ['kms:Decrypt', 'kms:GenerateDataKey'],
            resources: [this.dataKey.keyArn],
          }),
        ],
        expectedWildcards: [OBJECT_KEY_WILDCARD],
      });
    return { read: make('read'), readWrite: make('readWrite') };
  }
}

/**
 * Disabling the key or scheduling its deletion would make every item, document and recovery point
 * it encrypts unreadable: a ransom move. Only the break-glass role may; CloudTrail reports any
 * attempt to the alerts topic (monitoring stack).
 */
function denyKeyDisabling(key: kms.Key, breakGlassRoleArn: string): void {
  key.addToResourcePolicy(
    new iam.PolicyStatement({
      sid: 'DenyDisableOrDeletionExceptBreakGlass',
      effect: iam.Effect.DENY,
      principals: [new iam.AnyPrincipal()],
      actions: ['kms:DisableKey', 'kms:ScheduleKeyDeletion'],
      resources: ['*'],
      conditions: { ArnNotEquals: { 'aws:PrincipalArn': breakGlassRoleArn } },
    }),
  );
}

/** Browser access through presigned URLs; the signature, not CORS, is what authorises a request. */
function browserCors(origins: string[], methods: ('GET' | 'PUT' | 'POST' | 'HEAD')[]): s3.CorsRule {
  return {
    allowedOrigins: origins,
    allowedMethods: methods.map((m) => s3.HttpMethods[m]),
    allowedHeaders: ['*'],
    exposedHeaders: ['ETag'],
    maxAge: 3600,
  };
}

function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}
