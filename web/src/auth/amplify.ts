import { Amplify } from 'aws-amplify';
import { toAmplifyConfig, type UserPoolSettings } from './amplify-config';
import { setPasskeyRelyingParty } from './passkey-support';

export function configureAmplify(settings: UserPoolSettings): void {
  // Tokens stay in localStorage (Amplify's default), so a reload keeps the user signed in.
  Amplify.configure(toAmplifyConfig(settings));
  setPasskeyRelyingParty(settings.passkeyRelyingPartyId);
}
