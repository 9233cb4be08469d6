import { Amplify } from 'aws-amplify';
import { fetchAuthSession, signOut } from 'aws-amplify/auth';

// How a session ends (spec 1 §2, §4; issue 21 §6). An idle time-out, a 403 and the user menu's
// Sign out end the session on THIS device only: the physician's other devices (the consulting
// room, a laptop at home) keep theirs. "Sign out everywhere" (Account > Security) is the user's
// own decision to end every session, e.g. after leaving one open on a shared PC.

/** Amplify's signOut(): revokes this device's refresh token and clears its tokens, even offline. */
export async function signOutThisDevice(): Promise<void> {
  await signOut();
}

export interface CognitoCallDeps {
  fetch: typeof fetch;
  /** The pool's endpoint as Amplify uses it (the twin's, or cognito-idp in the pool's region). */
  endpoint(): string;
  accessToken(): Promise<string | undefined>;
}

export class GlobalSignOutError extends Error {
  constructor(readonly status?: number) {
    super('Cognito did not confirm the sign-out of every device.');
    this.name = 'GlobalSignOutError';
  }
}

/**
 * Cognito's GlobalSignOut with the user's access token: every refresh token of the user is
 * revoked, so no device can renew its session. Called directly, not through Amplify's
 * signOut({ global: true }), because Amplify swallows a failure and clears the local tokens
 * anyway: the user would be told every device is signed out when none was. A failure throws.
 */
export async function revokeEverySession(deps: CognitoCallDeps): Promise<void> {
  const token = await deps.accessToken();
  if (!token) throw new GlobalSignOutError();
  let response: Response;
  try {
    response = await deps.fetch(deps.endpoint(), {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.GlobalSignOut' },
      body: JSON.stringify({ AccessToken: token }),
    });
  } catch {
    throw new GlobalSignOutError();
  }
  if (!response.ok) throw new GlobalSignOutError(response.status);
}

const amplifyCognito: CognitoCallDeps = {
  fetch: (...args) => globalThis.fetch(...args),
  endpoint: () => {
    const cognito = Amplify.getConfig().Auth?.Cognito;
    const region = cognito?.userPoolId?.split('_')[0] ?? '';
    return cognito?.userPoolEndpoint ?? `https://cognito-idp.${region}.amazonaws.com/`;
  },
  accessToken: async () => (await fetchAuthSession({ forceRefresh: true })).tokens?.accessToken?.toString(),
};

/**
 * Sign out everywhere: every device's refresh token revoked (throws if Cognito did not confirm it),
 * then the API told to refuse the ID tokens devices still hold (`endApiSessions`: they would be
 * valid at API Gateway until they expire), then this device's tokens cleared. Cognito goes first:
 * once the API refuses this device's token, its own 401 handling could sign it out mid-way.
 */
export async function signOutEveryDevice(endApiSessions: () => Promise<unknown>, deps: CognitoCallDeps = amplifyCognito): Promise<void> {
  await revokeEverySession(deps);
  await endApiSessions();
  await signOutThisDevice();
}

export type SessionCheck = 'active' | 'ended' | 'unknown';

/** Cognito's answers to a refresh that mean the session is over (Amplify clears its tokens on these too). */
const SESSION_ENDED_ERRORS = [
  'NotAuthorizedException',
  'TokenRevokedException',
  'UserNotFoundException',
  'PasswordResetRequiredException',
  'UserNotConfirmedException',
  'RefreshTokenReuseException',
];

/**
 * What a forced token refresh says about the session: Amplify answers no tokens when Cognito
 * refused the refresh token (revoked by Sign out everywhere, the user disabled), throws one of the
 * errors above for the other definitive refusals, and throws anything else (offline, throttled)
 * when nothing is known: then the session is kept and asked about again later.
 */
export async function checkSession(refresh: () => Promise<{ tokens?: unknown }> = () => fetchAuthSession({ forceRefresh: true })): Promise<SessionCheck> {
  try {
    const { tokens } = await refresh();
    return tokens ? 'active' : 'ended';
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    return SESSION_ENDED_ERRORS.some((ended) => name.startsWith(ended)) ? 'ended' : 'unknown';
  }
}
