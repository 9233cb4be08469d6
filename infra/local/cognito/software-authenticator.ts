// For the shim's tests only: a passkey authenticator in software (ECDSA P-256 from node:crypto),
// producing the JSON a browser's PublicKeyCredential serializes to (as Amplify sends it), with
// knobs to make it lie: another origin, another challenge, no user verification, an old counter.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64url = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string): Buffer => createHash('sha256').update(data).digest();

// Authenticator data flags (WebAuthn §6.1): user present, user verified, attested credential data.
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

/** A JSON value, as the SDK's document type takes it. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface CeremonyOptions {
  origin?: string;
  /** Overrides the challenge the options asked to sign. */
  challenge?: string;
  userVerified?: boolean;
  rpId?: string;
}

export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly publicJwk: { x: string; y: string };
  counter = 0;
  /** The user handle of the registered credential (the options' user.id). */
  userHandle?: string;

  constructor(private readonly defaults: { origin: string; rpId: string }) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = privateKey;
    const jwk = publicKey.export({ format: 'jwk' });
    this.publicJwk = { x: String(jwk.x), y: String(jwk.y) };
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  /** navigator.credentials.create() answered, from StartWebAuthnRegistration's CredentialCreationOptions. */
  register(options: { challenge: string; user: { id: string }; rp: { id?: string } }, ceremony: CeremonyOptions = {}): { [key: string]: Json } {
    this.userHandle = options.user.id;
    const clientDataJSON = this.clientData('webauthn.create', ceremony.challenge ?? options.challenge, ceremony.origin);
    const coseKey = new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, new Uint8Array(Buffer.from(this.publicJwk.x, 'base64url'))],
      [-3, new Uint8Array(Buffer.from(this.publicJwk.y, 'base64url'))],
    ]);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.credentialId, Buffer.from(isoCBOR.encode(coseKey))]);
    const authData = Buffer.concat([this.authDataHead(ceremony.rpId ?? options.rp.id ?? this.defaults.rpId, ceremony.userVerified, AT), attested]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    return this.credential({ clientDataJSON: b64url(clientDataJSON), attestationObject: b64url(attestationObject), transports: ['internal'] });
  }

  /** navigator.credentials.get() answered, from the WEB_AUTHN challenge's CREDENTIAL_REQUEST_OPTIONS. */
  assert(requestOptionsJson: string, ceremony: CeremonyOptions = {}): { [key: string]: Json } {
    const options = JSON.parse(requestOptionsJson) as { challenge: string; rpId: string };
    this.counter += 1;
    const clientDataJSON = this.clientData('webauthn.get', ceremony.challenge ?? options.challenge, ceremony.origin);
    const authData = this.authDataHead(ceremony.rpId ?? options.rpId, ceremony.userVerified, 0);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.privateKey);
    return this.credential({
      clientDataJSON: b64url(clientDataJSON),
      authenticatorData: b64url(authData),
      signature: b64url(signature),
      ...(this.userHandle ? { userHandle: this.userHandle } : {}),
    });
  }

  /** A PublicKeyCredential as the browser serialises it, around a ceremony's response. */
  private credential(response: { [key: string]: Json }): { [key: string]: Json } {
    return { id: this.id, rawId: this.id, type: 'public-key', clientExtensionResults: {}, authenticatorAttachment: 'platform', response };
  }

  private clientData(type: string, challenge: string, origin = this.defaults.origin): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  private authDataHead(rpId: string, userVerified = true, extraFlags: number): Buffer {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    return Buffer.concat([sha256(rpId), Buffer.from([UP | (userVerified ? UV : 0) | extraFlags]), counter]);
  }
}
