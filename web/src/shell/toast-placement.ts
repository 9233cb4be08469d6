import { useEffect, useState } from 'react';

// Where the toasts float (issue 22 §5): at the window's bottom right, never over the patient
// header. Placed at the top they covered either the header or, moved below it, the record's tab
// row (a warning that stays until dismissed then took the clicks meant for a tab). At the bottom
// they keep clear of the bars that stick there (a locked form's actions, the consultation's bar):
// while one of those is on screen the toasts float just above its top edge.
const BOTTOM_BARS = '.praktijk-form-actions, .praktijk-consult-bar';

/** The space between a bar's top and the toasts, and between the window's bottom and the toasts. */
export const TOAST_GAP_PX = 16;

/** How far above the window's bottom the toasts stay to clear every bottom bar on screen. */
export function bottomBarClearance(bars: Iterable<Element>, windowHeight: number): number {
  let clearance = TOAST_GAP_PX;
  for (const bar of bars) {
    const { top, bottom } = bar.getBoundingClientRect();
    // Only a bar at the window's bottom edge (stuck there) is in the toasts' way.
    if (top >= windowHeight || bottom < windowHeight - 1) continue;
    clearance = Math.max(clearance, Math.ceil(windowHeight - top) + TOAST_GAP_PX);
  }
  return clearance;
}

/** While toasts show: their distance from the window's bottom, clear of the bottom bars. */
export function useBottomBarClearance(showing: boolean): number | undefined {
  const [clearance, setClearance] = useState<number | undefined>(undefined);
  useEffect(() => {
    if (!showing) return;
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setClearance(bottomBarClearance(document.querySelectorAll(BOTTOM_BARS), window.innerHeight)));
    };
    measure();
    // Bars come and go with the page (a form unlocked, another tab) and wrap when the window narrows.
    const resize = new ResizeObserver(measure);
    resize.observe(document.body);
    window.addEventListener('scroll', measure, { capture: true, passive: true });
    window.addEventListener('resize', measure);
    return () => {
      cancelAnimationFrame(frame);
      resize.disconnect();
      window.removeEventListener('scroll', measure, { capture: true });
      window.removeEventListener('resize', measure);
    };
  }, [showing]);
  return showing ? clearance : undefined;
}
