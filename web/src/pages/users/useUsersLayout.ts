import { useSyncExternalStore } from 'react';
import { type UsersLayout } from './user-columns';

// The users table by viewport width: every column from 1440 px; below that (with the side
// navigation open) E-mail goes under Name and Staff into Roles; below 1280 px (1024 px laptops)
// Joined is left out too. So the table never scrolls sideways and each row's Actions stay in view.
const FULL = '(min-width: 1440px)';
const FOLDED = '(min-width: 1280px)';

function subscribe(onChange: () => void): () => void {
  const queries = [FULL, FOLDED].map((query) => window.matchMedia(query));
  for (const query of queries) query.addEventListener('change', onChange);
  return () => queries.forEach((query) => query.removeEventListener('change', onChange));
}

function layoutNow(): UsersLayout {
  if (window.matchMedia(FULL).matches) return 'full';
  return window.matchMedia(FOLDED).matches ? 'folded' : 'narrow';
}

export function useUsersLayout(): UsersLayout {
  return useSyncExternalStore(subscribe, layoutNow);
}
