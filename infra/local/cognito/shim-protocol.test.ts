// The shim over plain HTTP, as the gateway and a browser see it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POOL, startTestCognito, type TestCognito } from './test-support';

let twin: TestCognito;
beforeAll(async () => {
  twin = await startTestCognito();
}, 30_000);
afterAll(() => twin.stop());

const post = (operation: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(twin.url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`, ...headers },
    body: JSON.stringify(body),
  });

describe('the Cognito shim over HTTP', () => {
  it('answers errors in the AWS JSON shape', async () => {
    const response = await post('InitiateAuth', {
      ClientId: POOL.clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: 'x@demo.test', PASSWORD: 'y' },
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('x-amzn-errortype')).toBe('NotAuthorizedException');
    expect(response.headers.get('content-type')).toBe('application/x-amz-json-1.1');
    expect(await response.json()).toEqual({ __type: 'NotAuthorizedException', message: 'Incorrect username or password.' });
  });

  it('serves the JWKS at the pool path, with or without a prefix', async () => {
    for (const path of [`/${POOL.poolId}/.well-known/jwks.json`, `/cognito/${POOL.poolId}/.well-known/jwks.json`]) {
      const response = await fetch(new URL(path, twin.url));
      expect(response.status).toBe(200);
      const jwks = (await response.json()) as { keys: { kid: string; alg: string; use: string; d?: string }[] };
      expect(jwks).toEqual(twin.shim.jwks());
      expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
      expect(jwks.keys[0]?.d).toBeUndefined();
    }
  });

  it('answers OPTIONS politely and unknown requests with 404', async () => {
    expect((await fetch(twin.url, { method: 'OPTIONS' })).status).toBe(204);
    expect((await fetch(new URL('/cognito/elsewhere', twin.url))).status).toBe(404);
  });

  it('keeps unsigned callers (a browser) off the admin operations', async () => {
    const response = await post('AdminAddUserToGroup', { UserPoolId: POOL.poolId, Username: 'x@demo.test', GroupName: 'staff' });
    expect(response.status).toBe(400);
    expect(response.headers.get('x-amzn-errortype')).toBe('MissingAuthenticationTokenException');
  });

  it("closes cognito-local's admin sign-in, which would bypass the shim's checks", async () => {
    const body = { UserPoolId: POOL.poolId, ClientId: POOL.clientId, AuthFlow: 'ADMIN_USER_PASSWORD_AUTH', AuthParameters: {} };
    const response = await post('AdminInitiateAuth', body, { authorization: 'AWS4-HMAC-SHA256 Credential=local/...' });
    expect(response.headers.get('x-amzn-errortype')).toBe('UnsupportedOperationException');
  });

  it('refuses a body that is not a JSON object', async () => {
    const response = await fetch(twin.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
      body: '[1,2',
    });
    expect(response.headers.get('x-amzn-errortype')).toBe('SerializationException');
  });
});
