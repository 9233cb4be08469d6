import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  AdminDisableUserCommand,
  AssociateSoftwareTokenCommand,
  CompleteWebAuthnRegistrationCommand,
  DeleteWebAuthnCredentialCommand,
  GetUserCommand,
  InitiateAuthCommand,
  ListWebAuthnCredentialsCommand,
  RespondToAuthChallengeCommand,
  SetUserMFAPreferenceCommand,
  StartWebAuthnRegistrationCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { CognitoJwtVerifier } from 'aws-jwt-verify';
import { type Jwks } from 'aws-jwt-verify/jwk';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SoftwareAuthenticator, type CeremonyOptions } from './software-authenticator';
import { PERIOD_S } from './totp';
import { createUser, failure, PASSWORD, POOL, signIn, startTestCognito, uniqueEmail, WEB_AUTHN, type TestCognito } from './test-support';

const ORIGIN = WEB_AUTHN.origins[0];

const passkeyAuth = (email: string, preferred: string | null = 'WEB_AUTHN') =>
  new InitiateAuthCommand({
    ClientId: POOL.clientId,
    AuthFlow: 'USER_AUTH',
    AuthParameters: { USERNAME: email, ...(preferred ? { PREFERRED_CHALLENGE: preferred } : {}) },
  });

const passkeyAnswer = (session: string | undefined, email: string, credential: unknown) =>
  new RespondToAuthChallengeCommand({
    ClientId: POOL.clientId,
    ChallengeName: 'WEB_AUTHN',
    Session: session,
    ChallengeResponses: { USERNAME: email, CREDENTIAL: JSON.stringify(credential) },
  });

/** Signs in with the password and registers a new passkey from Account > Security. */
async function registerPasskey(
  twin: TestCognito,
  email: string,
  ceremony: CeremonyOptions = {},
): Promise<{ authenticator: SoftwareAuthenticator; accessToken: string }> {
  const { AccessToken } = await signIn(twin.sdk, email);
  const authenticator = new SoftwareAuthenticator({ origin: ORIGIN, rpId: WEB_AUTHN.relyingPartyId });
  const { CredentialCreationOptions } = await twin.sdk.send(new StartWebAuthnRegistrationCommand({ AccessToken }));
  const options = CredentialCreationOptions as Parameters<SoftwareAuthenticator['register']>[0];
  await twin.sdk.send(new CompleteWebAuthnRegistrationCommand({ AccessToken, Credential: authenticator.register(options, ceremony) }));
  return { authenticator, accessToken: AccessToken };
}

/** USER_AUTH with the passkey: the WEB_AUTHN challenge, and its answer. */
async function passkeySignIn(twin: TestCognito, email: string, authenticator: SoftwareAuthenticator, ceremony: CeremonyOptions = {}) {
  const challenge = await twin.sdk.send(passkeyAuth(email));
  expect(challenge.ChallengeName).toBe('WEB_AUTHN');
  const options = challenge.ChallengeParameters?.CREDENTIAL_REQUEST_OPTIONS ?? '';
  return twin.sdk.send(passkeyAnswer(challenge.Session, email, authenticator.assert(options, ceremony)));
}

async function expectValidIdToken(twin: TestCognito, token: string | undefined, email: string): Promise<void> {
  const verifier = CognitoJwtVerifier.create({ userPoolId: POOL.poolId, clientId: POOL.clientId, tokenUse: 'id' });
  verifier.cacheJwks(twin.shim.jwks() as Jwks);
  await expect(verifier.verify(token ?? '')).resolves.toMatchObject({ email, 'custom:tenant_id': 'demo' });
}

const REFUSED = { name: 'NotAuthorizedException', message: 'Incorrect passkey credential.' };

describe('passkeys with the pool MFA OPTIONAL (the twin default)', () => {
  let twin: TestCognito;
  beforeAll(async () => {
    twin = await startTestCognito();
  }, 30_000);
  afterAll(() => twin.stop());

  it('registers a passkey, lists it, signs in with it alone, and keeps it across a restart of the store', async () => {
    const email = uniqueEmail('passkey');
    await createUser(twin.sdk, email);
    const { authenticator, accessToken } = await registerPasskey(twin, email);

    const { Credentials } = await twin.sdk.send(new ListWebAuthnCredentialsCommand({ AccessToken: accessToken }));
    expect(Credentials).toEqual([
      expect.objectContaining({
        CredentialId: authenticator.id,
        RelyingPartyId: 'localhost',
        FriendlyCredentialName: 'Passkey',
        AuthenticatorAttachment: 'platform',
      }),
    ]);
    expect(Math.abs(Number(Credentials?.[0]?.CreatedAt?.getTime()) - Date.now())).toBeLessThan(60_000);

    const answer = await passkeySignIn(twin, email, authenticator);
    expect(answer.ChallengeName).toBeUndefined();
    await expectValidIdToken(twin, answer.AuthenticationResult?.IdToken, email);
    expect(answer.AuthenticationResult?.RefreshToken).toBeDefined();

    const file = join(twin.dir, 'shim', 'passkeys.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toContain(authenticator.id);
  });

  it('answers a user without passkeys, and an unknown user, alike: SELECT_CHALLENGE with the password only', async () => {
    const email = uniqueEmail('nopasskey');
    await createUser(twin.sdk, email);
    const known = await twin.sdk.send(passkeyAuth(email));
    const unknown = await twin.sdk.send(passkeyAuth(uniqueEmail('nobody')));
    for (const answer of [known, unknown]) {
      expect(answer).toMatchObject({ ChallengeName: 'SELECT_CHALLENGE', AvailableChallenges: ['PASSWORD'] });
      expect(answer.Session).toBeDefined();
    }
    // The password chosen there signs in as USER_PASSWORD_AUTH does.
    const chosen = await twin.sdk.send(
      new RespondToAuthChallengeCommand({
        ClientId: POOL.clientId,
        ChallengeName: 'SELECT_CHALLENGE',
        Session: known.Session,
        ChallengeResponses: { USERNAME: email, ANSWER: 'PASSWORD', PASSWORD },
      }),
    );
    await expectValidIdToken(twin, chosen.AuthenticationResult?.IdToken, email);
    expect(
      await failure(
        twin.sdk.send(
          new RespondToAuthChallengeCommand({
            ClientId: POOL.clientId,
            ChallengeName: 'SELECT_CHALLENGE',
            Session: unknown.Session,
            ChallengeResponses: { USERNAME: uniqueEmail('nobody'), ANSWER: 'PASSWORD', PASSWORD },
          }),
        ),
      ),
    ).toMatchObject({ name: 'NotAuthorizedException' });
  });

  it('offers both factors to a user with a passkey who names none, and opens the passkey challenge when chosen', async () => {
    const email = uniqueEmail('choice');
    await createUser(twin.sdk, email);
    const { authenticator } = await registerPasskey(twin, email);
    const select = await twin.sdk.send(passkeyAuth(email, null));
    expect(select).toMatchObject({ ChallengeName: 'SELECT_CHALLENGE', AvailableChallenges: ['PASSWORD', 'WEB_AUTHN'] });
    const challenge = await twin.sdk.send(
      new RespondToAuthChallengeCommand({
        ClientId: POOL.clientId,
        ChallengeName: 'SELECT_CHALLENGE',
        Session: select.Session,
        ChallengeResponses: { USERNAME: email, ANSWER: 'WEB_AUTHN' },
      }),
    );
    expect(challenge.ChallengeName).toBe('WEB_AUTHN');
    const answer = await twin.sdk.send(
      passkeyAnswer(challenge.Session, email, authenticator.assert(challenge.ChallengeParameters?.CREDENTIAL_REQUEST_OPTIONS ?? '')),
    );
    await expectValidIdToken(twin, answer.AuthenticationResult?.IdToken, email);
  });

  it('refuses an assertion for another challenge, from another origin, or without user verification', async () => {
    const email = uniqueEmail('refusals');
    await createUser(twin.sdk, email);
    const { authenticator } = await registerPasskey(twin, email);
    const other = await twin.sdk.send(passkeyAuth(email));
    const otherChallenge = (JSON.parse(other.ChallengeParameters?.CREDENTIAL_REQUEST_OPTIONS ?? '{}') as { challenge: string }).challenge;

    expect(await failure(passkeySignIn(twin, email, authenticator, { challenge: otherChallenge }))).toEqual(REFUSED);
    expect(await failure(passkeySignIn(twin, email, authenticator, { origin: 'http://127.0.0.1:8080' }))).toEqual(REFUSED);
    expect(await failure(passkeySignIn(twin, email, authenticator, { origin: 'https://evil.example' }))).toEqual(REFUSED);
    expect(await failure(passkeySignIn(twin, email, authenticator, { rpId: 'evil.example' }))).toEqual(REFUSED);
    expect(await failure(passkeySignIn(twin, email, authenticator, { userVerified: false }))).toEqual(REFUSED);
    // None of them used the passkey up: the right answer still signs in.
    expect((await passkeySignIn(twin, email, authenticator)).AuthenticationResult?.IdToken).toBeDefined();
  });

  it('refuses a replayed assertion, a second answer to one challenge, a cloned authenticator and an unknown credential', async () => {
    const email = uniqueEmail('replay');
    await createUser(twin.sdk, email);
    const { authenticator } = await registerPasskey(twin, email);

    const challenge = await twin.sdk.send(passkeyAuth(email));
    const assertion = authenticator.assert(challenge.ChallengeParameters?.CREDENTIAL_REQUEST_OPTIONS ?? '');
    expect((await twin.sdk.send(passkeyAnswer(challenge.Session, email, assertion))).AuthenticationResult).toBeDefined();
    // The same answer again, on its own session: the session is used up.
    expect(await failure(twin.sdk.send(passkeyAnswer(challenge.Session, email, assertion)))).toEqual({
      name: 'NotAuthorizedException',
      message: 'Invalid session for the user.',
    });
    // The same assertion on a new sign-in: it signed another challenge.
    const next = await twin.sdk.send(passkeyAuth(email));
    expect(await failure(twin.sdk.send(passkeyAnswer(next.Session, email, assertion)))).toEqual(REFUSED);
    // A wrong answer uses the challenge up too.
    expect(
      await failure(twin.sdk.send(passkeyAnswer(next.Session, email, authenticator.assert(next.ChallengeParameters?.CREDENTIAL_REQUEST_OPTIONS ?? '')))),
    ).toEqual({
      name: 'NotAuthorizedException',
      message: 'Invalid session for the user.',
    });
    // A copy of the authenticator whose counter has fallen behind.
    authenticator.counter = 0;
    expect(await failure(passkeySignIn(twin, email, authenticator))).toEqual(REFUSED);
    authenticator.counter = 100;
    expect((await passkeySignIn(twin, email, authenticator)).AuthenticationResult).toBeDefined();
    // Another authenticator's credential, unknown to the user.
    const stranger = new SoftwareAuthenticator({ origin: ORIGIN, rpId: 'localhost' });
    expect(await failure(passkeySignIn(twin, email, stranger))).toEqual(REFUSED);
  });

  it('refuses another user’s passkey', async () => {
    const [owner, other] = [uniqueEmail('owner'), uniqueEmail('other')];
    await createUser(twin.sdk, owner);
    await createUser(twin.sdk, other);
    const { authenticator } = await registerPasskey(twin, owner);
    await registerPasskey(twin, other);
    expect(await failure(passkeySignIn(twin, other, authenticator))).toEqual(REFUSED);
  });

  it('refuses a disabled user after the passkey, as after the password', async () => {
    const email = uniqueEmail('disabled');
    await createUser(twin.sdk, email);
    const { authenticator } = await registerPasskey(twin, email);
    await twin.sdk.send(new AdminDisableUserCommand({ UserPoolId: POOL.poolId, Username: email }));
    expect(await failure(passkeySignIn(twin, email, authenticator))).toEqual({ name: 'NotAuthorizedException', message: 'User is disabled.' });
  });

  it('refuses a registration from another origin, for another challenge, without user verification, or twice', async () => {
    const email = uniqueEmail('register');
    await createUser(twin.sdk, email);
    const { AccessToken } = await signIn(twin.sdk, email);
    const attempt = async (ceremony: CeremonyOptions, authenticator = new SoftwareAuthenticator({ origin: ORIGIN, rpId: 'localhost' })) => {
      const { CredentialCreationOptions } = await twin.sdk.send(new StartWebAuthnRegistrationCommand({ AccessToken }));
      const options = CredentialCreationOptions as Parameters<SoftwareAuthenticator['register']>[0];
      return twin.sdk.send(new CompleteWebAuthnRegistrationCommand({ AccessToken, Credential: authenticator.register(options, ceremony) }));
    };
    expect((await failure(attempt({ origin: 'https://evil.example' }))).name).toBe('WebAuthnOriginNotAllowedException');
    expect((await failure(attempt({ rpId: 'evil.example' }))).name).toBe('WebAuthnRelyingPartyMismatchException');
    expect((await failure(attempt({ challenge: 'c29tZS1vdGhlci1jaGFsbGVuZ2U' }))).name).toBe('WebAuthnChallengeNotFoundException');
    expect((await failure(attempt({ userVerified: false }))).name).toBe('WebAuthnCredentialNotSupportedException');
    // A registration's challenge answers once.
    const authenticator = new SoftwareAuthenticator({ origin: ORIGIN, rpId: 'localhost' });
    const { CredentialCreationOptions } = await twin.sdk.send(new StartWebAuthnRegistrationCommand({ AccessToken }));
    const credential = authenticator.register(CredentialCreationOptions as Parameters<SoftwareAuthenticator['register']>[0]);
    await twin.sdk.send(new CompleteWebAuthnRegistrationCommand({ AccessToken, Credential: credential }));
    expect((await failure(twin.sdk.send(new CompleteWebAuthnRegistrationCommand({ AccessToken, Credential: credential })))).name).toBe(
      'WebAuthnChallengeNotFoundException',
    );
    // The same authenticator credential, registered again on a new challenge.
    expect((await failure(attempt({}, authenticator))).name).toBe('WebAuthnCredentialNotSupportedException');
    expect((await twin.sdk.send(new ListWebAuthnCredentialsCommand({ AccessToken }))).Credentials).toHaveLength(1);
    // Registration needs a signed-in user.
    expect((await failure(twin.sdk.send(new StartWebAuthnRegistrationCommand({ AccessToken: 'not-a-token' })))).name).toBe('NotAuthorizedException');
  });

  it('deletes a passkey, after which it no longer signs in', async () => {
    const email = uniqueEmail('delete');
    await createUser(twin.sdk, email);
    const { authenticator, accessToken } = await registerPasskey(twin, email);
    expect((await failure(twin.sdk.send(new DeleteWebAuthnCredentialCommand({ AccessToken: accessToken, CredentialId: 'unknown' })))).name).toBe(
      'ResourceNotFoundException',
    );
    await twin.sdk.send(new DeleteWebAuthnCredentialCommand({ AccessToken: accessToken, CredentialId: authenticator.id }));
    expect((await twin.sdk.send(new ListWebAuthnCredentialsCommand({ AccessToken: accessToken }))).Credentials).toEqual([]);
    expect(await twin.sdk.send(passkeyAuth(email))).toMatchObject({ ChallengeName: 'SELECT_CHALLENGE', AvailableChallenges: ['PASSWORD'] });
  });

  it('leaves USER_PASSWORD_AUTH as it was', async () => {
    const email = uniqueEmail('password');
    await createUser(twin.sdk, email);
    await registerPasskey(twin, email);
    const tokens = await signIn(twin.sdk, email);
    await expectValidIdToken(twin, tokens.IdToken, email);
  });
});

/** The code an authenticator app shows for this secret now. */
const codeFor = (secret: string): string => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: PERIOD_S }).generate();

describe('passkeys with the pool MFA ON (as in AWS)', () => {
  let twin: TestCognito;
  beforeAll(async () => {
    twin = await startTestCognito(undefined, { mfaConfiguration: 'ON' });
  }, 30_000);
  afterAll(() => twin.stop());

  /** A user who enrolled an authenticator at first sign-in; returns a signed-in access token (password + code). */
  async function enrolledUser(email: string): Promise<string> {
    await createUser(twin.sdk, email);
    const setup = await twin.sdk.send(
      new InitiateAuthCommand({ ClientId: POOL.clientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD } }),
    );
    expect(setup.ChallengeName).toBe('MFA_SETUP');
    const associated = await twin.sdk.send(new AssociateSoftwareTokenCommand({ Session: setup.Session }));
    const verified = await twin.sdk.send(new VerifySoftwareTokenCommand({ Session: associated.Session, UserCode: codeFor(associated.SecretCode ?? '') }));
    const done = await twin.sdk.send(
      new RespondToAuthChallengeCommand({
        ClientId: POOL.clientId,
        ChallengeName: 'MFA_SETUP',
        Session: verified.Session,
        ChallengeResponses: { USERNAME: email },
      }),
    );
    return done.AuthenticationResult?.AccessToken ?? '';
  }

  async function addPasskey(accessToken: string): Promise<SoftwareAuthenticator> {
    const authenticator = new SoftwareAuthenticator({ origin: ORIGIN, rpId: 'localhost' });
    const { CredentialCreationOptions } = await twin.sdk.send(new StartWebAuthnRegistrationCommand({ AccessToken: accessToken }));
    const options = CredentialCreationOptions as Parameters<SoftwareAuthenticator['register']>[0];
    await twin.sdk.send(new CompleteWebAuthnRegistrationCommand({ AccessToken: accessToken, Credential: authenticator.register(options) }));
    return authenticator;
  }

  it('signs a user with passkey MFA on in with the passkey alone, without the authenticator code', async () => {
    const email = uniqueEmail('mfa-passkey');
    const accessToken = await enrolledUser(email);
    const authenticator = await addPasskey(accessToken);
    await twin.sdk.send(new SetUserMFAPreferenceCommand({ AccessToken: accessToken, WebAuthnMfaSettings: { Enabled: true } }));
    const user = await twin.sdk.send(new GetUserCommand({ AccessToken: accessToken }));
    expect(user.UserMFASettingList).toEqual(['SOFTWARE_TOKEN_MFA', 'WEB_AUTHN']);

    const answer = await passkeySignIn(twin, email, authenticator);
    expect(answer.ChallengeName).toBeUndefined();
    await expectValidIdToken(twin, answer.AuthenticationResult?.IdToken, email);
  });

  it('does not offer the passkey while passkey MFA is off, and keeps asking for the code after the password', async () => {
    const email = uniqueEmail('mfa-off');
    const accessToken = await enrolledUser(email);
    await addPasskey(accessToken);
    expect(await twin.sdk.send(passkeyAuth(email))).toMatchObject({ ChallengeName: 'SELECT_CHALLENGE', AvailableChallenges: ['PASSWORD'] });
    const password = await twin.sdk.send(
      new InitiateAuthCommand({ ClientId: POOL.clientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD } }),
    );
    expect(password.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
  });

  it('refuses passkey MFA to a user without another MFA method', async () => {
    const optional = await startTestCognito();
    try {
      const email = uniqueEmail('no-totp');
      await createUser(optional.sdk, email);
      const { AccessToken } = await signIn(optional.sdk, email);
      expect(await failure(optional.sdk.send(new SetUserMFAPreferenceCommand({ AccessToken, WebAuthnMfaSettings: { Enabled: true } })))).toEqual({
        name: 'InvalidParameterException',
        message: 'Passkey MFA needs another MFA method: set up an authenticator app first.',
      });
    } finally {
      await optional.stop();
    }
  }, 30_000);
});
