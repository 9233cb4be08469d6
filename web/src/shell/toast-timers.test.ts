import { describe, expect, it } from 'vitest';
import { type Clock, ToastTimers } from './toast-timers';

/** A clock moved by hand: `advance(ms)` runs what falls due. */
function manualClock() {
  let now = 0;
  let next = 0;
  const due = new Map<number, { at: number; run(): void }>();
  const clock: Clock = {
    now: () => now,
    setTimeout: (run, ms) => {
      due.set(++next, { at: now + ms, run });
      return next;
    },
    clearTimeout: (handle) => due.delete(handle as number),
  };
  const advance = (ms: number) => {
    now += ms;
    for (const [handle, timer] of [...due].sort((a, b) => a[1].at - b[1].at)) {
      if (timer.at > now) continue;
      due.delete(handle);
      timer.run();
    }
  };
  return { clock, advance };
}

function setup() {
  const { clock, advance } = manualClock();
  const timers = new ToastTimers(clock);
  const hidden: string[] = [];
  const start = (id: string, ms = 1000) => timers.start(id, ms, () => hidden.push(id));
  return { timers, advance, hidden, start };
}

describe('toast timers', () => {
  it('hide a toast after its time when nobody holds it', () => {
    const { advance, hidden, start } = setup();
    start('saved');
    advance(999);
    expect(hidden).toEqual([]);
    advance(1);
    expect(hidden).toEqual(['saved']);
  });

  it('keep a held toast however long it is held, and give it the time it had left after', () => {
    const { timers, advance, hidden, start } = setup();
    start('saved');
    advance(600);
    timers.hold('pointer');
    advance(5000);
    expect(hidden).toEqual([]);
    timers.release('pointer');
    advance(399);
    expect(hidden).toEqual([]);
    advance(1);
    expect(hidden).toEqual(['saved']);
  });

  it('stay held while the pointer or the focus still holds them', () => {
    const { timers, advance, hidden, start } = setup();
    start('saved');
    timers.hold('pointer');
    timers.hold('focus');
    timers.release('pointer');
    advance(3000);
    expect(hidden).toEqual([]);
    expect(timers.held).toBe(true);
    timers.release('focus');
    advance(1000);
    expect(hidden).toEqual(['saved']);
  });

  it('start a toast shown while held only once released', () => {
    const { timers, advance, hidden, start } = setup();
    timers.hold('focus');
    start('later');
    advance(2000);
    expect(hidden).toEqual([]);
    timers.release('focus');
    advance(1000);
    expect(hidden).toEqual(['later']);
  });

  it('count a toast started again (same id) anew, and forget a cancelled one', () => {
    const { timers, advance, hidden, start } = setup();
    start('countdown');
    advance(800);
    start('countdown');
    advance(800);
    expect(hidden).toEqual([]);
    advance(200);
    expect(hidden).toEqual(['countdown']);
    start('gone');
    timers.cancel('gone');
    advance(5000);
    expect(hidden).toEqual(['countdown']);
  });

  it('a release without a hold changes nothing', () => {
    const { timers, advance, hidden, start } = setup();
    start('saved');
    timers.release('pointer');
    advance(1000);
    expect(hidden).toEqual(['saved']);
  });
});
