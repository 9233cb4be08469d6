import { useSyncExternalStore } from 'react';

/** Whether the window is at least `px` wide, following resizes: for tables that fold columns on narrow screens. */
export function useViewportAtLeast(px: number): boolean {
  const query = `(min-width: ${px}px)`;
  return useSyncExternalStore(
    (onChange) => {
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
  );
}
