import { describe, expect, it, vi } from 'vitest';
import { ConfigError, loadWebConfig } from './config';

const twinConfig = {
  region: 'us-east-1',
  userPoolId: 'us-east-1_Local1234',
  userPoolClientId: 'client123',
  apiUrl: 'http://127.0.0.1:8080',
  wsUrl: 'ws://127.0.0.1:8080/ws/app/',
  userPoolEndpoint: 'http://127.0.0.1:8080/cognito',
  environment: 'local',
};

function answering(response: Response | Error) {
  return vi.fn<typeof fetch>(() => (response instanceof Error ? Promise.reject(response) : Promise.resolve(response)));
}

describe('loadWebConfig', () => {
  it('reads /config.json without the HTTP cache', async () => {
    const fetchFn = answering(Response.json(twinConfig));
    await expect(loadWebConfig(fetchFn)).resolves.toEqual(twinConfig);
    expect(fetchFn).toHaveBeenCalledWith('/config.json', expect.objectContaining({ cache: 'no-store' }));
  });

  it('defaults the environment to cloud and has no Cognito endpoint there', async () => {
    const { environment: _e, userPoolEndpoint: _u, ...cloud } = twinConfig;
    const config = await loadWebConfig(answering(Response.json(cloud)));
    expect(config.environment).toBe('cloud');
    expect(config.userPoolEndpoint).toBeUndefined();
  });

  it('names the missing or wrong fields', async () => {
    const { userPoolId: _u, ...partial } = twinConfig;
    const error = await loadWebConfig(answering(Response.json({ ...partial, environment: 'staging' }))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toBe('The configuration is incomplete or invalid: userPoolId, environment.');
  });

  it('explains an HTTP error, a non-JSON body and an unreachable server', async () => {
    await expect(loadWebConfig(answering(new Response('nope', { status: 404 })))).rejects.toThrow('The configuration could not be loaded (HTTP 404).');
    await expect(loadWebConfig(answering(new Response('<html>')))).rejects.toThrow('The configuration is not valid JSON.');
    await expect(loadWebConfig(answering(new TypeError('Failed to fetch')))).rejects.toThrow('The server cannot be reached.');
  });
});
