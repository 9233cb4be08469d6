// Environment variables the Lambdas read. CDK sets them from the stacks; the twin sets them from
// its own endpoints. Read through requireEnv so a missing one fails loudly at cold start.
export const ENV = {
  table: 'TABLE_NAME',
  documentsBucket: 'DOCUMENTS_BUCKET',
  exportsBucket: 'EXPORTS_BUCKET',
  importsBucket: 'IMPORTS_BUCKET',
  jobsQueueUrl: 'JOBS_QUEUE_URL',
  /** The nightly jobs queue (the schedule's tick and its fan-out); JOBS_QUEUE_URL is the interactive one. */
  nightlyJobsQueueUrl: 'NIGHTLY_JOBS_QUEUE_URL',
  wsManagementEndpoint: 'WS_MANAGEMENT_ENDPOINT',
  userPoolId: 'USER_POOL_ID',
  userPoolClientId: 'USER_POOL_CLIENT_ID',
  appVersion: 'APP_VERSION',
  /**
   * Set only by the CDK stacks, on functions that act for one practice per request: the role
   * assumed with the caller's tenant as session tag for table and bucket calls (auth/tenant-credentials.ts).
   */
  tenantAccessRoleArn: 'TENANT_ACCESS_ROLE_ARN',
  /** The letter renderer Lambda the letters function invokes for PDF and Word (set by the API stack; the twin renders in process). */
  letterRenderFunction: 'LETTER_RENDER_FUNCTION',
  /** The thumbnailer Lambda the patients function invokes for medical cards' images (set by the API stack; the twin makes them in process). */
  thumbnailFunction: 'THUMBNAIL_FUNCTION',
  /** The Secrets Manager secret whose value seals paging cursors (data/cursor-key.ts); set by the API stack. */
  cursorKeySecretArn: 'CURSOR_KEY_SECRET_ARN',
  /** The twin's cursor key itself, made at twin start (the cloud uses cursorKeySecretArn). */
  cursorKey: 'CURSOR_KEY',
  /** Set only on the twin: where the AWS SDK clients send their calls. */
  dynamoEndpoint: 'DYNAMODB_ENDPOINT',
  s3Endpoint: 'S3_ENDPOINT',
  cognitoEndpoint: 'COGNITO_ENDPOINT',
} as const;

export function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Environment variable ${name} is not set`);
  return value;
}

export function optionalEnv(name: string): string | undefined {
  return process.env[name] || undefined;
}
