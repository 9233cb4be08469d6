// The shim's record of each user's authenticator app (TOTP, RFC 6238 through the otpauth
// library), persisted in the data folder beside the sign-in sessions: cognito-local has no MFA.
// Codes are checked as Cognito checks them: 6 digits, 30-second steps, one step of clock drift
// either way, a code is used once, and repeated wrong codes lock the user out for a while.
// Secrets never leave this file except in AssociateSoftwareToken's answer, and are never logged.
import { Secret, TOTP } from 'otpauth';
import { CognitoError } from './aws-json';
import { JsonState } from './json-state';

export interface TotpRecord {
  /** Base32, as AssociateSoftwareToken hands it out; set once a code from it has been verified. */
  secret?: string;
  /** The secret of an AssociateSoftwareToken not yet verified; replaces `secret` when it is. */
  pendingSecret?: string;
  /** SetUserMFAPreference's SoftwareTokenMfaSettings. */
  enabled: boolean;
  preferred: boolean;
  /** The last time step whose code was accepted: that code and earlier ones are refused. */
  lastUsedStep?: number;
  failures: number;
  lockedUntilMs?: number;
}

interface StoredState {
  /** Per user, by sub. */
  users: Record<string, TotpRecord>;
}

const FILE = 'totp.json';
export const PERIOD_S = 30;
const DIGITS = 6;
/** Wrong codes in a row before a lockout; then, as Cognito's lockout, 1 s doubling up to 15 minutes. */
export const FAILURES_BEFORE_LOCKOUT = 5;
const MAX_LOCKOUT_MS = 15 * 60 * 1000;

const locked = (): CognitoError =>
  new CognitoError('NotAuthorizedException', 'Too many invalid credentials attempts. User temporarily locked. Please try again after few seconds.');

/** What a wrong code is answered with: VerifySoftwareToken and the sign-in challenge word it differently. */
export type CodeMismatch = () => CognitoError;

export const setupCodeMismatch: CodeMismatch = () => new CognitoError('EnableSoftwareTokenMFAException', 'Code mismatch and fail enable Software Token MFA');
export const signInCodeMismatch: CodeMismatch = () => new CognitoError('CodeMismatchException', 'Invalid code received for user');

export class TotpStore {
  private readonly file: JsonState<StoredState>;

  constructor(
    dataDir: string,
    private readonly now: () => number = Date.now,
  ) {
    this.file = new JsonState<StoredState>(dataDir, FILE, () => ({ users: {} }));
  }

  private get state(): StoredState {
    return this.file.value;
  }

  get(sub: string): TotpRecord | undefined {
    return this.state.users[sub];
  }

  /** Whether sign-in asks this user for a code (software token MFA enabled after a verified set-up). */
  isEnabled(sub: string): boolean {
    const record = this.state.users[sub];
    return record?.secret !== undefined && record.enabled;
  }

  /** A new secret for the user, pending until a code from it is verified. */
  associate(sub: string): string {
    // 20 random bytes: 32 base32 characters, the length of Cognito's SecretCode.
    const secret = new Secret({ size: 20 }).base32;
    this.state.users[sub] = { ...this.recordOf(sub), pendingSecret: secret };
    this.save();
    return secret;
  }

  /** Checks a code from the pending secret; on success it becomes the user's secret and is enabled. */
  verifyPending(sub: string, code: string): void {
    const record = this.recordOf(sub);
    if (!record.pendingSecret)
      throw new CognitoError('InvalidParameterException', 'Software token has not been associated with the user. Call AssociateSoftwareToken first.');
    this.check(sub, record.pendingSecret, code, setupCodeMismatch);
    // As in Cognito, a verified token replaces any earlier one and turns software token MFA on.
    this.state.users[sub] = { ...this.recordOf(sub), secret: record.pendingSecret, pendingSecret: undefined, enabled: true };
    this.save();
  }

  /** Checks a sign-in code against the user's verified secret. */
  verifySignIn(sub: string, code: string): void {
    const secret = this.state.users[sub]?.secret;
    if (!secret) throw new CognitoError('SoftwareTokenMFANotFoundException', 'Software Token MFA has not been enabled by the user.');
    this.check(sub, secret, code, signInCodeMismatch);
  }

  /** SetUserMFAPreference's SoftwareTokenMfaSettings; enabling needs a verified token. */
  setPreference(sub: string, settings: { enabled?: boolean; preferred?: boolean }): void {
    const record = this.recordOf(sub);
    const enabled = settings.enabled ?? record.enabled;
    if ((enabled || settings.preferred) && !record.secret) {
      throw new CognitoError('InvalidParameterException', 'User has not verified software token mfa');
    }
    this.state.users[sub] = { ...record, enabled, preferred: enabled && (settings.preferred ?? record.preferred) };
    this.save();
  }

  private check(sub: string, secret: string, code: string, mismatch: CodeMismatch): void {
    const record = this.recordOf(sub);
    const now = this.now();
    if (record.lockedUntilMs !== undefined && record.lockedUntilMs > now) throw locked();
    const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: DIGITS, period: PERIOD_S, algorithm: 'SHA1' });
    const delta = /^\d{6}$/.test(code) ? totp.validate({ token: code, timestamp: now, window: 1 }) : null;
    const step = Math.floor(now / 1000 / PERIOD_S) + (delta ?? 0);
    // A code seen once is refused afterwards, even within its window: someone watching the screen
    // cannot use it again.
    const reused = delta !== null && record.lastUsedStep !== undefined && step <= record.lastUsedStep;
    if (delta === null || reused) {
      const failures = record.failures + 1;
      const lockoutMs = failures >= FAILURES_BEFORE_LOCKOUT ? Math.min(1000 * 2 ** (failures - FAILURES_BEFORE_LOCKOUT), MAX_LOCKOUT_MS) : undefined;
      this.state.users[sub] = { ...record, failures, lockedUntilMs: lockoutMs === undefined ? undefined : now + lockoutMs };
      this.save();
      throw mismatch();
    }
    this.state.users[sub] = { ...record, lastUsedStep: step, failures: 0, lockedUntilMs: undefined };
    this.save();
  }

  private recordOf(sub: string): TotpRecord {
    return this.state.users[sub] ?? { enabled: false, preferred: false, failures: 0 };
  }

  private save(): void {
    this.file.save();
  }
}
