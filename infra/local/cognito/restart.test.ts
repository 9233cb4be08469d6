import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { GetTokensFromRefreshTokenCommand } from '@aws-sdk/client-cognito-identity-provider';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { createUser, POOL, signIn, startTestCognito, uniqueEmail, type TestCognito } from './test-support';

const running: TestCognito[] = [];
// Stopped last to first, so the data folder they share is removed once both are down.
afterAll(async () => {
  for (const twin of running.reverse()) await twin.stop();
});

describe('a restart of the twin', () => {
  it('keeps the signing key, the users, their groups and their refresh tokens', async () => {
    const first = await startTestCognito();
    running.push(first);
    const email = uniqueEmail('persistent');
    await createUser(first.sdk, email, { tenant: 'other', groups: ['staff'] });
    const before = await signIn(first.sdk, email);
    const kid = first.shim.jwks().keys[0]?.kid;
    await first.stop({ keepData: true });

    const second = await startTestCognito(first.dir);
    running.push(second);
    expect(second.shim.jwks().keys[0]?.kid).toBe(kid);
    expect(decodeProtectedHeader(before.IdToken).kid).toBe(kid);

    const after = await signIn(second.sdk, email);
    expect(decodeJwt(after.IdToken)).toMatchObject({ 'custom:tenant_id': 'other', 'cognito:groups': ['staff'] });
    const refreshed = await second.sdk.send(new GetTokensFromRefreshTokenCommand({ ClientId: POOL.clientId, RefreshToken: before.RefreshToken }));
    expect(refreshed.AuthenticationResult?.IdToken).toBeDefined();

    // The seeds were not written over: the pool file holds the user cognito-local stored.
    const pool = await readFile(join(first.dir, 'cognito-local', '.cognito', 'db', `${POOL.poolId}.json`), 'utf8');
    expect(pool).toContain(email);
  }, 30_000);
});
