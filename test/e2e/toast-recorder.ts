import { type BrowserContext, type Page } from 'playwright-core';

// Success toasts hide after a second (spec 1 §9). A test that looks for one from outside the page
// can miss it on a loaded machine: the renderer and the test's polls share two cores, and a second
// passes between two looks. So every document of a test's context records, from inside, each toast
// it shows (a MutationObserver sees it the moment it is in the DOM and visible), and a test takes
// the one it expects from that record.
declare global {
  interface Window {
    praktijkToastsShown?: { lines: string[]; taken: boolean }[];
  }
}

/** Makes every page of the context keep a record of the toasts it shows. */
export async function recordToasts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const shown: { lines: string[]; taken: boolean }[] = [];
    window.praktijkToastsShown = shown;
    // One entry per toast element; a toast whose content renders after its header gains the lines.
    const entries = new WeakMap<Element, { lines: string[]; taken: boolean }>();
    const look = () => {
      for (const item of Array.from(document.querySelectorAll<HTMLElement>('[data-testid="toasts"] li'))) {
        if (!item.checkVisibility()) continue;
        const lines = item.innerText
          .split('\n')
          .map((line: string) => line.trim())
          .filter(Boolean);
        if (lines.length === 0) continue;
        const entry = entries.get(item);
        if (!entry) {
          const created = { lines, taken: false };
          entries.set(item, created);
          shown.push(created);
        } else for (const line of lines) if (!entry.lines.includes(line)) entry.lines.push(line);
      }
    };
    new MutationObserver(look).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/**
 * Waits until the page has shown a toast with this header and content (or this header alone, for a
 * toast without a second line), and takes it from the record: the same toast shown again later is
 * a new one to wait for, never this one twice.
 */
export async function toast(page: Page, header: string, content?: string): Promise<void> {
  await page.waitForFunction(
    ({ header, content }) => {
      const entry = window.praktijkToastsShown?.find((e) => !e.taken && e.lines.includes(header) && (content === undefined || e.lines.includes(content)));
      if (entry) entry.taken = true;
      return Boolean(entry);
    },
    { header, content },
    { timeout: 10_000, polling: 100 },
  );
}
