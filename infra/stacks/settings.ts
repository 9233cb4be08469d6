import { type Environment } from 'aws-cdk-lib';
import { type Node } from 'constructs';
import { fromRepoRoot } from '../constructs/paths';

/**
 * Deployment settings, read from CDK context (cdk.json or `-c key=value`):
 * - stage: names the stacks and resources (`Praktijk-<stage>-Data`); default "prod".
 * - webOrigins: origins allowed by the S3 CORS rules for presigned uploads and downloads,
 *   comma-separated or a JSON array; default the custom domain, else "https://*.cloudfront.net".
 * - domainName + certificateArn: serve the web client on a custom domain with an ACM
 *   certificate from us-east-1 (needed for TLS 1.2 as the minimum protocol).
 * - webDist: the built web client (default web/dist, `npm run build:web`).
 */
export interface PraktijkSettings {
  stage: string;
  env: Environment;
  webOrigins: string[];
  domainName?: string;
  certificateArn?: string;
  webDist: string;
}

const STAGE_PATTERN = /^[a-z][a-z0-9-]{0,15}$/;

export function readSettings(node: Node): PraktijkSettings {
  const stage = optionalString(node, 'stage') ?? 'prod';
  if (!STAGE_PATTERN.test(stage)) throw new Error(`Context "stage" must match ${STAGE_PATTERN}: got "${stage}"`);
  const domainName = optionalString(node, 'domainName');
  const certificateArn = optionalString(node, 'certificateArn');
  if (Boolean(domainName) !== Boolean(certificateArn)) {
    throw new Error('Context "domainName" and "certificateArn" go together: set both or neither');
  }
  return {
    stage,
    // Env-agnostic unless the CLI knows the account (cdk deploy with credentials).
    env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
    webOrigins: readWebOrigins(node) ?? (domainName ? [`https://${domainName}`] : ['https://*.cloudfront.net']),
    domainName,
    certificateArn,
    webDist: fromRepoRoot(optionalString(node, 'webDist') ?? 'web/dist'),
  };
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
