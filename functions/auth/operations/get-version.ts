import { APP_VERSION } from '@praktijk/shared/constants';
import { type VersionInfo } from '@praktijk/shared/schemas/auth';
import { ENV, optionalEnv } from '../../lib/env';

// The version the deployed API runs. CDK sets APP_VERSION at deploy; the web client compares it
// with the version it was built with and offers a reload on mismatch.
export async function getVersion(): Promise<VersionInfo> {
  return { version: optionalEnv(ENV.appVersion) ?? APP_VERSION };
}
