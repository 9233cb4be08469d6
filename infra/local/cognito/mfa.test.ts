import { statSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  AdminSetUserMFAPreferenceCommand,
  AssociateSoftwareTokenCommand,
  GetUserCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { CognitoJwtVerifier } from 'aws-jwt-verify';
import { type Jwks } from 'aws-jwt-verify/jwk';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, failure, PASSWORD, POOL, signIn, startTestCognito, uniqueEmail, type TestCognito } from './test-support';
import { FAILURES_BEFORE_LOCKOUT, PERIOD_S } from './totp';

const passwordAuth = (email: string) =>
  new InitiateAuthCommand({ ClientId: POOL.clientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD } });

/** The code an authenticator app shows for this secret, `steps` periods from now. */
const codeFor = (secret: string, steps = 0): string =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: PERIOD_S }).generate({ timestamp: Date.now() + steps * PERIOD_S * 1000 });

const wrongCode = (secret: string): string => String((Number(codeFor(secret)) + 500_000) % 1_000_000).padStart(6, '0');

const totpAnswer = (session: string | undefined, username: string, code: string) =>
  new RespondToAuthChallengeCommand({
    ClientId: POOL.clientId,
    ChallengeName: 'SOFTWARE_TOKEN_MFA',
    Session: session,
    ChallengeResponses: { USERNAME: username, SOFTWARE_TOKEN_MFA_CODE: code },
  });

async function expectValidIdToken(twin: TestCognito, token: string | undefined, email: string): Promise<void> {
  const verifier = CognitoJwtVerifier.create({ userPoolId: POOL.poolId, clientId: POOL.clientId, tokenUse: 'id' });
  verifier.cacheJwks(twin.shim.jwks() as Jwks);
  await expect(verifier.verify(token ?? '')).resolves.toMatchObject({ email, 'custom:tenant_id': 'demo' });
}

/** Signs in with the password and enrols an authenticator from Account > Security; returns its secret. */
async function enrol(twin: TestCognito, email: string): Promise<string> {
  const { AccessToken } = await signIn(twin.sdk, email);
  const { SecretCode } = await twin.sdk.send(new AssociateSoftwareTokenCommand({ AccessToken }));
  const secret = SecretCode ?? '';
  await twin.sdk.send(new VerifySoftwareTokenCommand({ AccessToken, UserCode: codeFor(secret) }));
  await twin.sdk.send(new SetUserMFAPreferenceCommand({ AccessToken, SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true } }));
  return secret;
}

describe('TOTP with the pool MFA OPTIONAL (the twin default)', () => {
  let twin: TestCognito;
  beforeAll(async () => {
    twin = await startTestCognito();
  }, 30_000);
  afterAll(() => twin.stop());

  it('signs a user without an authenticator in with the password alone', async () => {
    const email = uniqueEmail('plain');
    await createUser(twin.sdk, email);
    const answer = await twin.sdk.send(passwordAuth(email));
    expect(answer.ChallengeName).toBeUndefined();
    expect(answer.AuthenticationResult?.IdToken).toBeDefined();
  });

  it('enrols an authenticator with an access token, then asks for its code after the password', async () => {
    const email = uniqueEmail('enrolled');
    await createUser(twin.sdk, email);
    const { AccessToken } = await signIn(twin.sdk, email);

    expect(await failure(twin.sdk.send(new SetUserMFAPreferenceCommand({ AccessToken, SoftwareTokenMfaSettings: { Enabled: true } })))).toEqual({
      name: 'InvalidParameterException',
      message: 'User has not verified software token mfa',
    });
    const { SecretCode, Session } = await twin.sdk.send(new AssociateSoftwareTokenCommand({ AccessToken }));
    expect(SecretCode).toMatch(/^[A-Z2-7]{32}$/);
    expect(Session).toBeUndefined();
    const secret = SecretCode ?? '';
    expect(await failure(twin.sdk.send(new VerifySoftwareTokenCommand({ AccessToken, UserCode: wrongCode(secret) })))).toEqual({
      name: 'EnableSoftwareTokenMFAException',
      message: 'Code mismatch and fail enable Software Token MFA',
    });
    const verified = await twin.sdk.send(new VerifySoftwareTokenCommand({ AccessToken, UserCode: codeFor(secret) }));
    expect(verified.Status).toBe('SUCCESS');
    expect(verified.Session).toBeUndefined();
    await twin.sdk.send(new SetUserMFAPreferenceCommand({ AccessToken, SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true } }));
    expect(await twin.sdk.send(new GetUserCommand({ AccessToken }))).toMatchObject({
      UserMFASettingList: ['SOFTWARE_TOKEN_MFA'],
      PreferredMfaSetting: 'SOFTWARE_TOKEN_MFA',
    });

    const challenge = await twin.sdk.send(passwordAuth(email));
    expect(challenge.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    expect(challenge.AuthenticationResult).toBeUndefined();
    const username = challenge.ChallengeParameters?.USER_ID_FOR_SRP ?? '';
    expect(username).not.toBe('');

    expect(await failure(twin.sdk.send(totpAnswer(challenge.Session, username, wrongCode(secret))))).toEqual({
      name: 'CodeMismatchException',
      message: 'Invalid code received for user',
    });
    // The code that verified the set-up was used: the same code is refused within its window.
    expect((await failure(twin.sdk.send(totpAnswer(challenge.Session, username, codeFor(secret))))).name).toBe('CodeMismatchException');
    // The next step's code is accepted (one step of drift either way), on the same session after the misses.
    const answer = await twin.sdk.send(totpAnswer(challenge.Session, username, codeFor(secret, 1)));
    await expectValidIdToken(twin, answer.AuthenticationResult?.IdToken, email);
    expect(answer.AuthenticationResult?.RefreshToken).toBeDefined();
    // The session answers once.
    expect((await failure(twin.sdk.send(totpAnswer(challenge.Session, username, codeFor(secret, -1))))).name).toBe('NotAuthorizedException');
  });

  it('refuses a code more than one step away, and an answer without the challenge session', async () => {
    const email = uniqueEmail('drift');
    await createUser(twin.sdk, email);
    const secret = await enrol(twin, email);
    const challenge = await twin.sdk.send(passwordAuth(email));
    const username = challenge.ChallengeParameters?.USER_ID_FOR_SRP ?? '';
    expect((await failure(twin.sdk.send(totpAnswer(challenge.Session, username, codeFor(secret, 3))))).name).toBe('CodeMismatchException');
    expect((await failure(twin.sdk.send(totpAnswer('made-up-session-0123456789', username, codeFor(secret, 1))))).name).toBe('NotAuthorizedException');
  });

  it('locks the user out after repeated wrong codes, even for the right one', async () => {
    const email = uniqueEmail('guesser');
    await createUser(twin.sdk, email);
    const secret = await enrol(twin, email);
    const challenge = await twin.sdk.send(passwordAuth(email));
    const username = challenge.ChallengeParameters?.USER_ID_FOR_SRP ?? '';
    for (let attempt = 0; attempt < FAILURES_BEFORE_LOCKOUT; attempt++) {
      expect((await failure(twin.sdk.send(totpAnswer(challenge.Session, username, wrongCode(secret))))).name).toBe('CodeMismatchException');
    }
    expect(await failure(twin.sdk.send(totpAnswer(challenge.Session, username, codeFor(secret, 1))))).toEqual({
      name: 'NotAuthorizedException',
      message: 'Too many invalid credentials attempts. User temporarily locked. Please try again after few seconds.',
    });
  });

  it('lets an administrator turn a user\u2019s authenticator off, and keeps secrets out of the log', async () => {
    const email = uniqueEmail('reset');
    await createUser(twin.sdk, email);
    const secret = await enrol(twin, email);
    await twin.sdk.send(
      new AdminSetUserMFAPreferenceCommand({ UserPoolId: POOL.poolId, Username: email, SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false } }),
    );
    expect((await twin.sdk.send(passwordAuth(email))).AuthenticationResult?.IdToken).toBeDefined();

    expect(twin.logLines.join('\n')).not.toContain(secret);
    const store = join(twin.dir, 'shim', 'totp.json');
    expect(readFileSync(store, 'utf8')).toContain(secret);
    expect(statSync(store).mode & 0o077).toBe(0);
  });
});

describe('TOTP with the pool MFA ON (as in AWS)', () => {
  let twin: TestCognito;
  beforeAll(async () => {
    twin = await startTestCognito(undefined, { mfaConfiguration: 'ON' });
  }, 30_000);
  afterAll(() => twin.stop());

  it('makes a user without an authenticator enrol one at sign-in (MFA_SETUP), then asks for codes', async () => {
    const email = uniqueEmail('first');
    await createUser(twin.sdk, email);
    const setup = await twin.sdk.send(passwordAuth(email));
    expect(setup.ChallengeName).toBe('MFA_SETUP');
    expect(JSON.parse(setup.ChallengeParameters?.MFAS_CAN_SETUP ?? '[]')).toEqual(['SOFTWARE_TOKEN_MFA']);
    expect(setup.AuthenticationResult).toBeUndefined();
    const username = setup.ChallengeParameters?.USER_ID_FOR_SRP ?? '';
    const setupAnswer = (session: string | undefined) =>
      new RespondToAuthChallengeCommand({ ClientId: POOL.clientId, ChallengeName: 'MFA_SETUP', Session: session, ChallengeResponses: { USERNAME: username } });

    // Answering before an authenticator is verified does not sign in.
    expect((await failure(twin.sdk.send(setupAnswer(setup.Session)))).name).toBe('InvalidParameterException');

    const associated = await twin.sdk.send(new AssociateSoftwareTokenCommand({ Session: setup.Session }));
    const secret = associated.SecretCode ?? '';
    expect(associated.Session).toBeDefined();
    expect(associated.Session).not.toBe(setup.Session);
    expect((await failure(twin.sdk.send(new VerifySoftwareTokenCommand({ Session: associated.Session, UserCode: wrongCode(secret) })))).name).toBe(
      'EnableSoftwareTokenMFAException',
    );
    const verified = await twin.sdk.send(new VerifySoftwareTokenCommand({ Session: associated.Session, UserCode: codeFor(secret) }));
    expect(verified.Status).toBe('SUCCESS');

    const signedIn = await twin.sdk.send(setupAnswer(verified.Session));
    await expectValidIdToken(twin, signedIn.AuthenticationResult?.IdToken, email);
    expect(await twin.sdk.send(new GetUserCommand({ AccessToken: signedIn.AuthenticationResult?.AccessToken }))).toMatchObject({
      UserMFASettingList: ['SOFTWARE_TOKEN_MFA'],
    });

    const next = await twin.sdk.send(passwordAuth(email));
    expect(next.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    const answer = await twin.sdk.send(totpAnswer(next.Session, username, codeFor(secret, 1)));
    await expectValidIdToken(twin, answer.AuthenticationResult?.IdToken, email);
  });

  it('asks for the authenticator after the forced change of a temporary password', async () => {
    const email = uniqueEmail('newhire');
    await createUser(twin.sdk, email, { temporaryPassword: 'Praktijk-Temp-1' });
    const first = await twin.sdk.send(
      new InitiateAuthCommand({ ClientId: POOL.clientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: 'Praktijk-Temp-1' } }),
    );
    expect(first.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    const changed = await twin.sdk.send(
      new RespondToAuthChallengeCommand({
        ClientId: POOL.clientId,
        ChallengeName: 'NEW_PASSWORD_REQUIRED',
        Session: first.Session,
        ChallengeResponses: { USERNAME: email, NEW_PASSWORD: 'Praktijk-New-1' },
      }),
    );
    expect(changed.ChallengeName).toBe('MFA_SETUP');
    expect(changed.AuthenticationResult).toBeUndefined();
  });
});
