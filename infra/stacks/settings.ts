import { type Environment } from 'aws-cdk-lib';
import { type Node } from 'constructs';
import { fromRepoRoot } from '../constructs/paths';

/**
 * Deployment settings, read from CDK context (cdk.json or `-c key=value`):
 * - stage (required): names the stacks and resources (`Praktijk-<stage>-Data`). No default: a
 *   forgotten `-c stage=...` must not deploy into (or over) production. "prod" and "prod-*" are
 *   production stages, which also need domainName + certificateArn, backupCopyVaultArn and alertEmail.
 * - webOrigins: origins allowed by the S3 CORS rules for presigned uploads and downloads,
 *   comma-separated or a JSON array; default the custom domain, else "https://*.cloudfront.net".
 * - domainName + certificateArn: serve the web client on a custom domain with an ACM
 *   certificate from us-east-1 (needed for TLS 1.2 as the minimum protocol).
 * - webDist: the built web client (default web/dist, `npm run build:web`).
 * - alertEmail: subscribed to the alerts topic (alarms, failed backups, KMS key disabling).
 * - backupCopyVaultArn: a backup vault in another region or account that every recovery point is
 *   copied to, so one compromised account or lost region cannot take the backups with it.
 * - breakGlassRoleArn: the only principal that may disable the data key or schedule its deletion;
 *   default the role `praktijk-<stage>-break-glass` in the deployment account, which ops create
 *   (with MFA) outside this app. Until it exists nobody can disable the key, the safe direction.
 */
export interface PraktijkSettings {
  stage: string;
  env: Environment;
  webOrigins: string[];
  domainName?: string;
  certificateArn?: string;
  webDist: string;
  /** "prod" or "prod-*": held to the production requirements above. */
  production: boolean;
  alertEmail?: string;
  backupCopyVaultArn?: string;
  breakGlassRoleArn?: string;
}

const STAGE_PATTERN = /^[a-z][a-z0-9-]{0,15}$/;
const PRODUCTION_STAGE = /^prod(-|$)/;
const BACKUP_VAULT_ARN = /^arn:aws[a-z-]*:backup:[a-z0-9-]+:\d{12}:backup-vault:[A-Za-z0-9_.-]+$/;
const ROLE_ARN = /^arn:aws[a-z-]*:iam::\d{12}:role\/[\w+=,.@/-]+$/;
const EMAIL = /^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/;

export function readSettings(node: Node): PraktijkSettings {
  const stage = optionalString(node, 'stage');
  if (!stage) throw new Error('Context "stage" is required: pass -c stage=<name> (e.g. -c stage=demo); there is no default stage');
  if (!STAGE_PATTERN.test(stage)) throw new Error(`Context "stage" must match ${STAGE_PATTERN}: got "${stage}"`);
  const production = PRODUCTION_STAGE.test(stage);
  const domainName = optionalString(node, 'domainName');
  const certificateArn = optionalString(node, 'certificateArn');
  if (Boolean(domainName) !== Boolean(certificateArn)) {
    throw new Error('Context "domainName" and "certificateArn" go together: set both or neither');
  }
  const alertEmail = matching(node, 'alertEmail', EMAIL, 'an e-mail address');
  const backupCopyVaultArn = matching(node, 'backupCopyVaultArn', BACKUP_VAULT_ARN, 'a backup vault ARN');
  const breakGlassRoleArn = matching(node, 'breakGlassRoleArn', ROLE_ARN, 'an IAM role ARN');
  if (production) {
    // Without a custom domain CloudFront cannot require TLS 1.2; without a copy vault the backups
    // share the fate of this account and region; without an address nobody receives the alarms.
    const missing = [
      ...(domainName ? [] : ['domainName', 'certificateArn']),
      ...(backupCopyVaultArn ? [] : ['backupCopyVaultArn']),
      ...(alertEmail ? [] : ['alertEmail']),
    ];
    if (missing.length) throw new Error(`Production stage "${stage}" needs context ${missing.map((m) => `"${m}"`).join(', ')} (see README.md)`);
  }
  return {
    stage,
    // Env-agnostic unless the CLI knows the account (cdk deploy with credentials).
    env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
    webOrigins: readWebOrigins(node) ?? (domainName ? [`https://${domainName}`] : ['https://*.cloudfront.net']),
    domainName,
    certificateArn,
    webDist: fromRepoRoot(optionalString(node, 'webDist') ?? 'web/dist'),
    production,
    alertEmail,
    backupCopyVaultArn,
    breakGlassRoleArn,
  };
}

function matching(node: Node, key: string, pattern: RegExp, what: string): string | undefined {
  const value = optionalString(node, key);
  if (value !== undefined && !pattern.test(value)) throw new Error(`Context "${key}" must be ${what}: got "${value}"`);
  return value;
}

function optionalString(node: Node, key: string): string | undefined {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new Error(`Context "${key}" must be a string`);
  return value;
}

function readWebOrigins(node: Node): string[] | undefined {
  const value: unknown = node.tryGetContext('webOrigins');
  if (value === undefined || value === null || value === '') return undefined;
  const origins = Array.isArray(value) ? value : typeof value === 'string' ? parseList(value) : undefined;
  if (!origins?.every((o): o is string => typeof o === 'string' && /^https:\/\/[^/]+$/.test(o))) {
    throw new Error('Context "webOrigins" must list https origins without a path, e.g. https://praktijk.example.org');
  }
  return origins;
}

function parseList(value: string): unknown[] {
  const trimmed = value.trim();
  if (trimmed.startsWith('[')) return JSON.parse(trimmed) as unknown[];
  return trimmed
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
