// The shim's record of each user's passkeys (WebAuthn credentials), persisted in the data folder
// beside the authenticator secrets: cognito-local has no passkeys. Per user (by sub): the
// registered credentials with their public key and signature counter, the user's passkey MFA
// setting (SetUserMFAPreference WebAuthnMfaSettings), and the one registration that may be pending.
// Registration challenges are single use and expire; sign-in challenges live with the sign-in's
// challenge session (challenges.ts).
import { CognitoError } from './aws-json';
import { JsonState } from './json-state';

export interface StoredPasskey {
  /** base64url, as the browser names it (PublicKeyCredential.id). */
  id: string;
  /** The COSE public key, base64url. */
  publicKey: string;
  /** The authenticator's signature counter at the last accepted use. */
  counter: number;
  transports?: string[];
  attachment?: string;
  friendlyName: string;
  relyingPartyId: string;
  /** Seconds, as ListWebAuthnCredentials reports CreatedAt. */
  createdAt: number;
}

interface PasskeyUser {
  credentials: StoredPasskey[];
  /** WebAuthnMfaSettings.Enabled: passkey sign-in also counts as MFA where the pool requires it. */
  mfaEnabled: boolean;
  pendingRegistration?: { challenge: string; expiresAtMs: number };
}

interface StoredState {
  users: Record<string, PasskeyUser>;
}

const FILE = 'passkeys.json';
/** As Cognito: at most this many passkeys per user. */
export const MAX_PASSKEYS = 20;
/** How long a registration's challenge may be answered (the options' timeout). */
export const REGISTRATION_TIMEOUT_MS = 3 * 60 * 1000;

export class PasskeyStore {
  private readonly file: JsonState<StoredState>;

  constructor(
    dataDir: string,
    private readonly now: () => number = Date.now,
  ) {
    this.file = new JsonState<StoredState>(dataDir, FILE, () => ({ users: {} }));
  }

  credentials(sub: string): StoredPasskey[] {
    return this.file.value.users[sub]?.credentials ?? [];
  }

  credential(sub: string, id: string): StoredPasskey | undefined {
    return this.credentials(sub).find((credential) => credential.id === id);
  }

  /** Whether any user already holds this credential (an authenticator registers a credential once). */
  isRegistered(id: string): boolean {
    return Object.values(this.file.value.users).some((user) => user.credentials.some((credential) => credential.id === id));
  }

  isMfaEnabled(sub: string): boolean {
    return this.file.value.users[sub]?.mfaEnabled ?? false;
  }

  setMfaEnabled(sub: string, enabled: boolean): void {
    this.update(sub, (user) => ({ ...user, mfaEnabled: enabled }));
  }

  /** Remembers the challenge of a started registration, replacing any earlier one. */
  startRegistration(sub: string, challenge: string): void {
    if (this.credentials(sub).length >= MAX_PASSKEYS) {
      throw new CognitoError('LimitExceededException', `A user can have at most ${MAX_PASSKEYS} passkeys.`);
    }
    this.update(sub, (user) => ({ ...user, pendingRegistration: { challenge, expiresAtMs: this.now() + REGISTRATION_TIMEOUT_MS } }));
  }

  /** The pending registration's challenge, which is used up by this call whatever the outcome. */
  takeRegistrationChallenge(sub: string): string {
    const pending = this.file.value.users[sub]?.pendingRegistration;
    if (pending) this.update(sub, (user) => ({ ...user, pendingRegistration: undefined }));
    if (!pending || pending.expiresAtMs <= this.now()) {
      throw new CognitoError('WebAuthnChallengeNotFoundException', 'The passkey registration has expired or was not started: call StartWebAuthnRegistration.');
    }
    return pending.challenge;
  }

  add(sub: string, credential: StoredPasskey): void {
    this.update(sub, (user) => ({ ...user, credentials: [...user.credentials, credential] }));
  }

  /** Records the counter of an accepted signature. */
  used(sub: string, id: string, counter: number): void {
    this.update(sub, (user) => ({ ...user, credentials: user.credentials.map((c) => (c.id === id ? { ...c, counter } : c)) }));
  }

  remove(sub: string, id: string): void {
    if (!this.credential(sub, id)) throw new CognitoError('ResourceNotFoundException', 'The passkey credential was not found.');
    this.update(sub, (user) => ({ ...user, credentials: user.credentials.filter((credential) => credential.id !== id) }));
  }

  private update(sub: string, change: (user: PasskeyUser) => PasskeyUser): void {
    const users = this.file.value.users;
    users[sub] = change(users[sub] ?? { credentials: [], mfaEnabled: false });
    this.file.save();
  }
}
