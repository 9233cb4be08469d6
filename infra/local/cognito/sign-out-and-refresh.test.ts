import {
  AdminAddUserToGroupCommand,
  AdminRemoveUserFromGroupCommand,
  AdminUserGlobalSignOutCommand,
  GetTokensFromRefreshTokenCommand,
  GetUserCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  RevokeTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { CognitoJwtVerifier } from 'aws-jwt-verify';
import { type Jwks } from 'aws-jwt-verify/jwk';
import { decodeJwt, importJWK, SignJWT, type JWK } from 'jose';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cognitoLocalLibDir } from './cognito-local';
import { createUser, failure, POOL, signIn, startTestCognito, uniqueEmail, type TestCognito } from './test-support';

let twin: TestCognito;
beforeAll(async () => {
  twin = await startTestCognito();
}, 30_000);
afterAll(() => twin.stop());

const refreshWithNewApi = (RefreshToken: string) => twin.sdk.send(new GetTokensFromRefreshTokenCommand({ ClientId: POOL.clientId, RefreshToken }));
const refreshWithInitiateAuth = (token: string, AuthFlow: 'REFRESH_TOKEN_AUTH' | 'REFRESH_TOKEN' = 'REFRESH_TOKEN_AUTH') =>
  twin.sdk.send(new InitiateAuthCommand({ ClientId: POOL.clientId, AuthFlow, AuthParameters: { REFRESH_TOKEN: token } }));
const getUser = (AccessToken: string) => twin.sdk.send(new GetUserCommand({ AccessToken }));

describe('refresh', () => {
  it('gives fresh tokens and a new refresh token through GetTokensFromRefreshToken, with current groups', async () => {
    const email = uniqueEmail('refresher');
    await createUser(twin.sdk, email, { groups: ['nurse'] });
    const first = await signIn(twin.sdk, email);
    await twin.sdk.send(new AdminAddUserToGroupCommand({ UserPoolId: POOL.poolId, Username: email, GroupName: 'staff' }));
    await twin.sdk.send(new AdminRemoveUserFromGroupCommand({ UserPoolId: POOL.poolId, Username: email, GroupName: 'nurse' }));

    const rotated = (await refreshWithNewApi(first.RefreshToken)).AuthenticationResult;
    // The replaced token still works within the grace period (a second tab refreshing at once).
    const withinGrace = (await refreshWithNewApi(first.RefreshToken)).AuthenticationResult;
    const fromRotated = (await refreshWithNewApi(withinGrace?.RefreshToken ?? '')).AuthenticationResult;
    const verifier = CognitoJwtVerifier.create({ userPoolId: POOL.poolId, clientId: POOL.clientId, tokenUse: 'id' });
    verifier.cacheJwks(twin.shim.jwks() as Jwks);
    for (const result of [rotated, withinGrace, fromRotated]) {
      const id = await verifier.verify(result?.IdToken ?? '');
      expect(id).toMatchObject({ email, 'custom:tenant_id': 'demo', 'cognito:groups': ['staff'], token_use: 'id', iss: twin.shim.issuer });
      expect(id.auth_time).toBe(decodeJwt(first.IdToken).auth_time);
      expect(id.jti).not.toBe(decodeJwt(first.IdToken).jti);
      expect(result?.RefreshToken).toBeDefined();
      expect(result?.RefreshToken).not.toBe(first.RefreshToken);
      // The refreshed access token works against cognito-local (re-signed with its key on the way in).
      await expect(getUser(result?.AccessToken ?? '')).resolves.toMatchObject({ Username: id.sub });
    }
  });

  it('refuses REFRESH_TOKEN_AUTH, as Cognito does for a client that rotates refresh tokens', async () => {
    const email = uniqueEmail('oldflow');
    await createUser(twin.sdk, email);
    const { RefreshToken } = await signIn(twin.sdk, email);
    for (const flow of ['REFRESH_TOKEN_AUTH', 'REFRESH_TOKEN'] as const) {
      expect(await failure(refreshWithInitiateAuth(RefreshToken, flow))).toEqual({
        name: 'InvalidParameterException',
        message: `${flow} flow not enabled for this client`,
      });
    }
  });

  it('refuses a refresh token it did not issue', async () => {
    expect(await failure(refreshWithNewApi('not-a-refresh-token'))).toEqual({ name: 'NotAuthorizedException', message: 'Invalid Refresh Token' });
  });
});

describe('sign-out', () => {
  it('GlobalSignOut revokes every refresh token and access token of the user', async () => {
    const email = uniqueEmail('signout');
    await createUser(twin.sdk, email);
    const laptop = await signIn(twin.sdk, email);
    const phone = await signIn(twin.sdk, email);
    await twin.sdk.send(new GlobalSignOutCommand({ AccessToken: laptop.AccessToken }));

    for (const device of [laptop, phone]) {
      expect(await failure(getUser(device.AccessToken))).toEqual({ name: 'NotAuthorizedException', message: 'Access Token has been revoked' });
      expect((await failure(refreshWithNewApi(device.RefreshToken))).name).toBe('NotAuthorizedException');
    }
    // Signing in again works at once.
    const again = await signIn(twin.sdk, email);
    await expect(getUser(again.AccessToken)).resolves.toBeDefined();
    await expect(refreshWithNewApi(again.RefreshToken)).resolves.toBeDefined();
  });

  it('AdminUserGlobalSignOut does the same for an administrator', async () => {
    const email = uniqueEmail('adminsignout');
    await createUser(twin.sdk, email);
    const tokens = await signIn(twin.sdk, email);
    await twin.sdk.send(new AdminUserGlobalSignOutCommand({ UserPoolId: POOL.poolId, Username: email }));
    expect((await failure(getUser(tokens.AccessToken))).message).toBe('Access Token has been revoked');
    expect((await failure(refreshWithNewApi(tokens.RefreshToken))).name).toBe('NotAuthorizedException');
  });

  it("RevokeToken (Amplify's signOut) ends only that sign-in", async () => {
    const email = uniqueEmail('revoke');
    await createUser(twin.sdk, email);
    const ended = await signIn(twin.sdk, email);
    const kept = await signIn(twin.sdk, email);
    await twin.sdk.send(new RevokeTokenCommand({ ClientId: POOL.clientId, Token: ended.RefreshToken }));
    expect((await failure(refreshWithNewApi(ended.RefreshToken))).name).toBe('NotAuthorizedException');
    expect((await failure(getUser(ended.AccessToken))).message).toBe('Access Token has been revoked');
    await expect(refreshWithNewApi(kept.RefreshToken)).resolves.toBeDefined();
  });
});

describe('incoming access tokens', () => {
  it("refuses tokens signed with cognito-local's public private key", async () => {
    const email = uniqueEmail('forger');
    await createUser(twin.sdk, email);
    const real = decodeJwt((await signIn(twin.sdk, email)).AccessToken);
    const { jwk } = JSON.parse(readFileSync(join(cognitoLocalLibDir(), 'keys', 'cognitoLocal.private.json'), 'utf8')) as { jwk: JWK };
    const forged = await new SignJWT({ ...real, exp: Math.floor(Date.now() / 1000) + 3600 })
      .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' })
      .sign(await importJWK(jwk, 'RS256'));
    expect(await failure(getUser(forged))).toEqual({ name: 'NotAuthorizedException', message: 'Invalid Access Token' });
  });
});
