import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  AdminDisableUserCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  GetTokensFromRefreshTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { CognitoJwtVerifier } from 'aws-jwt-verify';
import { type Jwks } from 'aws-jwt-verify/jwk';
import { decodeJwt, importJWK, jwtVerify, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cognitoLocalLibDir } from './cognito-local';
import { createUser, failure, PASSWORD, POOL, signIn, startTestCognito, uniqueEmail, type TestCognito } from './test-support';

let twin: TestCognito;
beforeAll(async () => {
  twin = await startTestCognito();
}, 30_000);
afterAll(() => twin.stop());

const passwordAuth = (email: string, password: string) =>
  new InitiateAuthCommand({ ClientId: POOL.clientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password } });

describe('USER_PASSWORD_AUTH', () => {
  it('returns tokens signed with the twin key, carrying the tenant and the groups', async () => {
    const email = uniqueEmail('physician');
    await createUser(twin.sdk, email, { tenant: 'demo', groups: ['physician', 'staff'] });
    const tokens = await signIn(twin.sdk, email);

    const idVerifier = CognitoJwtVerifier.create({ userPoolId: POOL.poolId, clientId: POOL.clientId, tokenUse: 'id' });
    idVerifier.cacheJwks(twin.shim.jwks() as Jwks);
    const claims = await idVerifier.verify(tokens.IdToken);
    expect(claims).toMatchObject({ email, 'custom:tenant_id': 'demo', 'cognito:groups': ['physician', 'staff'], token_use: 'id', aud: POOL.clientId });
    expect(claims.iss).toBe(`https://cognito-idp.us-east-1.amazonaws.com/${POOL.poolId}`);
    expect(claims['cognito:username']).toBe(claims.sub);

    const accessVerifier = CognitoJwtVerifier.create({ userPoolId: POOL.poolId, clientId: POOL.clientId, tokenUse: 'access' });
    accessVerifier.cacheJwks(twin.shim.jwks() as Jwks);
    await expect(accessVerifier.verify(tokens.AccessToken)).resolves.toMatchObject({ sub: claims.sub, client_id: POOL.clientId });
  });

  it('does not sign with the key that ships inside cognito-local', async () => {
    const email = uniqueEmail('nurse');
    await createUser(twin.sdk, email, { groups: ['nurse'] });
    const { IdToken } = await signIn(twin.sdk, email);
    const bundled = JSON.parse(readFileSync(join(cognitoLocalLibDir(), 'keys', 'cognitoLocal.public.json'), 'utf8')) as { jwk: JWK };
    await expect(jwtVerify(IdToken, await importJWK(bundled.jwk, 'RS256'))).rejects.toThrow(/signature/);
    expect(twin.shim.jwks().keys[0]?.kid).not.toBe(bundled.jwk.kid);
  });

  it('answers a wrong password and an unknown user alike, as Cognito does', async () => {
    const email = uniqueEmail('staff');
    await createUser(twin.sdk, email);
    const expected = { name: 'NotAuthorizedException', message: 'Incorrect username or password.' };
    expect(await failure(twin.sdk.send(passwordAuth(email, 'Wrong-Password-1')))).toEqual(expected);
    expect(await failure(twin.sdk.send(passwordAuth(uniqueEmail('nobody'), PASSWORD)))).toEqual(expected);
  });

  it('refuses a disabled user at sign-in and at refresh', async () => {
    const email = uniqueEmail('leaver');
    await createUser(twin.sdk, email);
    const { RefreshToken } = await signIn(twin.sdk, email);
    await twin.sdk.send(new AdminDisableUserCommand({ UserPoolId: POOL.poolId, Username: email }));

    expect(await failure(twin.sdk.send(passwordAuth(email, PASSWORD)))).toEqual({ name: 'NotAuthorizedException', message: 'User is disabled.' });
    const refresh = twin.sdk.send(new GetTokensFromRefreshTokenCommand({ ClientId: POOL.clientId, RefreshToken }));
    expect((await failure(refresh)).name).toBe('NotAuthorizedException');
    // A guesser learns nothing about the account.
    expect((await failure(twin.sdk.send(passwordAuth(email, 'Wrong-Password-1')))).message).toBe('Incorrect username or password.');
  });

  it('explains that USER_SRP_AUTH is not supported', async () => {
    const srp = new InitiateAuthCommand({ ClientId: POOL.clientId, AuthFlow: 'USER_SRP_AUTH', AuthParameters: { USERNAME: 'a@demo.test', SRP_A: 'abc' } });
    const error = await failure(twin.sdk.send(srp));
    expect(error.name).toBe('InvalidParameterException');
    expect(error.message).toMatch(/USER_SRP_AUTH is not supported.*USER_PASSWORD_AUTH/);
  });
});

describe('NEW_PASSWORD_REQUIRED after AdminCreateUser with a temporary password', () => {
  const newPassword = (email: string, session: string | undefined, password: string) =>
    new RespondToAuthChallengeCommand({
      ClientId: POOL.clientId,
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      Session: session,
      ChallengeResponses: { USERNAME: email, NEW_PASSWORD: password },
    });

  it('checks the temporary password, the session and the policy, then signs in and refreshes', async () => {
    const email = uniqueEmail('newuser');
    await createUser(twin.sdk, email, { temporaryPassword: 'Praktijk-Temp-1', groups: ['administration'] });

    // cognito-local alone would hand out the challenge for any password.
    expect((await failure(twin.sdk.send(passwordAuth(email, 'not-the-temp')))).message).toBe('Incorrect username or password.');
    expect((await failure(twin.sdk.send(newPassword(email, 'made-up-session', 'Praktijk-New-1')))).name).toBe('NotAuthorizedException');

    const challenge = await twin.sdk.send(passwordAuth(email, 'Praktijk-Temp-1'));
    expect(challenge.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    const weak = await failure(twin.sdk.send(newPassword(email, challenge.Session, 'short')));
    expect(weak).toEqual({ name: 'InvalidPasswordException', message: 'Password does not conform to policy: Password not long enough' });

    const answer = await twin.sdk.send(newPassword(email, challenge.Session, 'Praktijk-New-1'));
    const { IdToken, RefreshToken } = answer.AuthenticationResult ?? {};
    expect(decodeJwt(IdToken ?? '')).toMatchObject({ email, 'cognito:groups': ['administration'] });
    // The session answers once.
    expect((await failure(twin.sdk.send(newPassword(email, challenge.Session, 'Praktijk-New-2')))).name).toBe('NotAuthorizedException');

    const refreshed = await twin.sdk.send(new GetTokensFromRefreshTokenCommand({ ClientId: POOL.clientId, RefreshToken }));
    expect(decodeJwt(refreshed.AuthenticationResult?.IdToken ?? '')).toMatchObject({ email, 'custom:tenant_id': 'demo' });
    await expect(signIn(twin.sdk, email, 'Praktijk-New-1')).resolves.toBeDefined();
  });
});
