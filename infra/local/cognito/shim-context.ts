// What every operation handler of the shim works with.
import { type JsonObject } from './aws-json';
import { type Challenges } from './challenges';
import { type PasskeyStore } from './passkey-store';
import { type SignInSessions } from './sign-in-sessions';
import { type TokenIssuer } from './token-issuer';
import { type TotpStore } from './totp';
import { type Upstream } from './upstream';

/** Where passkeys are registered and used: the relying party (a domain) and the origins the browser may show. */
export interface WebAuthnSettings {
  relyingPartyId: string;
  origins: string[];
}

/** The pool's MFA mode: OPTIONAL asks only users with an authenticator; ON makes everyone enrol one. */
export type MfaConfiguration = 'OPTIONAL' | 'ON';

export interface ShimContext {
  poolId: string;
  upstream: Upstream;
  tokens: TokenIssuer;
  sessions: SignInSessions;
  challenges: Challenges;
  totp: TotpStore;
  passkeys: PasskeyStore;
  /** Passkey settings; without them the pool has no passkeys (WebAuthnNotEnabledException). */
  webAuthn?: WebAuthnSettings;
  mfaConfiguration: MfaConfiguration;
  /** Wrong ConfirmForgotPassword codes per username since the last ForgotPassword. */
  resetCodeFailures: Map<string, number>;
}

/** One Cognito operation: the request body in, the response body out, or a CognitoError thrown. */
export type Operation = (ctx: ShimContext, body: JsonObject) => Promise<JsonObject>;
