import { Amplify } from 'aws-amplify';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { sessionStorage } from 'aws-amplify/utils';
import { toAmplifyConfig, type UserPoolSettings } from './amplify-config';
import { setPasskeyRelyingParty } from './passkey-support';

export function configureAmplify(settings: UserPoolSettings): void {
  Amplify.configure(toAmplifyConfig(settings));
  // Spec 1 §4 "the user record is kept in session storage" (issue 21 §6): the tokens live as long
  // as the browser session, so closing the browser on a shared practice PC signs the user out
  // and the next person does not open the previous user's session. A reload keeps them. Decision:
  // a new tab (or a link opened in one) asks to sign in again, the price of that rule.
  cognitoUserPoolsTokenProvider.setKeyValueStorage(sessionStorage);
  setPasskeyRelyingParty(settings.passkeyRelyingPartyId);
}
