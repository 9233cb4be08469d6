import { type ResourcesConfig } from 'aws-amplify';

// Kept apart from the Amplify.configure call so it can be tested without loading Amplify.
// Only the user pool is configured: there is no identity pool, so no AWS credentials in the browser.

export interface UserPoolSettings {
  userPoolId: string;
  userPoolClientId: string;
  /** Set only for the local twin's Cognito. */
  userPoolEndpoint?: string;
  /** The pool's passkey relying party, where it has passkeys (not part of Amplify's configuration). */
  passkeyRelyingPartyId?: string;
}

export function toAmplifyConfig(settings: UserPoolSettings): ResourcesConfig {
  return {
    Auth: {
      Cognito: {
        userPoolId: settings.userPoolId,
        userPoolClientId: settings.userPoolClientId,
        ...(settings.userPoolEndpoint ? { userPoolEndpoint: settings.userPoolEndpoint } : {}),
        loginWith: { email: true },
      },
    },
  };
}
