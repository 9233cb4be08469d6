import { type RefObject, useEffect } from 'react';

// react-big-calendar's markup falls short of axe in three places; the practice's screens are
// held to 0 moderate-or-worse findings (issue 9), so they are mended on the rendered DOM:
// - its all-day row is a role="rowgroup" outside any table holding a role="row" over cells that
//   are no cells, and its day headers are column headers outside any table: those roles are
//   dropped (the events inside are still buttons with their title, the headers plain text);
// - the scrolling time grid holds no focusable element on an empty day, so a keyboard could not
//   scroll it: it becomes a focusable, named region.
// A MutationObserver mends what the calendar renders later (another view, another day).

export function mendCalendarMarkup(root: ParentNode): void {
  for (const element of root.querySelectorAll('.rbc-row-content[role="row"], .rbc-allday-cell[role="rowgroup"], .rbc-header [role="columnheader"]')) {
    element.removeAttribute('role');
    element.removeAttribute('aria-sort');
  }
  for (const element of root.querySelectorAll('.rbc-time-content:not([tabindex])')) {
    element.setAttribute('tabindex', '0');
    element.setAttribute('role', 'region');
    element.setAttribute('aria-label', 'Calendar times');
  }
}

export function useMendedCalendarMarkup(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    mendCalendarMarkup(root);
    const observer = new MutationObserver(() => mendCalendarMarkup(root));
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [ref]);
}
