// InitiateAuth and RespondToAuthChallenge: cognito-local checks the password, the shim adds
// what it misses (disabled users, the temporary password, challenge sessions, Cognito's
// wording of failures) and replaces its tokens with the twin's own. Multi-factor sign-in is the
// shim's alone (mfa.ts): after the password, a user with an authenticator app is asked for its code.
// USER_AUTH (choice-based sign-in) is the shim's too: a passkey (passkeys.ts) or the password.
import { decodeJwt } from 'jose';
import { CognitoError, incorrectCredentials, requireString, stringMap, userDisabled, type JsonObject } from './aws-json';
import { assertPasswordConforms } from './password-policy';
import { answerMfaChallenge, isMfaChallenge, mfaChallengeAfterPassword } from './mfa';
import { passkeySignInAvailable, verifyPasskeySignIn, WEB_AUTHN, webAuthnChallenge } from './passkeys';
import { type Operation, type ShimContext } from './shim-context';
import { TOKEN_LIFETIME_S } from './token-issuer';
import { type UserState } from './upstream';

const SELECT_CHALLENGE = 'SELECT_CHALLENGE';

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
  if (flow === 'USER_AUTH') return userAuth(ctx, body, clientId, parameters);
  if (flow !== 'USER_PASSWORD_AUTH') throw new CognitoError('InvalidParameterException', `AuthFlow ${String(flow)} is not supported by the local twin.`);
  const username = parameters.USERNAME;
  const password = parameters.PASSWORD;
  if (!username || !password) throw new CognitoError('InvalidParameterException', 'Missing required parameter USERNAME or PASSWORD');
  return passwordSignIn(ctx, body, clientId, username, password);
};

/** USER_PASSWORD_AUTH, and a password chosen in USER_AUTH: cognito-local checks it, the shim adds the rest. */
async function passwordSignIn(ctx: ShimContext, upstreamBody: JsonObject, clientId: string, username: string, password: string): Promise<JsonObject> {
  const result = await ctx.upstream.call('InitiateAuth', upstreamBody).catch(asIncorrectCredentials);
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
}

const passwordAuthBody = (clientId: string, username: string, password: string): JsonObject => ({
  ClientId: clientId,
  AuthFlow: 'USER_PASSWORD_AUTH',
  AuthParameters: { USERNAME: username, PASSWORD: password },
});

/**
 * USER_AUTH, choice-based sign-in as the AWS pool offers it (first factors PASSWORD and WEB_AUTHN):
 * PREFERRED_CHALLENGE WEB_AUTHN goes straight to the passkey challenge when the user can use one;
 * PASSWORD with the PASSWORD parameter signs in as USER_PASSWORD_AUTH does; otherwise the answer
 * is SELECT_CHALLENGE with the factors available. An unknown user gets the same answer as a user
 * without passkeys, so the answer does not reveal who has an account. The twin has no SRP, so
 * PASSWORD_SRP is never offered.
 */
async function userAuth(ctx: ShimContext, body: JsonObject, clientId: string, parameters: Record<string, string>): Promise<JsonObject> {
  const username = parameters.USERNAME;
  if (!username) throw new CognitoError('InvalidParameterException', 'Missing required parameter USERNAME');
  const preferred = parameters.PREFERRED_CHALLENGE;
  if (preferred === 'PASSWORD') {
    if (!parameters.PASSWORD) throw new CognitoError('InvalidParameterException', 'Missing required parameter PASSWORD');
    return passwordSignIn(ctx, passwordAuthBody(clientId, username, parameters.PASSWORD), clientId, username, parameters.PASSWORD);
  }
  if (preferred !== undefined && preferred !== WEB_AUTHN) {
    throw new CognitoError('InvalidParameterException', `The preferred challenge ${preferred} is not enabled for this user pool.`);
  }
  const user = await ctx.upstream.getUser(username).catch(() => undefined);
  const passkey = user !== undefined && passkeySignInAvailable(ctx, user);
  if (passkey && preferred === WEB_AUTHN) return openWebAuthnChallenge(ctx, user, clientId);
  const session = ctx.challenges.open({ username: user?.username ?? username, clientId, challengeName: SELECT_CHALLENGE, upstreamSession: '' });
  return { ChallengeName: SELECT_CHALLENGE, ChallengeParameters: {}, AvailableChallenges: passkey ? ['PASSWORD', WEB_AUTHN] : ['PASSWORD'], Session: session };
}

async function openWebAuthnChallenge(ctx: ShimContext, user: UserState, clientId: string): Promise<JsonObject> {
  const { parameters, challenge } = await webAuthnChallenge(ctx, user);
  const session = ctx.challenges.open({ username: user.username, clientId, challengeName: WEB_AUTHN, upstreamSession: '', webAuthnChallenge: challenge });
  return { ChallengeName: WEB_AUTHN, ChallengeParameters: parameters, Session: session };
}

/** SELECT_CHALLENGE: ANSWER WEB_AUTHN opens the passkey challenge; ANSWER PASSWORD (with PASSWORD) signs in with it. */
async function answerSelectChallenge(ctx: ShimContext, clientId: string, session: string, responses: Record<string, string>): Promise<JsonObject> {
  const username = responses.USERNAME ?? '';
  const user = await ctx.upstream.getUser(username).catch(() => undefined);
  ctx.challenges.find(session, { username: user?.username ?? username, clientId, challengeName: SELECT_CHALLENGE });
  if (responses.ANSWER === 'PASSWORD' && responses.PASSWORD) {
    ctx.challenges.close(session);
    return passwordSignIn(ctx, passwordAuthBody(clientId, username, responses.PASSWORD), clientId, username, responses.PASSWORD);
  }
  if (responses.ANSWER === WEB_AUTHN && user !== undefined && passkeySignInAvailable(ctx, user)) {
    ctx.challenges.close(session);
    return openWebAuthnChallenge(ctx, user, clientId);
  }
  throw new CognitoError(
    'InvalidParameterException',
    `The challenge ${responses.ANSWER ?? '(none)'} is not available: answer with one of AvailableChallenges.`,
  );
}

export const respondToAuthChallenge: Operation = async (ctx, body) => {
  const clientId = requireString(body, 'ClientId');
  const challengeName = requireString(body, 'ChallengeName');
  const session = requireString(body, 'Session');
  const responses = stringMap(body.ChallengeResponses);
  if (challengeName === SELECT_CHALLENGE) return answerSelectChallenge(ctx, clientId, session, responses);
  const user = await ctx.upstream.getUser(responses.USERNAME ?? '').catch(() => {
    throw new CognitoError('NotAuthorizedException', 'Invalid session for the user.');
  });
  const challenge = ctx.challenges.find(session, { username: user.username, clientId, challengeName });
  if (challengeName === WEB_AUTHN) {
    // One answer per challenge, right or wrong: a passkey's assertion is never accepted twice.
    ctx.challenges.close(session);
    await verifyPasskeySignIn(ctx, user, challenge.webAuthnChallenge ?? '', responses.CREDENTIAL);
    // After the passkey, as after the password: a disabled account is revealed only to its owner.
    if (!user.enabled) throw userDisabled();
    // With user verification the passkey is multi-factor itself (MULTI_FACTOR_WITH_USER_VERIFICATION): no code follows.
    if (!passkeySignInAvailable(ctx, user)) throw new CognitoError('NotAuthorizedException', 'Passkey sign-in is not available for this user.');
    return issueTokens(ctx, user, clientId);
  }
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
