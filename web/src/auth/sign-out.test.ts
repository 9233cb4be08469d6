import { describe, expect, it } from 'vitest';
import { checkSession, GlobalSignOutError, revokeEverySession, signOutEveryDevice, type CognitoCallDeps } from './sign-out';

function cognito(answer: () => Promise<Response>, { token }: { token: string | undefined } = { token: 'access-token' }) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const deps: CognitoCallDeps = {
    fetch: (url, init) => {
      calls.push({ url: String(url), init });
      return answer();
    },
    endpoint: () => 'http://127.0.0.1:8080/cognito',
    accessToken: () => Promise.resolve(token),
  };
  return { deps, calls };
}

describe('Sign out everywhere (issue 21 §6)', () => {
  it("sends Cognito's GlobalSignOut with the user's access token", async () => {
    const { deps, calls } = cognito(() => Promise.resolve(new Response('{}', { status: 200 })));
    await revokeEverySession(deps);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('http://127.0.0.1:8080/cognito');
    expect(calls[0]!.init?.headers).toMatchObject({ 'x-amz-target': 'AWSCognitoIdentityProviderService.GlobalSignOut' });
    expect(JSON.parse(String(calls[0]!.init?.body))).toEqual({ AccessToken: 'access-token' });
  });

  it('throws when Cognito refuses or cannot be reached, so the user is not told every device is signed out', async () => {
    const refused = cognito(() => Promise.resolve(new Response('{"__type":"NotAuthorizedException"}', { status: 400 })));
    await expect(revokeEverySession(refused.deps)).rejects.toBeInstanceOf(GlobalSignOutError);
    const offline = cognito(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(revokeEverySession(offline.deps)).rejects.toBeInstanceOf(GlobalSignOutError);
  });

  it("tells the API to refuse the other devices' tokens only once Cognito revoked their sessions", async () => {
    const refused = cognito(() => Promise.resolve(new Response('{}', { status: 400 })));
    let apiTold = false;
    await expect(signOutEveryDevice(() => Promise.resolve((apiTold = true)), refused.deps)).rejects.toBeInstanceOf(GlobalSignOutError);
    expect(apiTold).toBe(false);
    const accepted = cognito(() => Promise.resolve(new Response('{}', { status: 200 })));
    await expect(signOutEveryDevice(() => Promise.reject(new Error('API down')), accepted.deps)).rejects.toThrow('API down');
  });

  it('throws without a session, sending nothing', async () => {
    const { deps, calls } = cognito(() => Promise.resolve(new Response('{}')), { token: undefined });
    await expect(revokeEverySession(deps)).rejects.toBeInstanceOf(GlobalSignOutError);
    expect(calls).toHaveLength(0);
  });
});

describe('checkSession: what a forced refresh says', () => {
  const named = (name: string) => Object.assign(new Error(name), { name });

  it('active with tokens; ended when Cognito refused the refresh token (no tokens, or a definitive refusal)', async () => {
    expect(await checkSession(() => Promise.resolve({ tokens: { idToken: 'x' } }))).toBe('active');
    expect(await checkSession(() => Promise.resolve({ tokens: undefined }))).toBe('ended');
    expect(await checkSession(() => Promise.reject(named('TokenRevokedException')))).toBe('ended');
    expect(await checkSession(() => Promise.reject(named('UserNotFoundException')))).toBe('ended');
  });

  it('unknown when offline or throttled: the session is kept', async () => {
    expect(await checkSession(() => Promise.reject(named('NetworkError')))).toBe('unknown');
    expect(await checkSession(() => Promise.reject(named('TooManyRequestsException')))).toBe('unknown');
    expect(await checkSession(() => Promise.reject(new TypeError('Failed to fetch')))).toBe('unknown');
  });
});
