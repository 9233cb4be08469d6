import { join } from 'node:path';
import { type TestProject } from 'vitest/node';
import { startTwin } from '../../infra/local/twin';
import { TWIN } from '../../infra/local/settings';
import { ENV } from '@praktijk/functions/lib/env';
import { TEST_RESET_CODE } from './constants';

// One twin for the whole system-test run: free ports, DynamoDB in memory, a temp dir for the
// rest; never a running `npm start`. Test files make their own practices and users in it.
declare module 'vitest' {
  export interface ProvidedContext {
    twin: { url: string; env: Record<string, string> };
  }
}

export default async function setup(project: TestProject) {
  process.env.PRAKTIJK_QUIET_LOGS = '1';
  // cognito-local sends this fixed code for every password reset, so browser tests can type it.
  process.env.CODE = TEST_RESET_CODE;
  const lines: string[] = [];
  // PRAKTIJK_WEB_ROOT: a private build, so one engineer's browser run does not read another's web/dist.
  const webRoot = process.env.PRAKTIJK_WEB_ROOT ?? join(import.meta.dirname, '..', '..', 'web', 'dist');
  const twin = await startTwin({ port: 0, webRoot, log: (line) => lines.push(line) });
  const env: Record<string, string> = {
    AWS_REGION: TWIN.region,
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
  };
  for (const name of [
    ENV.table,
    ENV.userPoolId,
    ENV.userPoolClientId,
    ENV.dynamoEndpoint,
    ENV.cognitoEndpoint,
    ENV.s3Endpoint,
    ENV.documentsBucket,
    ENV.exportsBucket,
    ENV.importsBucket,
    ENV.wsManagementEndpoint,
  ]) {
    env[name] = process.env[name] ?? '';
  }
  project.provide('twin', { url: twin.url, env });
  return async () => {
    await twin.stop();
  };
}
