// The Cognito endpoint of the twin: an HTTP handler the gateway mounts for Cognito's JSON
// protocol and the JWKS. It forwards to cognito-local and adds what is missing or unsafe there.
import { type JsonWebKey } from 'node:crypto';
import { type IncomingMessage, type ServerResponse } from 'node:http';
import { CognitoError, operationOf, readJsonBody, sendError, sendJson } from './aws-json';
import { Challenges } from './challenges';
import { issuerDomain, type PoolSettings } from './seed';
import * as mfa from './mfa';
import { PasskeyStore } from './passkey-store';
import * as passkeys from './passkeys';
import { TWIN } from '../settings';
import { type MfaConfiguration, type Operation, type ShimContext, type WebAuthnSettings } from './shim-context';
import { initiateAuth, respondToAuthChallenge } from './sign-in';
import { SignInSessions } from './sign-in-sessions';
import * as signOut from './sign-out-and-refresh';
import { loadCognitoLocalKey, loadOrCreateSigningKey } from './signing-keys';
import { TokenIssuer } from './token-issuer';
import { TotpStore } from './totp';
import { Upstream } from './upstream';
import * as users from './user-operations';
import { requiresIamSignature } from './iam-operations';
import { withUniqueEmail } from './unique-email';

export interface CognitoShimOptions extends PoolSettings {
  /** cognito-local's URL, as returned by startCognitoLocal. */
  upstreamUrl: string;
  /** Where the signing key, the sign-in sessions, the authenticator secrets and the passkeys are kept. */
  dataDir: string;
  /** The pool's MFA mode; the twin's setting (OPTIONAL) when not given. */
  mfaConfiguration?: MfaConfiguration;
  /**
   * Passkeys: the relying party and the origins a browser may register and sign in from (the twin:
   * "localhost" and its http://localhost:PORT). Without them the pool has no passkeys.
   */
  webAuthn?: WebAuthnSettings;
}

export interface CognitoShim {
  handle(req: IncomingMessage, res: ServerResponse): void;
  jwks(): { keys: JsonWebKey[] };
  /** `https://cognito-idp.<region>.amazonaws.com/<poolId>`, the `iss` of every token. */
  issuer: string;
  close(): Promise<void>;
}

const OPERATIONS: Record<string, Operation> = {
  InitiateAuth: initiateAuth,
  RespondToAuthChallenge: respondToAuthChallenge,
  GetTokensFromRefreshToken: signOut.getTokensFromRefreshToken,
  RevokeToken: signOut.revokeToken,
  GlobalSignOut: signOut.globalSignOut,
  AdminUserGlobalSignOut: signOut.adminUserGlobalSignOut,
  AdminDisableUser: signOut.adminDisableUser,
  SignUp: users.signUp,
  ChangePassword: users.changePassword,
  ForgotPassword: users.forgotPassword,
  ConfirmForgotPassword: users.confirmForgotPassword,
  AdminCreateUser: withUniqueEmail(users.adminCreateUser, 'UsernameExistsException'),
  AdminUpdateUserAttributes: withUniqueEmail(users.forward('AdminUpdateUserAttributes'), 'AliasExistsException'),
  AdminSetUserPassword: users.adminSetUserPassword,
  DeleteUserAttributes: users.deleteUserAttributes,
  AdminDeleteUserAttributes: users.adminDeleteUserAttributes,
  AssociateSoftwareToken: mfa.associateSoftwareToken,
  VerifySoftwareToken: mfa.verifySoftwareToken,
  SetUserMFAPreference: mfa.setUserMFAPreference,
  AdminSetUserMFAPreference: mfa.adminSetUserMFAPreference,
  StartWebAuthnRegistration: passkeys.startWebAuthnRegistration,
  CompleteWebAuthnRegistration: passkeys.completeWebAuthnRegistration,
  ListWebAuthnCredentials: passkeys.listWebAuthnCredentials,
  DeleteWebAuthnCredential: passkeys.deleteWebAuthnCredential,
  GetUser: mfa.getUser,
  AdminGetUser: mfa.adminGetUser,
};

// cognito-local's admin sign-in signs with its bundled key, lets disabled users in and skips
// NEW_PASSWORD_REQUIRED, so it is closed rather than patched.
const REFUSED = new Set(['AdminInitiateAuth', 'AdminRespondToAuthChallenge']);

export async function createCognitoShim(options: CognitoShimOptions): Promise<CognitoShim> {
  const issuer = `${issuerDomain(options.region)}/${options.poolId}`;
  const ownKey = await loadOrCreateSigningKey(options.dataDir);
  const ctx: ShimContext = {
    poolId: options.poolId,
    upstream: new Upstream(options.upstreamUrl, options.poolId),
    tokens: new TokenIssuer(issuer, ownKey, await loadCognitoLocalKey()),
    sessions: new SignInSessions(options.dataDir),
    challenges: new Challenges(),
    totp: new TotpStore(options.dataDir),
    passkeys: new PasskeyStore(options.dataDir),
    webAuthn: options.webAuthn,
    mfaConfiguration: options.mfaConfiguration ?? TWIN.mfaConfiguration,
    resetCodeFailures: new Map(),
  };
  const jwksPath = new RegExp(`(^|/)${options.poolId}/\\.well-known/jwks\\.json$`);
  const jwks = () => ({ keys: [ownKey.publicJwk as JsonWebKey] });

  const handle = (req: IncomingMessage, res: ServerResponse): void => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { allow: 'GET, POST, OPTIONS' }).end();
    } else if (req.method === 'GET' && jwksPath.test(path)) {
      sendJson(res, 200, jwks(), 'application/json');
    } else if (req.method === 'POST' && operationOf(req)) {
      void answerOperation(ctx, req, res);
    } else {
      sendError(res, new CognitoError('UnknownOperationException', 'Not a Cognito request', 404));
    }
  };
  // Nothing to flush or stop: state is written as it changes, and cognito-local has its own stop().
  return { handle, jwks, issuer, close: () => Promise.resolve() };
}

async function answerOperation(ctx: ShimContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const operation = operationOf(req) ?? '';
  try {
    const body = await readJsonBody(req);
    if (REFUSED.has(operation)) {
      throw new CognitoError('UnsupportedOperationException', `${operation} is not supported by the local twin: use InitiateAuth with USER_PASSWORD_AUTH.`);
    }
    // Admin operations need AWS credentials in Cognito; the browser never has any.
    if (requiresIamSignature(operation) && !String(req.headers.authorization ?? '').startsWith('AWS4-HMAC-SHA256 ')) {
      throw new CognitoError('MissingAuthenticationTokenException', 'Missing Authentication Token');
    }
    const handler = OPERATIONS[operation] ?? users.forward(operation);
    sendJson(res, 200, await handler(ctx, body));
  } catch (error) {
    if (error instanceof CognitoError) return sendError(res, error);
    console.error(`[cognito] ${operation} failed in the shim:`, error);
    sendError(res, new CognitoError('InternalErrorException', 'Internal error', 500));
  }
}
