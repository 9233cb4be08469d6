// Passkeys (WebAuthn), which cognito-local lacks, done by the shim as Cognito does them for an app
// client with the USER_AUTH flow: registration with a signed-in user's access token
// (StartWebAuthnRegistration, CompleteWebAuthnRegistration), ListWebAuthnCredentials and
// DeleteWebAuthnCredential, and the WEB_AUTHN sign-in challenge (sign-in.ts asks for it). Every
// registration and assertion is verified by @simplewebauthn/server: the challenge the shim handed
// out (single use, expiring), the origin the browser used, the relying party, user verification
// (required, as the AWS pool's passkeyUserVerification) and the signature counter.
//
// MFA, as the AWS pool is set (WebAuthnFactorConfiguration MULTI_FACTOR_WITH_USER_VERIFICATION):
// a passkey sign-in with user verification is multi-factor in itself, so no authenticator code
// follows it. Where the pool requires MFA (ON), passkey sign-in is offered only to a user who
// turned passkey MFA on (SetUserMFAPreference WebAuthnMfaSettings), which needs another MFA
// method (the authenticator app) so that losing the passkey never locks the user out.
import { generateAuthenticationOptions, generateRegistrationOptions, verifyAuthenticationResponse, verifyRegistrationResponse } from '@simplewebauthn/server';
import { type AuthenticationResponseJSON, type RegistrationResponseJSON } from '@simplewebauthn/server';
import { CognitoError, requireString, type JsonObject } from './aws-json';
import { REGISTRATION_TIMEOUT_MS } from './passkey-store';
import { type Operation, type ShimContext, type WebAuthnSettings } from './shim-context';
import { verifyActiveAccessToken } from './sign-out-and-refresh';
import { type UserState } from './upstream';

export const WEB_AUTHN = 'WEB_AUTHN';
/** The name the browser shows for the relying party when a passkey is created. */
const RP_NAME = 'Praktijk';
/** ES256 and RS256, as Cognito asks for. */
const ALGORITHMS = [-7, -257];
const MAX_LIST_RESULTS = 20;

const subOf = (user: UserState): string => user.attributes.sub ?? user.username;
const fromBase64Url = (value: string): Uint8Array<ArrayBuffer> => new Uint8Array(Buffer.from(value, 'base64url'));

function settingsOf(ctx: ShimContext): WebAuthnSettings {
  if (!ctx.webAuthn) throw new CognitoError('WebAuthnNotEnabledException', 'Passkeys are not enabled for this user pool.');
  return ctx.webAuthn;
}

/** Passkey MFA counts only beside another MFA method (the authenticator app). */
export const passkeyMfaActive = (ctx: ShimContext, sub: string): boolean => ctx.passkeys.isMfaEnabled(sub) && ctx.totp.isEnabled(sub);

/** Whether the user can sign in with a passkey now: has one, and where MFA is required, passkey MFA is on. */
export function passkeySignInAvailable(ctx: ShimContext, user: UserState): boolean {
  const sub = subOf(user);
  if (!ctx.webAuthn || ctx.passkeys.credentials(sub).length === 0) return false;
  return ctx.mfaConfiguration !== 'ON' || passkeyMfaActive(ctx, sub);
}

/** The WEB_AUTHN challenge's parameters and the challenge its answer must sign. */
export async function webAuthnChallenge(ctx: ShimContext, user: UserState): Promise<{ parameters: JsonObject; challenge: string }> {
  const settings = settingsOf(ctx);
  const options = await generateAuthenticationOptions({
    rpID: settings.relyingPartyId,
    allowCredentials: ctx.passkeys.credentials(subOf(user)).map(({ id, transports }) => ({ id, transports })),
    userVerification: 'required',
    timeout: REGISTRATION_TIMEOUT_MS,
  });
  // As Cognito: the request options as a JSON string, which Amplify parses.
  return { parameters: { CREDENTIAL_REQUEST_OPTIONS: JSON.stringify(options) }, challenge: options.challenge };
}

/** Checks a WEB_AUTHN answer (CREDENTIAL) against the challenge it was given; records the counter when it is right. */
export async function verifyPasskeySignIn(ctx: ShimContext, user: UserState, expectedChallenge: string, credentialJson: string | undefined): Promise<void> {
  const settings = settingsOf(ctx);
  const sub = subOf(user);
  const refused = (): CognitoError => new CognitoError('NotAuthorizedException', 'Incorrect passkey credential.');
  const response = parseJson(credentialJson, 'CREDENTIAL') as unknown as AuthenticationResponseJSON;
  const stored = typeof response.id === 'string' ? ctx.passkeys.credential(sub, response.id) : undefined;
  if (!stored) throw refused();
  // A discoverable credential names its user: it must be this one.
  const userHandle = response.response?.userHandle;
  if (userHandle !== undefined && userHandle !== Buffer.from(sub, 'utf8').toString('base64url')) throw refused();
  let newCounter: number;
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge,
      expectedOrigin: settings.origins,
      expectedRPID: settings.relyingPartyId,
      credential: { id: stored.id, publicKey: fromBase64Url(stored.publicKey), counter: stored.counter },
      requireUserVerification: true,
    });
    if (!result.verified) throw refused();
    newCounter = result.authenticationInfo.newCounter;
  } catch {
    // The library's reason (challenge, origin, counter, signature...) stays here: the caller learns only that it failed.
    throw refused();
  }
  ctx.passkeys.used(sub, stored.id, newCounter);
}

async function signedInUser(ctx: ShimContext, body: JsonObject): Promise<UserState> {
  const claims = await verifyActiveAccessToken(ctx, requireString(body, 'AccessToken'));
  return ctx.upstream.getUser(String(claims.username ?? claims.sub));
}

export const startWebAuthnRegistration: Operation = async (ctx, body) => {
  const settings = settingsOf(ctx);
  const user = await signedInUser(ctx, body);
  const sub = subOf(user);
  const name = user.attributes.email ?? user.username;
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: settings.relyingPartyId,
    userName: name,
    userDisplayName: name,
    userID: new Uint8Array(Buffer.from(sub, 'utf8')),
    attestationType: 'none',
    excludeCredentials: ctx.passkeys.credentials(sub).map(({ id, transports }) => ({ id, transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    supportedAlgorithmIDs: ALGORITHMS,
    timeout: REGISTRATION_TIMEOUT_MS,
  });
  ctx.passkeys.startRegistration(sub, options.challenge);
  return { CredentialCreationOptions: options as unknown as JsonObject };
};

/** Cognito's exception for what the library refused in a registration. */
function registrationRefusal(error: unknown): CognitoError {
  const message = error instanceof Error ? error.message : '';
  if (/origin/i.test(message)) return new CognitoError('WebAuthnOriginNotAllowedException', 'The passkey was created for another origin.');
  if (/RP ID|rpID/i.test(message)) return new CognitoError('WebAuthnRelyingPartyMismatchException', 'The passkey was created for another relying party.');
  if (/challenge/i.test(message)) return new CognitoError('WebAuthnChallengeNotFoundException', 'The passkey answers another registration.');
  return new CognitoError('WebAuthnCredentialNotSupportedException', 'The passkey could not be verified.');
}

export const completeWebAuthnRegistration: Operation = async (ctx, body) => {
  const settings = settingsOf(ctx);
  const user = await signedInUser(ctx, body);
  const sub = subOf(user);
  const response = (typeof body.Credential === 'string'
    ? parseJson(body.Credential, 'Credential')
    : objectOf(body.Credential, 'Credential')) as unknown as RegistrationResponseJSON;
  const expectedChallenge = ctx.passkeys.takeRegistrationChallenge(sub);
  let info;
  try {
    const result = await verifyRegistrationResponse({
      response,
      expectedChallenge,
      expectedOrigin: settings.origins,
      expectedRPID: settings.relyingPartyId,
      requireUserVerification: true,
      supportedAlgorithmIDs: ALGORITHMS,
    });
    if (!result.verified) throw new Error('not verified');
    info = result.registrationInfo;
  } catch (error) {
    throw registrationRefusal(error);
  }
  if (ctx.passkeys.isRegistered(info.credential.id)) {
    throw new CognitoError('WebAuthnCredentialNotSupportedException', 'This passkey is already registered.');
  }
  const attachment = typeof response.authenticatorAttachment === 'string' ? response.authenticatorAttachment : undefined;
  ctx.passkeys.add(sub, {
    id: info.credential.id,
    publicKey: Buffer.from(info.credential.publicKey).toString('base64url'),
    counter: info.credential.counter,
    transports: info.credential.transports ?? response.response.transports,
    attachment,
    friendlyName: attachment === 'cross-platform' ? 'Security key' : 'Passkey',
    relyingPartyId: settings.relyingPartyId,
    createdAt: Math.floor(Date.now() / 1000),
  });
  return {};
};

export const listWebAuthnCredentials: Operation = async (ctx, body) => {
  settingsOf(ctx);
  const user = await signedInUser(ctx, body);
  const max = typeof body.MaxResults === 'number' ? body.MaxResults : MAX_LIST_RESULTS;
  if (!Number.isInteger(max) || max < 1 || max > MAX_LIST_RESULTS) {
    throw new CognitoError('InvalidParameterException', `MaxResults must be between 1 and ${MAX_LIST_RESULTS}.`);
  }
  const start = typeof body.NextToken === 'string' && /^\d+$/.test(body.NextToken) ? Number(body.NextToken) : 0;
  const all = ctx.passkeys.credentials(subOf(user));
  const page = all.slice(start, start + max).map((credential) => ({
    CredentialId: credential.id,
    FriendlyCredentialName: credential.friendlyName,
    RelyingPartyId: credential.relyingPartyId,
    ...(credential.attachment ? { AuthenticatorAttachment: credential.attachment } : {}),
    AuthenticatorTransports: credential.transports ?? [],
    CreatedAt: credential.createdAt,
  }));
  return { Credentials: page, ...(start + max < all.length ? { NextToken: String(start + max) } : {}) };
};

export const deleteWebAuthnCredential: Operation = async (ctx, body) => {
  settingsOf(ctx);
  const user = await signedInUser(ctx, body);
  ctx.passkeys.remove(subOf(user), requireString(body, 'CredentialId'));
  return {};
};

function parseJson(text: string | undefined, name: string): JsonObject {
  try {
    return objectOf(JSON.parse(text ?? ''), name);
  } catch (error) {
    if (error instanceof CognitoError) throw error;
    throw new CognitoError('InvalidParameterException', `${name} is not valid JSON.`);
  }
}

function objectOf(value: unknown, name: string): JsonObject {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw new CognitoError('InvalidParameterException', `Missing required parameter ${name}`);
  return value as JsonObject;
}
