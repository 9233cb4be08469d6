// At most one run per interval (spec 3 §9: the editor's onChange at most every 300 ms), the last
// change always delivered: a change inside the interval is held and run when it ends, or at once
// on flush (blur, unmount), so nothing typed is lost when the editor goes away mid-interval. The
// run reads the editor's content itself, so a burst of keys serialises the document once.
export interface Throttle {
  push(): void;
  flush(): void;
  cancel(): void;
}

export function createThrottle(intervalMs: number, run: () => void, now: () => number = Date.now): Throttle {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending = false;
  let lastRun = Number.NEGATIVE_INFINITY;

  const stopTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const runPending = () => {
    stopTimer();
    if (!pending) return;
    pending = false;
    lastRun = now();
    run();
  };

  return {
    push() {
      pending = true;
      if (timer !== undefined) return;
      const wait = lastRun + intervalMs - now();
      if (wait <= 0) runPending();
      else timer = setTimeout(runPending, wait);
    },
    flush: runPending,
    cancel() {
      stopTimer();
      pending = false;
    },
  };
}
