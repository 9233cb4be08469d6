// cognito-local never checks the Session of RespondToAuthChallenge: anyone naming a user could
// answer NEW_PASSWORD_REQUIRED for it and set its password. The shim hands out its own session
// for each challenge, bound to the user, the client and the challenge, valid for three minutes
// as in Cognito, and only answers that carry it reach cognito-local. The challenges the shim adds
// itself (MFA_SETUP, SOFTWARE_TOKEN_MFA, SELECT_CHALLENGE, WEB_AUTHN) live here too, with no
// cognito-local session.
import { randomBytes } from 'node:crypto';
import { CognitoError } from './aws-json';

export interface PendingChallenge {
  username: string;
  clientId: string;
  challengeName: string;
  /** cognito-local's session; empty for the shim's own MFA challenges. */
  upstreamSession: string;
  /** MFA_SETUP: a code from the associated authenticator was verified (VerifySoftwareToken). */
  totpVerified?: boolean;
  /** WEB_AUTHN: the challenge the passkey's assertion must sign. */
  webAuthnChallenge?: string;
  expiresAtMs: number;
}

const LIFETIME_MS = 3 * 60 * 1000;

export class Challenges {
  private readonly pending = new Map<string, PendingChallenge>();

  open(challenge: Omit<PendingChallenge, 'expiresAtMs'>): string {
    this.dropExpired();
    const session = randomBytes(48).toString('base64url');
    this.pending.set(session, { ...challenge, expiresAtMs: Date.now() + LIFETIME_MS });
    return session;
  }

  /** The pending challenge this answer belongs to; refuses any other answer. */
  find(session: string, answer: Pick<PendingChallenge, 'username' | 'clientId' | 'challengeName'>): PendingChallenge {
    const challenge = this.pending.get(session);
    if (challenge && challenge.expiresAtMs <= Date.now()) {
      throw new CognitoError('NotAuthorizedException', 'Invalid session for the user, session is expired.');
    }
    const matches = challenge?.username === answer.username && challenge.clientId === answer.clientId && challenge.challengeName === answer.challengeName;
    if (!challenge || !matches) throw new CognitoError('NotAuthorizedException', 'Invalid session for the user.');
    return challenge;
  }

  /** The pending challenge of a session used without a username (AssociateSoftwareToken, VerifySoftwareToken). */
  bySession(session: string, challengeName: string): PendingChallenge {
    const challenge = this.pending.get(session);
    if (challenge && challenge.expiresAtMs <= Date.now()) {
      throw new CognitoError('NotAuthorizedException', 'Invalid session for the user, session is expired.');
    }
    if (challenge?.challengeName !== challengeName) throw new CognitoError('NotAuthorizedException', 'Invalid session for the user.');
    return challenge;
  }

  /** Closes a session and opens its successor, as Cognito answers each set-up step with a new session. */
  renew(session: string, changes: Partial<Pick<PendingChallenge, 'totpVerified'>> = {}): string {
    const { expiresAtMs: _expiresAtMs, ...challenge } = this.bySession(session, this.pending.get(session)?.challengeName ?? '');
    this.close(session);
    return this.open({ ...challenge, ...changes });
  }

  /** A session answers once: it is closed when the answer succeeds. */
  close(session: string): void {
    this.pending.delete(session);
  }

  private dropExpired(): void {
    const now = Date.now();
    for (const [session, challenge] of this.pending) if (challenge.expiresAtMs <= now) this.pending.delete(session);
  }
}
