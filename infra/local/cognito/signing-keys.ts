// The twin's token signing key, generated on first start and kept in the data folder, so tokens
// survive restarts but no two installs share a key. cognito-local signs with one key whose
// private half ships in its package: anyone could forge those tokens.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import { cognitoLocalLibDir } from './cognito-local';

export const ALG = 'RS256';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  /** The public half as served in the JWKS. */
  publicJwk: JWK;
}

const KEY_FILE = 'signing-key.json';

export async function loadOrCreateSigningKey(dataDir: string): Promise<SigningKey> {
  const path = join(dataDir, KEY_FILE);
  if (existsSync(path)) return fromPrivateJwk(JSON.parse(readFileSync(path, 'utf8')) as JWK);

  const { privateKey } = await generateKeyPair(ALG, { modulusLength: 2048, extractable: true });
  const privateJwk = await exportJWK(privateKey);
  const { n, e, kty } = privateJwk;
  // Like Cognito's kids: stable for the key, unrelated to anything else.
  privateJwk.kid = await calculateJwkThumbprint({ n, e, kty });
  mkdirSync(dataDir, { recursive: true });
  // Written whole then renamed, and readable by the owner only: it is a private key.
  writeFileSync(`${path}.tmp`, JSON.stringify(privateJwk), { mode: 0o600 });
  renameSync(`${path}.tmp`, path);
  return fromPrivateJwk(privateJwk);
}

/** cognito-local's own key: tokens forwarded to it are re-signed with it so it accepts them. */
export async function loadCognitoLocalKey(): Promise<SigningKey> {
  const file = join(cognitoLocalLibDir(), 'keys', 'cognitoLocal.private.json');
  const { jwk } = JSON.parse(readFileSync(file, 'utf8')) as { jwk: JWK };
  return fromPrivateJwk(jwk);
}

async function fromPrivateJwk(privateJwk: JWK): Promise<SigningKey> {
  const { kid, n, e, kty } = privateJwk;
  if (!kid || !n || !e || kty !== 'RSA') throw new Error('Signing key file is not an RSA JWK with a kid');
  const publicJwk: JWK = { kty, n, e, kid, alg: ALG, use: 'sig' };
  return {
    kid,
    privateKey: (await importJWK({ ...privateJwk, alg: ALG }, ALG)) as CryptoKey,
    publicKey: (await importJWK(publicJwk, ALG)) as CryptoKey,
    publicJwk,
  };
}
