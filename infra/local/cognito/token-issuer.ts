// Every ID and access token the twin hands out is signed here with the twin's own key, and
// carries the claims a real Cognito token carries, with `iss` set to the AWS-shaped issuer so
// that aws-jwt-verify and the API's authorizer treat it as a Cognito token.
import { randomUUID } from 'node:crypto';
import { decodeJwt, errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { CognitoError } from './aws-json';
import { ALG, type SigningKey } from './signing-keys';
import { TOKEN_VALIDITY_MINUTES } from './seed';
import { type SignInSession } from './sign-in-sessions';
import { type UserState } from './upstream';

export const TOKEN_LIFETIME_S = TOKEN_VALIDITY_MINUTES * 60;

export interface IssuedTokens {
  IdToken: string;
  AccessToken: string;
}

export class TokenIssuer {
  constructor(
    readonly issuer: string,
    private readonly ownKey: SigningKey,
    private readonly upstreamKey: SigningKey,
  ) {}

  /** Takes a token cognito-local signed and signs its claims again with the twin's key. */
  resign(upstreamToken: string, session: SignInSession): Promise<string> {
    const claims = decodeJwt(upstreamToken);
    return this.sign({ ...claims, iss: this.issuer, origin_jti: session.id }, this.ownKey);
  }

  /** Mints tokens from the user's current state in cognito-local (on refresh). */
  async mint(user: UserState, groups: string[], session: SignInSession): Promise<IssuedTokens> {
    const iat = Math.floor(Date.now() / 1000);
    const common: JWTPayload = {
      sub: user.attributes.sub,
      ...(groups.length > 0 ? { 'cognito:groups': groups } : {}),
      iss: this.issuer,
      origin_jti: session.id,
      event_id: randomUUID(),
      auth_time: session.authTime,
      iat,
      exp: iat + TOKEN_LIFETIME_S,
    };
    const customAttributes = Object.fromEntries(Object.entries(user.attributes).filter(([name]) => name.startsWith('custom:')));
    const idClaims: JWTPayload = {
      ...common,
      'cognito:username': user.username,
      aud: session.clientId,
      token_use: 'id',
      jti: randomUUID(),
      email: user.attributes.email,
      email_verified: user.attributes.email_verified === 'true',
      ...customAttributes,
    };
    const accessClaims: JWTPayload = {
      ...common,
      client_id: session.clientId,
      token_use: 'access',
      scope: 'aws.cognito.signin.user.admin',
      jti: randomUUID(),
      username: user.username,
    };
    return { IdToken: await this.sign(idClaims, this.ownKey), AccessToken: await this.sign(accessClaims, this.ownKey) };
  }

  /** Checks an access token the twin issued: signature, issuer, expiry, use. */
  async verifyAccessToken(token: string): Promise<JWTPayload> {
    try {
      const { payload } = await jwtVerify(token, this.ownKey.publicKey, { issuer: this.issuer, algorithms: [ALG] });
      if (payload.token_use !== 'access') throw new CognitoError('NotAuthorizedException', 'Invalid Access Token');
      return payload;
    } catch (error) {
      if (error instanceof CognitoError) throw error;
      if (error instanceof errors.JWTExpired) throw new CognitoError('NotAuthorizedException', 'Access Token has expired');
      throw new CognitoError('NotAuthorizedException', 'Invalid Access Token');
    }
  }

  /** The same claims signed with cognito-local's key, for operations forwarded to it. */
  forUpstream(claims: JWTPayload): Promise<string> {
    return this.sign(claims, this.upstreamKey);
  }

  private sign(claims: JWTPayload, key: SigningKey): Promise<string> {
    // Cognito's header holds only kid and alg.
    return new SignJWT(claims).setProtectedHeader({ kid: key.kid, alg: ALG }).sign(key.privateKey);
  }
}
