import { Amplify } from 'aws-amplify';
import { associateWebAuthnCredential, deleteWebAuthnCredential, fetchAuthSession, fetchMFAPreference, listWebAuthnCredentials } from 'aws-amplify/auth';

// A signed-in user's passkeys (Account > Security), apart from session.ts so that the sign-in page
// does not load these calls.

export interface Passkey {
  id: string;
  name: string;
  createdAt?: Date;
}

/** The user's passkeys, oldest first, every page of them. */
export async function listPasskeys(): Promise<Passkey[]> {
  const passkeys: Passkey[] = [];
  let nextToken: string | undefined;
  do {
    const page = await listWebAuthnCredentials(nextToken ? { nextToken } : undefined);
    for (const credential of page.credentials) {
      if (credential.credentialId)
        passkeys.push({ id: credential.credentialId, name: credential.friendlyCredentialName ?? 'Passkey', createdAt: credential.createdAt });
    }
    nextToken = page.nextToken;
  } while (nextToken);
  return passkeys;
}

/**
 * Creates a passkey on this device (the browser asks for the device's PIN or biometrics) and
 * registers it with Cognito. Where the user has an authenticator app, passkey MFA is turned on
 * too: the pool requires MFA, and a passkey with user verification then satisfies it, so the
 * passkey signs in alone; the app stays as the fallback.
 */
export async function addPasskey(): Promise<void> {
  await associateWebAuthnCredential();
  const { enabled } = await fetchMFAPreference();
  if (enabled?.includes('TOTP')) await turnOnPasskeyMfa();
}

export async function removePasskey(id: string): Promise<void> {
  await deleteWebAuthnCredential({ credentialId: id });
}

/**
 * SetUserMFAPreference with WebAuthnMfaSettings, which Amplify's updateMFAPreference does not
 * send: the one Cognito call made here directly, in Cognito's JSON protocol, with the user's
 * access token, to the endpoint Amplify uses.
 */
async function turnOnPasskeyMfa(): Promise<void> {
  const cognito = Amplify.getConfig().Auth?.Cognito;
  const { tokens } = await fetchAuthSession();
  if (!cognito || !tokens?.accessToken) throw new Error('Not signed in');
  const region = cognito.userPoolId?.split('_')[0] ?? '';
  const endpoint = cognito.userPoolEndpoint ?? `https://cognito-idp.${region}.amazonaws.com/`;
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.SetUserMFAPreference' },
    body: JSON.stringify({ AccessToken: tokens.accessToken.toString(), WebAuthnMfaSettings: { Enabled: true } }),
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { __type?: string; message?: string };
    throw Object.assign(new Error(body.message ?? 'Passkey MFA could not be turned on.'), { name: body.__type?.split('#').pop() ?? 'PasskeyMfaError' });
  }
}
