// The auto-hide of toasts (spec 1 §9: TOAST_AUTO_HIDE_MS by default), paused while the user
// holds the toasts, by pointing at them or with the keyboard's focus in them, so a toast being
// read or acted on does not vanish under the pointer (issue 22 §5). After the hold each toast
// gets the time it had left.

export interface Clock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export type HoldReason = 'pointer' | 'focus';

interface Countdown {
  left: number;
  startedAt: number;
  handle?: unknown;
  onEnd(): void;
}

export class ToastTimers {
  private readonly countdowns = new Map<string, Countdown>();
  private readonly holds = new Set<HoldReason>();

  constructor(private readonly clock: Clock) {}

  get held(): boolean {
    return this.holds.size > 0;
  }

  /** Hides the toast `id` after `ms` of not being held; a toast started again counts anew. */
  start(id: string, ms: number, onEnd: () => void): void {
    this.cancel(id);
    const countdown: Countdown = { left: ms, startedAt: this.clock.now(), onEnd };
    this.countdowns.set(id, countdown);
    if (!this.held) this.run(id, countdown);
  }

  cancel(id: string): void {
    const countdown = this.countdowns.get(id);
    if (countdown?.handle !== undefined) this.clock.clearTimeout(countdown.handle);
    this.countdowns.delete(id);
  }

  hold(reason: HoldReason): void {
    const wasHeld = this.held;
    this.holds.add(reason);
    if (wasHeld) return;
    const now = this.clock.now();
    for (const countdown of this.countdowns.values()) {
      if (countdown.handle === undefined) continue;
      this.clock.clearTimeout(countdown.handle);
      countdown.handle = undefined;
      countdown.left = Math.max(0, countdown.left - (now - countdown.startedAt));
    }
  }

  release(reason: HoldReason): void {
    if (!this.holds.delete(reason) || this.held) return;
    for (const [id, countdown] of this.countdowns) this.run(id, countdown);
  }

  private run(id: string, countdown: Countdown): void {
    countdown.startedAt = this.clock.now();
    countdown.handle = this.clock.setTimeout(() => {
      this.countdowns.delete(id);
      countdown.onEnd();
    }, countdown.left);
  }
}

export const browserClock: Clock = {
  now: () => performance.now(),
  setTimeout: (run, ms) => window.setTimeout(run, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
};
