import { type WebConfig, webConfigSchema } from '@praktijk/shared/config';

// /config.json is the one place the deployment tells the client where things are (DESIGN §8).
// Read it fresh on every start: a cached copy after a deploy would point at the old pool.

export const CONFIG_URL = '/config.json';

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

export async function loadWebConfig(fetchFn: typeof fetch): Promise<WebConfig> {
  let response: Response;
  try {
    response = await fetchFn(CONFIG_URL, { cache: 'no-store', headers: { Accept: 'application/json' } });
  } catch {
    throw new ConfigError('The server cannot be reached. Check your connection and try again.');
  }
  if (!response.ok) throw new ConfigError(`The configuration could not be loaded (HTTP ${response.status}).`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ConfigError('The configuration is not valid JSON.');
  }
  const parsed = webConfigSchema.safeParse(body);
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.') || '(root)'))];
    throw new ConfigError(`The configuration is incomplete or invalid: ${fields.join(', ')}.`);
  }
  return parsed.data;
}
