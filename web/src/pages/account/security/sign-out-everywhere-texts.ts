import { SESSION_CHECK_DEFAULT_MS } from '@/shell/idle/session-check';

// The texts of Sign out everywhere (issue 21 §6 leaves them to us). They say what happens to the
// other devices and how soon: a device with Praktijk open notices within the session check's
// interval (shell/idle/session-check.ts), one that is closed cannot sign in with its old session.

const minutes = SESSION_CHECK_DEFAULT_MS / 60_000;

export const SIGN_OUT_EVERYWHERE = {
  header: 'Sessions',
  description: 'Sign out in the user menu ends the session on this device only.',
  button: 'Sign out everywhere',
  confirmHeader: 'Sign out everywhere?',
  confirmText:
    `You will be signed out on every device and browser where you are signed in, this one included. ` +
    `Other devices with Praktijk open are signed out within ${minutes} minutes; work not saved there is lost.`,
  failed: 'Your other devices could not be signed out. Check the connection and try again.',
} as const;
