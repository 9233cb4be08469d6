import { CognitoIdentityProviderClient, InitiateAuthCommand, RespondToAuthChallengeCommand } from '@aws-sdk/client-cognito-identity-provider';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runSmoke } from './smoke';

const idp = mockClient(CognitoIdentityProviderClient);
afterEach(() => idp.reset());

const CONFIG = {
  region: 'eu-west-1',
  userPoolId: 'eu-west-1_ABC',
  userPoolClientId: 'client1',
  apiUrl: 'https://praktijk.example.org',
  wsUrl: 'wss://ws.example.org/app',
};
const INPUT = { siteUrl: 'https://praktijk.example.org/', email: 'smoke@example.org', password: 'pw' };

function fakeFetch(current: { status: number; body?: unknown }) {
  return vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const target = String(url);
    if (target === 'https://praktijk.example.org/config.json') return new Response(JSON.stringify(CONFIG), { status: 200 });
    if (target === 'https://praktijk.example.org/api/auth/current/') {
      expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer id-token');
      return new Response(JSON.stringify(current.body ?? {}), { status: current.status });
    }
    return new Response('not found', { status: 404 });
  });
}
const deps = (f: ReturnType<typeof fakeFetch>) => ({
  fetch: f as unknown as typeof fetch,
  cognito: () => new CognitoIdentityProviderClient({ region: 'eu-west-1' }),
});

describe('the smoke test', () => {
  it('reads /config.json, signs in and gets the current user through the site origin with the Bearer ID token', async () => {
    idp.on(InitiateAuthCommand).resolves({ AuthenticationResult: { IdToken: 'id-token' } });
    const steps = await runSmoke(INPUT, deps(fakeFetch({ status: 200, body: { email: 'smoke@example.org' } })));
    expect(steps.map((s) => [s.step, s.ok])).toEqual([
      ['config', true],
      ['sign-in', true],
      ['GET /api/auth/current/', true],
    ]);
    expect(idp.commandCalls(InitiateAuthCommand)[0]!.args[0].input).toMatchObject({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: 'client1' });
  });

  it('answers the authenticator challenge with the code it was given', async () => {
    idp.on(InitiateAuthCommand).resolves({ ChallengeName: 'SOFTWARE_TOKEN_MFA', Session: 's1' });
    idp.on(RespondToAuthChallengeCommand).resolves({ AuthenticationResult: { IdToken: 'id-token' } });
    const steps = await runSmoke({ ...INPUT, totpCode: '123456' }, deps(fakeFetch({ status: 200, body: { email: 'smoke@example.org' } })));
    expect(steps.every((s) => s.ok)).toBe(true);
    expect(idp.commandCalls(RespondToAuthChallengeCommand)[0]!.args[0].input.ChallengeResponses).toMatchObject({ SOFTWARE_TOKEN_MFA_CODE: '123456' });
  });

  it('fails on MFA without a code, and on an API that does not answer 200', async () => {
    idp.on(InitiateAuthCommand).resolves({ ChallengeName: 'SOFTWARE_TOKEN_MFA', Session: 's1' });
    const noCode = await runSmoke(INPUT, deps(fakeFetch({ status: 200 })));
    expect(noCode.at(-1)).toMatchObject({ step: 'sign-in', ok: false, detail: expect.stringMatching(/--totp-code/) as unknown });
    idp.on(InitiateAuthCommand).resolves({ AuthenticationResult: { IdToken: 'id-token' } });
    const refused = await runSmoke(INPUT, deps(fakeFetch({ status: 403 })));
    expect(refused.at(-1)).toMatchObject({ step: 'GET /api/auth/current/', ok: false, detail: 'answered 403' });
  });
});
