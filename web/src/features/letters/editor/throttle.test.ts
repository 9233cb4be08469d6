import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createThrottle } from './throttle';

describe('createThrottle (the editor onChange, spec 3 §9: at most every 300 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the first change at once and a burst after it once, when the interval ends', () => {
    const run = vi.fn();
    const throttle = createThrottle(300, run);
    throttle.push();
    expect(run).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 10; i++) {
      vi.advanceTimersByTime(20);
      throttle.push();
    }
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(100);
    expect(run).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('flushes a held change at once (blur, unmount), and only once', () => {
    const run = vi.fn();
    const throttle = createThrottle(300, run);
    throttle.push();
    throttle.push();
    throttle.flush();
    expect(run).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1000);
    throttle.flush();
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('drops a held change on cancel (the parent replaced the content)', () => {
    const run = vi.fn();
    const throttle = createThrottle(300, run);
    throttle.push();
    throttle.push();
    throttle.cancel();
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
