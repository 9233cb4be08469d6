import { fetchMFAPreference, setUpTOTP, updateMFAPreference, verifyTOTPSetup } from 'aws-amplify/auth';
import { TOTP_ISSUER, type TotpSetup } from './sign-in-steps';

// A signed-in user's authenticator app (Account > Security), apart from session.ts so that the
// sign-in page does not load these calls.

/** Whether sign-in asks this user for an authenticator code. */
export async function hasAuthenticator(): Promise<boolean> {
  const { enabled } = await fetchMFAPreference();
  return enabled?.includes('TOTP') ?? false;
}

/** A new secret from Cognito (AssociateSoftwareToken); nothing changes until a code from it is verified. */
export async function startAuthenticatorSetup(email: string): Promise<TotpSetup> {
  const details = await setUpTOTP();
  return { secret: details.sharedSecret, uri: details.getSetupUri(TOTP_ISSUER, email).toString() };
}

/** Checks a code from the new authenticator, then makes it the second factor of every sign-in. */
export async function completeAuthenticatorSetup(code: string): Promise<void> {
  await verifyTOTPSetup({ code });
  await updateMFAPreference({ totp: 'PREFERRED' });
}
