// The shim's record of sign-ins, persisted in the data folder. Each sign-in gets an opaque
// refresh token (only its hash is stored) and an id that every token minted for it carries as
// `origin_jti`, as Cognito does. Revoking a sign-in (RevokeToken) or all of a user's sign-ins
// (GlobalSignOut, AdminDisableUser) stops its refresh token and its access tokens together.
// Refresh tokens rotate as on the AWS app client: each refresh hands out a new one, and the one it
// replaces keeps working for a few seconds (two tabs refreshing at once), then no more.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { JsonState } from './json-state';
import { REFRESH_TOKEN_ROTATION_GRACE_S, REFRESH_TOKEN_VALIDITY_DAYS } from './seed';

export interface SignInSession {
  id: string;
  sub: string;
  /** cognito-local's username (the sub when email is the sign-in name). */
  username: string;
  clientId: string;
  /** Seconds, as in the `auth_time` claim: the moment the password was checked. */
  authTime: number;
  createdAtMs: number;
  expiresAtMs: number;
  refreshTokenHash: string;
  /** Refresh tokens replaced by a rotation, by hash, with the moment (ms) they stop working. */
  replacedTokenHashes?: Record<string, number>;
}

interface StoredState {
  sessions: Record<string, SignInSession>;
  /** Per user (sub): sign-ins started before this moment (ms) are revoked. */
  revokedBefore: Record<string, number>;
}

const FILE = 'sign-in-sessions.json';
const REFRESH_LIFETIME_MS = REFRESH_TOKEN_VALIDITY_DAYS * 24 * 3600 * 1000;
const hash = (token: string): string => createHash('sha256').update(token).digest('base64url');
const newRefreshToken = (): string => randomBytes(48).toString('base64url');

export class SignInSessions {
  private readonly file: JsonState<StoredState>;

  constructor(
    dataDir: string,
    private readonly now: () => number = Date.now,
  ) {
    this.file = new JsonState<StoredState>(dataDir, FILE, () => ({ sessions: {}, revokedBefore: {} }));
  }

  private get state(): StoredState {
    return this.file.value;
  }

  start(fields: Pick<SignInSession, 'sub' | 'username' | 'clientId' | 'authTime'>): { session: SignInSession; refreshToken: string } {
    const refreshToken = newRefreshToken();
    const now = this.now();
    const session: SignInSession = {
      ...fields,
      id: randomUUID(),
      createdAtMs: now,
      expiresAtMs: now + REFRESH_LIFETIME_MS,
      refreshTokenHash: hash(refreshToken),
    };
    this.state.sessions[session.id] = session;
    this.save();
    return { session, refreshToken };
  }

  /** The live sign-in a refresh token belongs to, if any: its current token, or one replaced within the grace period. */
  byRefreshToken(refreshToken: string): SignInSession | undefined {
    const tokenHash = hash(refreshToken);
    const now = this.now();
    const session = Object.values(this.state.sessions).find((s) => s.refreshTokenHash === tokenHash || (s.replacedTokenHashes?.[tokenHash] ?? 0) > now);
    return session && this.isLive(session) ? session : undefined;
  }

  /** A new refresh token for the sign-in; the current one works for the grace period, then no more. */
  rotate(sessionId: string): string {
    const session = this.state.sessions[sessionId];
    if (!session) throw new Error(`No sign-in ${sessionId}`);
    const now = this.now();
    const refreshToken = newRefreshToken();
    const stillValid = Object.entries(session.replacedTokenHashes ?? {}).filter(([, until]) => until > now);
    const graceUntil = now + REFRESH_TOKEN_ROTATION_GRACE_S * 1000;
    this.state.sessions[sessionId] = {
      ...session,
      refreshTokenHash: hash(refreshToken),
      replacedTokenHashes: Object.fromEntries([...stillValid, [session.refreshTokenHash, graceUntil]]),
    };
    this.save();
    return refreshToken;
  }

  /** Whether tokens minted for this sign-in (their origin_jti) may still be used. */
  isActive(sessionId: unknown, sub: unknown): boolean {
    const session = typeof sessionId === 'string' ? this.state.sessions[sessionId] : undefined;
    return session !== undefined && session.sub === sub && this.isLive(session);
  }

  revoke(sessionId: string): void {
    delete this.state.sessions[sessionId];
    this.save();
  }

  revokeAllFor(sub: string): void {
    this.state.revokedBefore[sub] = this.now();
    for (const session of Object.values(this.state.sessions)) {
      if (session.sub === sub) delete this.state.sessions[session.id];
    }
    this.save();
  }

  private isLive(session: SignInSession): boolean {
    const revokedBefore = this.state.revokedBefore[session.sub] ?? 0;
    return session.expiresAtMs > this.now() && session.createdAtMs >= revokedBefore;
  }

  private save(): void {
    const now = this.now();
    for (const session of Object.values(this.state.sessions)) {
      if (session.expiresAtMs <= now) delete this.state.sessions[session.id];
    }
    this.file.save();
  }
}
