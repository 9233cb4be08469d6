// Remembers when the user last did something (spec 3: mouse, keys, touch, scroll).
// The moment is shared with the practice's other tabs through localStorage: all tabs share one
// Cognito session and the idle logout signs out everywhere, so working in one tab must keep the
// others from logging the user out.

const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;
const SHARED_KEY = 'praktijk.lastActivity';
/** Writing storage on every mouse move is wasteful; once a second is precise enough for a 30 s check. */
const SHARE_EVERY_MS = 1000;

export interface ActivityTracker {
  lastActivityAt(): number;
  stop(): void;
}

function readShared(): number {
  try {
    const value = Number(window.localStorage.getItem(SHARED_KEY));
    return Number.isFinite(value) ? value : 0;
  } catch {
    return 0;
  }
}

function writeShared(at: number): void {
  try {
    window.localStorage.setItem(SHARED_KEY, String(at));
  } catch {
    // storage blocked: this tab still counts its own activity
  }
}

export function startActivityTracking(now: () => number = Date.now): ActivityTracker {
  let own = now();
  let sharedAt = 0;
  writeShared(own);
  const onActivity = () => {
    own = now();
    if (own - sharedAt >= SHARE_EVERY_MS) {
      sharedAt = own;
      writeShared(own);
    }
  };
  // Capture phase: scrolls inside panels do not bubble, and pages may stop propagation.
  const options: AddEventListenerOptions = { capture: true, passive: true };
  for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, options);
  return {
    lastActivityAt: () => Math.max(own, readShared()),
    stop: () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, options);
    },
  };
}
