// Multi-factor sign-in with an authenticator app (TOTP), which cognito-local lacks, done by the
// shim as Cognito does it: AssociateSoftwareToken and VerifySoftwareToken (with a signed-in
// user's access token, or with the session of an MFA_SETUP challenge), SetUserMFAPreference,
// and after the password either SOFTWARE_TOKEN_MFA (the user has an authenticator) or, when the
// pool requires MFA, MFA_SETUP (enrol one now). GetUser and AdminGetUser report the settings.
//
// The pool's MFA mode is a twin setting (TWIN.mfaConfiguration): OPTIONAL on the twin, so that
// `npm start` stays a one-step demo (the demo logins sign in with their password alone) while a
// user who enrols an authenticator in Account > Security is asked for its code from then on. The
// AWS pool says ON (REQUIRED): every user enrols at first sign-in, the path the shim's tests
// cover with mfaConfiguration 'ON'. cognito-local's own pool keeps MFA OFF: it never sees a code.
// Passkey MFA (WebAuthnMfaSettings) is set here too; what it does at sign-in is in passkeys.ts.
import { CognitoError, requireString, type JsonObject } from './aws-json';
import { type PendingChallenge } from './challenges';
import { type Operation, type ShimContext } from './shim-context';
import { verifyActiveAccessToken } from './sign-out-and-refresh';
import { forward } from './user-operations';
import { type UserState } from './upstream';

const SOFTWARE_TOKEN_MFA = 'SOFTWARE_TOKEN_MFA';
const MFA_SETUP = 'MFA_SETUP';
/** How GetUser lists passkey MFA (SetUserMFAPreference WebAuthnMfaSettings). */
const WEB_AUTHN_MFA = 'WEB_AUTHN';

const subOf = (user: UserState): string => user.attributes.sub ?? user.username;

export const isMfaChallenge = (challengeName: string): boolean => challengeName === SOFTWARE_TOKEN_MFA || challengeName === MFA_SETUP;

/** The challenge that follows a right password, if the user or the pool asks for a second factor. */
export function mfaChallengeAfterPassword(ctx: ShimContext, user: UserState): { ChallengeName: string; ChallengeParameters: JsonObject } | undefined {
  // Cognito names the user in USER_ID_FOR_SRP; Amplify answers the challenge with that name.
  if (ctx.totp.isEnabled(subOf(user))) return { ChallengeName: SOFTWARE_TOKEN_MFA, ChallengeParameters: { USER_ID_FOR_SRP: user.username } };
  if (ctx.mfaConfiguration === 'ON') {
    return { ChallengeName: MFA_SETUP, ChallengeParameters: { USER_ID_FOR_SRP: user.username, MFAS_CAN_SETUP: JSON.stringify([SOFTWARE_TOKEN_MFA]) } };
  }
  return undefined;
}

/** Checks the answer to an MFA challenge; throws Cognito's refusal, or closes the session when it is right. */
export function answerMfaChallenge(ctx: ShimContext, challenge: PendingChallenge, session: string, user: UserState, responses: Record<string, string>): void {
  if (challenge.challengeName === SOFTWARE_TOKEN_MFA) {
    // A wrong code leaves the session open for another try, as in Cognito; the lockout bounds the tries.
    ctx.totp.verifySignIn(subOf(user), responses.SOFTWARE_TOKEN_MFA_CODE ?? '');
  } else if (!challenge.totpVerified) {
    throw new CognitoError('InvalidParameterException', 'Software token MFA has not been verified: call VerifySoftwareToken with this session first.');
  }
  ctx.challenges.close(session);
}

/** The signed-in user of an access token, or the MFA_SETUP challenge of a session: one of the two, not both. */
async function caller(ctx: ShimContext, body: JsonObject): Promise<{ sub: string; session?: string }> {
  const hasToken = typeof body.AccessToken === 'string' && body.AccessToken !== '';
  const hasSession = typeof body.Session === 'string' && body.Session !== '';
  if (hasToken === hasSession) throw new CognitoError('InvalidParameterException', 'Provide either an AccessToken or a Session, not both.');
  if (hasToken) return { sub: String((await verifyActiveAccessToken(ctx, String(body.AccessToken))).sub) };
  const session = String(body.Session);
  const challenge = ctx.challenges.bySession(session, MFA_SETUP);
  return { sub: subOf(await ctx.upstream.getUser(challenge.username)), session };
}

export const associateSoftwareToken: Operation = async (ctx, body) => {
  const { sub, session } = await caller(ctx, body);
  const secret = ctx.totp.associate(sub);
  return session ? { SecretCode: secret, Session: ctx.challenges.renew(session) } : { SecretCode: secret };
};

export const verifySoftwareToken: Operation = async (ctx, body) => {
  const code = requireString(body, 'UserCode');
  const { sub, session } = await caller(ctx, body);
  ctx.totp.verifyPending(sub, code);
  return session ? { Status: 'SUCCESS', Session: ctx.challenges.renew(session, { totpVerified: true }) } : { Status: 'SUCCESS' };
};

function setPreference(ctx: ShimContext, sub: string, body: JsonObject): JsonObject {
  if (body.SMSMfaSettings !== undefined || body.EmailMfaSettings !== undefined) {
    const enables = [body.SMSMfaSettings, body.EmailMfaSettings].some((settings) => objectOf(settings).Enabled === true);
    if (enables) throw new CognitoError('InvalidParameterException', 'Only software token MFA is configured for this user pool.');
  }
  const settings = objectOf(body.SoftwareTokenMfaSettings);
  if (Object.keys(settings).length > 0) {
    ctx.totp.setPreference(sub, { enabled: asBoolean(settings.Enabled), preferred: asBoolean(settings.PreferredMfa) });
  }
  const webAuthn = asBoolean(objectOf(body.WebAuthnMfaSettings).Enabled);
  if (webAuthn !== undefined) {
    if (webAuthn && !ctx.webAuthn) throw new CognitoError('WebAuthnNotEnabledException', 'Passkeys are not enabled for this user pool.');
    // As Cognito: passkey MFA only beside another MFA method, so a lost passkey never locks the user out.
    if (webAuthn && !ctx.totp.isEnabled(sub)) {
      throw new CognitoError('InvalidParameterException', 'Passkey MFA needs another MFA method: set up an authenticator app first.');
    }
    ctx.passkeys.setMfaEnabled(sub, webAuthn);
  }
  return {};
}

export const setUserMFAPreference: Operation = async (ctx, body) => {
  const claims = await verifyActiveAccessToken(ctx, requireString(body, 'AccessToken'));
  return setPreference(ctx, String(claims.sub), body);
};

export const adminSetUserMFAPreference: Operation = async (ctx, body) => {
  const poolId = requireString(body, 'UserPoolId');
  if (poolId !== ctx.poolId) throw new CognitoError('ResourceNotFoundException', `User pool ${poolId} does not exist.`);
  const user = await ctx.upstream.getUser(requireString(body, 'Username'));
  return setPreference(ctx, subOf(user), body);
};

/** cognito-local's answer with the user's MFA settings added, as GetUser and AdminGetUser report them. */
function withMfaSettings(ctx: ShimContext, answer: JsonObject): JsonObject {
  const attributes = Array.isArray(answer.UserAttributes) ? (answer.UserAttributes as { Name: string; Value: string }[]) : [];
  const sub = attributes.find((attribute) => attribute.Name === 'sub')?.Value ?? String(answer.Username);
  const record = ctx.totp.get(sub);
  const totp = ctx.totp.isEnabled(sub);
  const list = [...(totp ? [SOFTWARE_TOKEN_MFA] : []), ...(ctx.passkeys.isMfaEnabled(sub) ? [WEB_AUTHN_MFA] : [])];
  if (list.length === 0) return answer;
  return { ...answer, UserMFASettingList: list, ...(totp && record?.preferred ? { PreferredMfaSetting: SOFTWARE_TOKEN_MFA } : {}) };
}

export const getUser: Operation = async (ctx, body) => withMfaSettings(ctx, await forward('GetUser')(ctx, body));
export const adminGetUser: Operation = async (ctx, body) => withMfaSettings(ctx, await forward('AdminGetUser')(ctx, body));

const objectOf = (value: unknown): Record<string, unknown> => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {});
const asBoolean = (value: unknown): boolean | undefined => (typeof value === 'boolean' ? value : undefined);
