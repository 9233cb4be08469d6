import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { ENV, optionalEnv } from './env';
import { traceAwsCalls } from './tracing';

// One Cognito client per process; on the twin it talks to the local Cognito shim.
let client: CognitoIdentityProviderClient | undefined;

export function cognito(): CognitoIdentityProviderClient {
  if (!client) {
    const endpoint = optionalEnv(ENV.cognitoEndpoint);
    client = traceAwsCalls(
      new CognitoIdentityProviderClient(
        endpoint ? { endpoint, region: process.env.AWS_REGION ?? 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {},
      ),
    );
  }
  return client;
}
