import { afterEach, describe, expect, it, vi } from 'vitest';
import { credentialsTreatedAsExpired, defaultProvider } from './lambda-credentials';

describe('the Lambda bundles’ credential chain', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('gives the role credentials Lambda puts in the environment', async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'AKIDLAMBDA');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'secret');
    vi.stubEnv('AWS_SESSION_TOKEN', 'session');
    await expect(defaultProvider()()).resolves.toMatchObject({ accessKeyId: 'AKIDLAMBDA', secretAccessKey: 'secret', sessionToken: 'session' });
  });

  it('fails, naming the environment, where it holds none', async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', '');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', '');
    await expect(defaultProvider()()).rejects.toThrow(/environment variable credentials/);
  });

  it('treats credentials as expired 5 minutes before they expire, as the SDK does', () => {
    expect(credentialsTreatedAsExpired({ expiration: new Date(Date.now() + 4 * 60_000) })).toBe(true);
    expect(credentialsTreatedAsExpired({ expiration: new Date(Date.now() + 6 * 60_000) })).toBe(false);
    expect(credentialsTreatedAsExpired({})).toBe(false);
  });
});
