// What every operation handler of the shim works with.
import { type JsonObject } from './aws-json';
import { type Challenges } from './challenges';
import { type SignInSessions } from './sign-in-sessions';
import { type TokenIssuer } from './token-issuer';
import { type Upstream } from './upstream';

export interface ShimContext {
  poolId: string;
  upstream: Upstream;
  tokens: TokenIssuer;
  sessions: SignInSessions;
  challenges: Challenges;
  /** Wrong ConfirmForgotPassword codes per username since the last ForgotPassword. */
  resetCodeFailures: Map<string, number>;
}

/** One Cognito operation: the request body in, the response body out, or a CognitoError thrown. */
export type Operation = (ctx: ShimContext, body: JsonObject) => Promise<JsonObject>;
