import { fromEnv, type FromEnvInit } from '@aws-sdk/credential-provider-env';

// In the Lambda bundles this module stands in for @aws-sdk/credential-provider-node, the SDK
// clients' default credential chain (esbuild alias in infra/constructs/app-function.ts). Lambda
// gives a function its role's credentials in the environment (AWS_ACCESS_KEY_ID,
// AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN), the first link of that chain and the one it always
// takes there; its other links (SSO, ini files, processes, web identity tokens, container and
// instance metadata) and the nested STS/SSO clients they carry (~95 kB minified) never run on
// Lambda, yet every cold start compiled them. The twin and the tests run from source with the
// real chain. Tenant-scoped credentials (auth/tenant-credentials.ts) are passed explicitly and
// do not use this.

/** The chain's first link alone: the environment's credentials (an error names them when absent). */
export const defaultProvider = (init: FromEnvInit = {}) => fromEnv(init);

// The package's other exports, same rules: credentials that expire are refreshed 5 minutes early.
const REFRESH_BEFORE_EXPIRY_MS = 300_000;
type AwsCredentialIdentity = { expiration?: Date };
export const credentialsWillNeedRefresh = (credentials?: AwsCredentialIdentity) => credentials?.expiration !== undefined;
export const credentialsTreatedAsExpired = (credentials?: AwsCredentialIdentity) =>
  credentials?.expiration !== undefined && credentials.expiration.getTime() - Date.now() < REFRESH_BEFORE_EXPIRY_MS;
