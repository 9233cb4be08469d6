// InitiateAuth and RespondToAuthChallenge: cognito-local checks the password, the shim adds
// what it misses (disabled users, the temporary password, challenge sessions, Cognito's
// wording of failures) and replaces its tokens with the twin's own. Multi-factor sign-in is the
// shim's alone (mfa.ts): after the password, a user with an authenticator app is asked for its code.
import { decodeJwt } from 'jose';
import { CognitoError, incorrectCredentials, requireString, stringMap, userDisabled, type JsonObject } from './aws-json';
import { assertPasswordConforms } from './password-policy';
import { answerMfaChallenge, isMfaChallenge, mfaChallengeAfterPassword } from './mfa';
import { type Operation, type ShimContext } from './shim-context';
import { TOKEN_LIFETIME_S } from './token-issuer';
import { type UserState } from './upstream';

// cognito-local's answers to an unknown user or a wrong password, which Cognito words as one.
const SIGN_IN_REFUSALS = new Set(['UserNotFoundException', 'InvalidPasswordException', 'NotAuthorizedException']);

const asIncorrectCredentials = (error: unknown): never => {
  if (error instanceof CognitoError && SIGN_IN_REFUSALS.has(error.code)) throw incorrectCredentials();
  throw error;
};

export const initiateAuth: Operation = async (ctx, body) => {
  const clientId = requireString(body, 'ClientId');
  const parameters = stringMap(body.AuthParameters);
  const flow = body.AuthFlow;
  // The app client rotates refresh tokens, which Cognito allows only through GetTokensFromRefreshToken.
  if (flow === 'REFRESH_TOKEN_AUTH' || flow === 'REFRESH_TOKEN') {
    throw new CognitoError('InvalidParameterException', `${flow} flow not enabled for this client`);
  }
  if (flow === 'USER_SRP_AUTH') {
    throw new CognitoError(
      'InvalidParameterException',
      "USER_SRP_AUTH is not supported by the local twin: sign in with USER_PASSWORD_AUTH (Amplify: signIn options authFlowType 'USER_PASSWORD_AUTH').",
    );
  }
  if (flow !== 'USER_PASSWORD_AUTH') throw new CognitoError('InvalidParameterException', `AuthFlow ${String(flow)} is not supported by the local twin.`);
  const username = parameters.USERNAME;
  const password = parameters.PASSWORD;
  if (!username || !password) throw new CognitoError('InvalidParameterException', 'Missing required parameter USERNAME or PASSWORD');

  const result = await ctx.upstream.call('InitiateAuth', body).catch(asIncorrectCredentials);
  // cognito-local issues NEW_PASSWORD_REQUIRED without looking at the password: check the
  // temporary password through the admin flow, which does compare it.
  if (result.ChallengeName === 'NEW_PASSWORD_REQUIRED') {
    const check = {
      UserPoolId: ctx.poolId,
      ClientId: clientId,
      AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: username, PASSWORD: password },
    };
    await ctx.upstream.call('AdminInitiateAuth', check).catch(asIncorrectCredentials);
  }
  // Checked only once the password is known to be right, so a disabled account is not revealed to a guesser.
  const user = await ctx.upstream.getUser(username).catch(asIncorrectCredentials);
  if (!user.enabled) throw userDisabled();
  return answerSignIn(ctx, result, user, clientId);
};

export const respondToAuthChallenge: Operation = async (ctx, body) => {
  const clientId = requireString(body, 'ClientId');
  const challengeName = requireString(body, 'ChallengeName');
  const session = requireString(body, 'Session');
  const responses = stringMap(body.ChallengeResponses);
  const user = await ctx.upstream.getUser(responses.USERNAME ?? '').catch(() => {
    throw new CognitoError('NotAuthorizedException', 'Invalid session for the user.');
  });
  const challenge = ctx.challenges.find(session, { username: user.username, clientId, challengeName });
  if (!user.enabled) throw userDisabled();
  if (isMfaChallenge(challengeName)) {
    answerMfaChallenge(ctx, challenge, session, user, responses);
    return issueTokens(ctx, user, clientId);
  }
  if (challengeName === 'NEW_PASSWORD_REQUIRED') assertPasswordConforms(responses.NEW_PASSWORD);

  const result = await ctx.upstream.call('RespondToAuthChallenge', { ...body, Session: challenge.upstreamSession });
  ctx.challenges.close(session);
  return answerSignIn(ctx, result, user, clientId);
};

/** Passes a challenge on under the shim's session, or swaps cognito-local's tokens for the twin's. */
async function answerSignIn(ctx: ShimContext, result: JsonObject, user: UserState, clientId: string): Promise<JsonObject> {
  const tokens = result.AuthenticationResult as { IdToken?: unknown; AccessToken?: unknown } | undefined;
  if (typeof result.ChallengeName === 'string' && typeof result.Session === 'string') {
    const session = ctx.challenges.open({ username: user.username, clientId, challengeName: result.ChallengeName, upstreamSession: result.Session });
    return { ...result, Session: session };
  }
  if (typeof tokens?.IdToken !== 'string' || typeof tokens.AccessToken !== 'string') {
    throw new CognitoError('InternalErrorException', 'cognito-local answered without tokens', 500);
  }
  // The password is right (and a temporary one replaced): cognito-local's tokens are withheld
  // until the second factor is answered.
  const mfa = mfaChallengeAfterPassword(ctx, user);
  if (mfa) {
    const session = ctx.challenges.open({ username: user.username, clientId, challengeName: mfa.ChallengeName, upstreamSession: '' });
    return { ...mfa, Session: session };
  }
  const authTime = decodeJwt(tokens.AccessToken).auth_time;
  const { session, refreshToken } = ctx.sessions.start({
    sub: user.attributes.sub ?? user.username,
    username: user.username,
    clientId,
    authTime: typeof authTime === 'number' ? authTime : Math.floor(Date.now() / 1000),
  });
  return {
    ChallengeParameters: {},
    AuthenticationResult: {
      IdToken: await ctx.tokens.resign(tokens.IdToken, session),
      AccessToken: await ctx.tokens.resign(tokens.AccessToken, session),
      // The shim's own: cognito-local forgets those it issues after a challenge.
      RefreshToken: refreshToken,
      ExpiresIn: TOKEN_LIFETIME_S,
      TokenType: 'Bearer',
    },
  };
}

/** Tokens minted by the shim once the last challenge (a second factor) is answered. */
async function issueTokens(ctx: ShimContext, user: UserState, clientId: string): Promise<JsonObject> {
  const { session, refreshToken } = ctx.sessions.start({
    sub: user.attributes.sub ?? user.username,
    username: user.username,
    clientId,
    authTime: Math.floor(Date.now() / 1000),
  });
  const tokens = await ctx.tokens.mint(user, await ctx.upstream.groupsOf(user), session);
  return {
    ChallengeParameters: {},
    AuthenticationResult: { ...tokens, RefreshToken: refreshToken, ExpiresIn: TOKEN_LIFETIME_S, TokenType: 'Bearer' },
  };
}
