import { ENV } from '@praktijk/functions/lib/env';
import { TWIN } from '../../infra/local/settings';

// What a system-test worker needs to reach a twin: its URL, and the environment that points the
// worker's AWS clients (provisioning, the typed API helpers) at the twin's services.
export interface ProvidedTwin {
  url: string;
  env: Record<string, string>;
}

/** Read after startTwin, which sets the services' endpoints and names in this process's environment. */
export function providedTwin(url: string): ProvidedTwin {
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
  return { url, env };
}

/** The web client the twin serves: a private build when PRAKTIJK_WEB_ROOT names one, else web/dist. */
export const testWebRoot = (repoRoot: string) => process.env.PRAKTIJK_WEB_ROOT ?? `${repoRoot}/web/dist`;
