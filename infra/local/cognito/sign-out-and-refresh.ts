// Refresh, revocation and sign-out, done by the shim alone: cognito-local lacks
// GetTokensFromRefreshToken (Amplify >= 6.15 refreshes only with it) and GlobalSignOut, keeps
// accepting revoked access tokens, and forgets refresh tokens issued after a challenge.
import { type JWTPayload } from 'jose';
import { CognitoError, requireString, userDisabled, type JsonObject } from './aws-json';
import { type Operation, type ShimContext } from './shim-context';
import { TOKEN_LIFETIME_S } from './token-issuer';

const invalidRefreshToken = (): CognitoError => new CognitoError('NotAuthorizedException', 'Invalid Refresh Token');

/**
 * New ID and access tokens from the user's current state (groups changed since sign-in show up),
 * and a new refresh token: the client rotates them, as the AWS app client does.
 */
export async function refreshTokens(ctx: ShimContext, clientId: string, refreshToken: string | undefined): Promise<JsonObject> {
  if (!refreshToken) throw new CognitoError('InvalidParameterException', 'Missing required parameter REFRESH_TOKEN');
  const session = ctx.sessions.byRefreshToken(refreshToken);
  if (!session || session.clientId !== clientId) throw invalidRefreshToken();
  const user = await ctx.upstream.getUser(session.username).catch(() => {
    throw invalidRefreshToken();
  });
  if (!user.enabled) throw userDisabled();
  const groups = await ctx.upstream.groupsOf(user);
  const tokens = await ctx.tokens.mint(user, groups, session);
  return { ...tokens, RefreshToken: ctx.sessions.rotate(session.id), ExpiresIn: TOKEN_LIFETIME_S, TokenType: 'Bearer' };
}

export const getTokensFromRefreshToken: Operation = async (ctx, body) => ({
  AuthenticationResult: await refreshTokens(ctx, requireString(body, 'ClientId'), requireString(body, 'RefreshToken')),
});

/** Amplify's signOut(): ends this sign-in, its refresh token and its access tokens. */
export const revokeToken: Operation = (ctx, body) => {
  const clientId = requireString(body, 'ClientId');
  const session = ctx.sessions.byRefreshToken(requireString(body, 'Token'));
  // An unknown or already revoked token is not an error: the outcome is the same.
  if (session && session.clientId !== clientId) throw new CognitoError('UnauthorizedException', 'Token was not issued to this client');
  if (session) ctx.sessions.revoke(session.id);
  return Promise.resolve({});
};

/** An access token the twin issued, unexpired, whose sign-in has not been revoked. */
export async function verifyActiveAccessToken(ctx: ShimContext, token: string): Promise<JWTPayload> {
  const claims = await ctx.tokens.verifyAccessToken(token);
  if (!ctx.sessions.isActive(claims.origin_jti, claims.sub)) {
    throw new CognitoError('NotAuthorizedException', 'Access Token has been revoked');
  }
  return claims;
}

export const globalSignOut: Operation = async (ctx, body) => {
  const claims = await verifyActiveAccessToken(ctx, requireString(body, 'AccessToken'));
  ctx.sessions.revokeAllFor(String(claims.sub));
  return {};
};

export const adminUserGlobalSignOut: Operation = async (ctx, body) => {
  const poolId = requireString(body, 'UserPoolId');
  if (poolId !== ctx.poolId) throw new CognitoError('ResourceNotFoundException', `User pool ${poolId} does not exist.`);
  const user = await ctx.upstream.getUser(requireString(body, 'Username'));
  ctx.sessions.revokeAllFor(user.attributes.sub ?? user.username);
  return {};
};

/** As in Cognito, disabling a user also revokes its tokens (cognito-local only sets a flag). */
export const adminDisableUser: Operation = async (ctx, body) => {
  const result = await ctx.upstream.call('AdminDisableUser', body);
  const user = await ctx.upstream.getUser(requireString(body, 'Username'));
  ctx.sessions.revokeAllFor(user.attributes.sub ?? user.username);
  return result;
};
