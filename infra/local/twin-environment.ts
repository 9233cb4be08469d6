import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENV } from '@praktijk/functions/lib/env';

// The running twin's endpoints, written to .local/twin.json at start, so scripts run beside it
// (npm run seed) reach the same DynamoDB, Cognito and S3 as the app.
const FILE = 'twin.json';
const NAMES = [
  ENV.table,
  ENV.dynamoEndpoint,
  ENV.cognitoEndpoint,
  ENV.s3Endpoint,
  ENV.userPoolId,
  ENV.userPoolClientId,
  ENV.documentsBucket,
  ENV.exportsBucket,
  ENV.importsBucket,
  'AWS_REGION',
  'AWS_ACCESS_KEY_ID',
  'AWS_SECRET_ACCESS_KEY',
];

export function writeTwinEnvironment(dataDir: string): void {
  writeFileSync(join(dataDir, FILE), JSON.stringify(Object.fromEntries(NAMES.map((n) => [n, process.env[n] ?? ''])), null, 2));
}

/** Points this process's AWS clients at the running twin; fails clearly when none runs. */
export function useTwinEnvironment(dataDir: string): void {
  let values: Record<string, string>;
  try {
    values = JSON.parse(readFileSync(join(dataDir, FILE), 'utf8')) as Record<string, string>;
  } catch {
    throw new Error('No running twin found (.local/twin.json): start it with npm start first.');
  }
  Object.assign(process.env, values);
}
