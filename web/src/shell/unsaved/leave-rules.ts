import { LOGIN_PATH, LOGOUT_PATH, REDIRECT_PARAM } from '@/auth/redirect';

// Which route changes may leave unsaved work without asking. Decisions:
// - The same page (only the query or hash changes) is no leaving: the forms stay mounted.
// - Paths a page declared as its own views (useInPagePaths, e.g. a consultation's Consultation and
//   Decursus tabs, which keep both views mounted) are no leaving either.
// - A forced end of the session is never held up: an unattended PC must sign out even with
//   typed work on it (the decursus keeps a server draft for that). Those are the 401 path
//   (/login) and the idle and 403 paths (/logout?redirect=...), and any navigation after
//   allowNavigationOnce(). The user's own "Sign out" (/logout without a redirect) asks first, and
//   so does the browser's back or forward button onto /login or /logout: the app never goes there
//   by history on its own.

export interface Place {
  pathname: string;
  search: string;
}

/** How the route changes: a link or the app (PUSH, REPLACE), or the browser's back and forward (POP). */
export type HistoryAction = 'PUSH' | 'REPLACE' | 'POP';

function isForcedSignOut(next: Place): boolean {
  if (next.pathname === LOGIN_PATH) return true;
  return next.pathname === LOGOUT_PATH && new URLSearchParams(next.search).has(REDIRECT_PARAM);
}

/** Whether going from current to next keeps the work or may drop it without a question. */
export function leavesWithoutAsking(current: Place, next: Place, action: HistoryAction, inPageGroups: readonly (readonly string[])[]): boolean {
  if (current.pathname === next.pathname) return true;
  if (inPageGroups.some((group) => group.includes(current.pathname) && group.includes(next.pathname))) return true;
  return action !== 'POP' && isForcedSignOut(next);
}
