import { CognitoJwtVerifier } from 'aws-jwt-verify';
import { type JwtPayload } from 'aws-jwt-verify/jwt-model';
import { ENV, requireEnv } from '../env';

// Verifies Cognito ID tokens where API Gateway cannot (the WebSocket $connect carries the token
// in its query string). One verifier per container; it fetches and caches the pool's JWKS.
type IdVerifier = ReturnType<typeof createVerifier>;
let verifier: IdVerifier | undefined;

function createVerifier() {
  return CognitoJwtVerifier.create({ userPoolId: requireEnv(ENV.userPoolId), clientId: requireEnv(ENV.userPoolClientId), tokenUse: 'id' });
}

function idVerifier(): IdVerifier {
  verifier ??= createVerifier();
  return verifier;
}

/** The twin hands over its Cognito's JWKS, so no key is ever fetched from outside the machine. */
export function cacheJwks(jwks: { keys: object[] }): void {
  idVerifier().cacheJwks(jwks as Parameters<IdVerifier['cacheJwks']>[0]);
}

/** The token's claims when it is valid, else undefined. */
export async function verifyIdToken(token: string): Promise<JwtPayload | undefined> {
  try {
    return await idVerifier().verify(token);
  } catch {
    return undefined;
  }
}
