// The shim's record of sign-ins, persisted in the data folder. Each sign-in gets an opaque
// refresh token (only its hash is stored) and an id that every token minted for it carries as
// `origin_jti`, as Cognito does. Revoking a sign-in (RevokeToken) or all of a user's sign-ins
// (GlobalSignOut, AdminDisableUser) stops its refresh token and its access tokens together.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REFRESH_TOKEN_VALIDITY_DAYS } from './seed';

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
}

interface StoredState {
  sessions: Record<string, SignInSession>;
  /** Per user (sub): sign-ins started before this moment (ms) are revoked. */
  revokedBefore: Record<string, number>;
}

const FILE = 'sign-in-sessions.json';
const REFRESH_LIFETIME_MS = REFRESH_TOKEN_VALIDITY_DAYS * 24 * 3600 * 1000;
const hash = (token: string): string => createHash('sha256').update(token).digest('base64url');

export class SignInSessions {
  private readonly path: string;
  private state: StoredState = { sessions: {}, revokedBefore: {} };

  constructor(dataDir: string) {
    mkdirSync(dataDir, { recursive: true });
    this.path = join(dataDir, FILE);
    if (existsSync(this.path)) this.state = JSON.parse(readFileSync(this.path, 'utf8')) as StoredState;
  }

  start(fields: Pick<SignInSession, 'sub' | 'username' | 'clientId' | 'authTime'>): { session: SignInSession; refreshToken: string } {
    const refreshToken = randomBytes(48).toString('base64url');
    const now = Date.now();
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

  /** The live sign-in a refresh token belongs to, if any. */
  byRefreshToken(refreshToken: string): SignInSession | undefined {
    const tokenHash = hash(refreshToken);
    const session = Object.values(this.state.sessions).find((s) => s.refreshTokenHash === tokenHash);
    return session && this.isLive(session) ? session : undefined;
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
    this.state.revokedBefore[sub] = Date.now();
    for (const session of Object.values(this.state.sessions)) {
      if (session.sub === sub) delete this.state.sessions[session.id];
    }
    this.save();
  }

  private isLive(session: SignInSession): boolean {
    const revokedBefore = this.state.revokedBefore[session.sub] ?? 0;
    return session.expiresAtMs > Date.now() && session.createdAtMs >= revokedBefore;
  }

  private save(): void {
    const now = Date.now();
    for (const session of Object.values(this.state.sessions)) {
      if (session.expiresAtMs <= now) delete this.state.sessions[session.id];
    }
    // Synchronous and renamed into place: a crash never leaves half a file, and no two writes interleave.
    writeFileSync(`${this.path}.tmp`, JSON.stringify(this.state), { mode: 0o600 });
    renameSync(`${this.path}.tmp`, this.path);
  }
}
