import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { type IKey } from 'aws-cdk-lib/aws-kms';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { type Construct } from 'constructs';
import { acknowledge } from './nag';

const REPLICATION_REASON =
  'No S3 replication: the documents bucket is in the AWS Backup plan, whose locked vault copies every recovery point to a second vault in ' +
  'another region or account (data stack); exports and imports are transient (30 days) and can be produced again, and access logs are not PHI.';

export interface SecureBucketProps {
  /** Customer-managed key; without one the bucket uses S3-managed keys (only for data that is not PHI). */
  encryptionKey?: IKey;
  serverAccessLogsBucket: s3.IBucket;
  /** Prefix in the access-log bucket, one per bucket so the logs stay apart. */
  serverAccessLogsPrefix: string;
  lifecycleRules?: s3.LifecycleRule[];
  cors?: s3.CorsRule[];
}

/**
 * A private bucket as every Praktijk bucket is made: public access blocked, TLS required,
 * encrypted, versioned, access-logged, kept when the stack is deleted.
 */
export class SecureBucket extends s3.Bucket {
  constructor(scope: Construct, id: string, props: SecureBucketProps) {
    super(scope, id, {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      versioned: true,
      ...(props.encryptionKey
        ? { encryption: s3.BucketEncryption.KMS, encryptionKey: props.encryptionKey, bucketKeyEnabled: true }
        : { encryption: s3.BucketEncryption.S3_MANAGED }),
      serverAccessLogsBucket: props.serverAccessLogsBucket,
      serverAccessLogsPrefix: props.serverAccessLogsPrefix,
      lifecycleRules: [{ id: 'abort-incomplete-uploads', abortIncompleteMultipartUploadAfter: Duration.days(7) }, ...(props.lifecycleRules ?? [])],
      cors: props.cors,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    acknowledge(this, { id: 'HIPAA.Security-S3BucketReplicationEnabled', reason: REPLICATION_REASON });
  }
}

/** The sink for S3 server access logs. */
export class AccessLogBucket extends s3.Bucket {
  constructor(scope: Construct, id: string) {
    super(scope, id, {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      // S3 server access logging can deliver only to buckets with S3-managed encryption.
      encryption: s3.BucketEncryption.S3_MANAGED,
      versioned: true,
      lifecycleRules: [
        { id: 'expire-access-logs', expiration: Duration.days(365), noncurrentVersionExpiration: Duration.days(30) },
        { id: 'abort-incomplete-uploads', abortIncompleteMultipartUploadAfter: Duration.days(7) },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    acknowledge(
      this,
      {
        id: 'AwsSolutions-S1',
        reason: 'This is the server access log bucket itself; logging it into itself would loop and S3 refuses a log bucket logging to itself.',
      },
      { id: 'HIPAA.Security-S3BucketLoggingEnabled', reason: 'This is the server access log bucket itself; its writes are S3 log deliveries.' },
      {
        id: 'HIPAA.Security-S3DefaultEncryptionKMS',
        reason: 'S3 server access logging delivers only to buckets encrypted with S3-managed keys (SSE-S3), not SSE-KMS.',
      },
      { id: 'HIPAA.Security-S3BucketReplicationEnabled', reason: REPLICATION_REASON },
    );
  }
}
