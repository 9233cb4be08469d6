import { useSyncExternalStore } from 'react';

// The users table shows every column from this viewport width; below it (1024 px laptops, with the
// side navigation open) it folds E-mail under Name, Staff into Roles and leaves out Joined, so the
// table fits without scrolling sideways and each row's Actions menu stays in view.
const WIDE = '(min-width: 1400px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(WIDE).matches);
}
