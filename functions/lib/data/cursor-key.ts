import { createHash, randomBytes } from 'node:crypto';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { ENV, optionalEnv } from '../env';

// The key that seals paging cursors (paging.ts). In the cloud it is a Secrets Manager secret the
// API stack generates (its ARN in CURSOR_KEY_SECRET_ARN), read once per container and kept. On
// the twin (one process, DYNAMODB_ENDPOINT set) it is CURSOR_KEY when given, else a random key
// made by the twin's first cursor and gone when the twin stops: a cursor does not outlive the
// twin, as it need not. A text key becomes a 32-byte AES-256 key by SHA-256. In the cloud without
// the secret a cursor cannot be made: that fails loudly rather than fall back to a key each
// container would make up for itself (every other container's cursors would fail).
let cached: Promise<Buffer> | undefined;

const toKey = (secret: string) => createHash('sha256').update(secret, 'utf8').digest();

async function readKey(): Promise<Buffer> {
  const secretArn = optionalEnv(ENV.cursorKeySecretArn);
  if (secretArn) {
    const out = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: secretArn }));
    if (!out.SecretString) throw new Error('The cursor key secret has no value');
    return toKey(out.SecretString);
  }
  const local = optionalEnv(ENV.cursorKey);
  if (local) return toKey(local);
  if (optionalEnv(ENV.dynamoEndpoint)) return randomBytes(32);
  throw new Error(`Neither ${ENV.cursorKeySecretArn} nor ${ENV.cursorKey} is set: paging cursors cannot be sealed`);
}

export function cursorKey(): Promise<Buffer> {
  cached ??= readKey().catch((error: unknown) => {
    // A failed read (a throttled call at cold start) is tried again by the next request.
    cached = undefined;
    throw error;
  });
  return cached;
}

/** Tests that change the key's environment start over. */
export function forgetCursorKey(): void {
  cached = undefined;
}
