import { type Locator, type Page, type Request } from 'playwright-core';
import { expect } from 'vitest';

// Waits for conditions instead of fixed sleeps (issue 22 §8): a sleep is too short on a loaded
// machine and wasted time on an idle one, and a test that waits for a condition says what it
// waits for. Each helper here waits for something the page itself shows or does.

/** Resolves once the page has painted twice: whatever the events already dispatched caused is rendered. */
export async function nextPaint(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/**
 * Finds and measures in one step, in the page: an element found in one call and measured in the
 * next may have been replaced by a re-render in between (issue 22 §8: a date cell with no client
 * rects). `measure` (one `evaluate`, null meaning "not there yet") is repeated until it gives the
 * same value twice in a row with a paint between (the layout has settled); that value is returned.
 */
export async function settledMeasure<T, A>(page: Page, measure: (arg: A) => T | null, arg: A, timeout = 15_000): Promise<T> {
  let last: string | undefined;
  let settled: T | undefined;
  await expect
    .poll(
      async () => {
        const value = (await page.evaluate(measure as (arg: unknown) => unknown, arg as unknown)) as T | null;
        await nextPaint(page);
        const seen = value === null ? undefined : JSON.stringify(value);
        const same = seen !== undefined && seen === last;
        last = seen;
        if (same) settled = value!;
        return same;
      },
      { timeout },
    )
    .toBe(true);
  return settled!;
}

/**
 * Waits until the element has finished appearing: no finite CSS animation or transition still
 * running in it or around it, and it and its ancestors fully opaque (a fade-in that has not started yet shows
 * as opacity 0, one under way as a fraction).
 */
export async function appeared(element: Locator): Promise<void> {
  await element.waitFor();
  await expect
    .poll(() =>
      element.evaluate((root) => {
        // Its own animations, its content's and its ancestors' (a toast fades in as a whole).
        const running = document.getAnimations().filter((animation) => {
          const target = (animation.effect as KeyframeEffect | null)?.target;
          const related = target ? target.contains(root) || root.contains(target) : false;
          return related && animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity;
        });
        let opaque = true;
        for (let node: Element | null = root; node; node = node.parentElement) opaque &&= getComputedStyle(node).opacity === '1';
        return running.length === 0 && opaque;
      }),
    )
    .toBe(true);
}

/** Counts the page's requests still unanswered, to wait until everything it asked for has come back. */
export function requestsInFlight(page: Page): { idle: () => Promise<void> } {
  const open = new Set<Request>();
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return {
    idle: async () => {
      // A realtime socket is not a request here; an answer can start a follow-up request in the
      // same turn, hence a paint after the count reaches zero and a second look.
      await expect.poll(() => open.size, { timeout: 15_000 }).toBe(0);
      await nextPaint(page);
      await expect.poll(() => open.size, { timeout: 15_000 }).toBe(0);
    },
  };
}

/**
 * Tracks the page's pending setTimeout timers of one delay from its first script on (call before
 * the page loads): `allFired` resolves once every such timer set so far has fired or been cleared,
 * e.g. a search box's debounce has run out.
 */
export async function timersOfDelay(page: Page, delayMs: number): Promise<{ allFired: () => Promise<void> }> {
  await page.addInitScript((delay) => {
    const state = window as Window & { e2ePendingTimers?: Set<number> };
    const pending = (state.e2ePendingTimers = new Set<number>());
    const { setTimeout: set, clearTimeout: clear } = window;
    window.setTimeout = ((handler: TimerHandler, timeout?: number, ...args: unknown[]) => {
      if (timeout !== delay || typeof handler !== 'function') return set(handler, timeout, ...args);
      const id: number = set(
        (...callArgs: unknown[]) => {
          pending.delete(id);
          (handler as (...a: unknown[]) => void)(...callArgs);
        },
        timeout,
        ...args,
      );
      pending.add(id);
      return id;
    }) as typeof window.setTimeout;
    window.clearTimeout = ((id?: number) => {
      if (id !== undefined) pending.delete(id);
      clear(id);
    }) as typeof window.clearTimeout;
  }, delayMs);
  return {
    allFired: async () => {
      await page.waitForFunction(() => (window as Window & { e2ePendingTimers?: Set<number> }).e2ePendingTimers?.size === 0);
      await nextPaint(page);
    },
  };
}
