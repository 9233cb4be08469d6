// The app-wide count of forms holding typed but unsaved work. Forms report into it through
// useUnsavedChanges; the one guard in the signed-in shell (UnsavedChangesGuard) reads it to ask
// before a route change and to set the browser's beforeunload prompt. A module, not a React
// context, so code outside React (the sign-out paths) can let a navigation pass.

type Listener = () => void;

const dirtyForms = new Set<symbol>();
const listeners = new Set<Listener>();
let passNextNavigation = false;

function notify(): void {
  for (const listener of listeners) listener();
}

/** Records whether the form with this key holds unsaved work. */
export function setFormDirty(key: symbol, dirty: boolean): void {
  const had = dirtyForms.has(key);
  if (dirty === had) return;
  if (dirty) dirtyForms.add(key);
  else dirtyForms.delete(key);
  notify();
}

/** Whether any mounted form holds unsaved work. */
export function hasUnsavedChanges(): boolean {
  return dirtyForms.size > 0;
}

/** Calls the listener whenever the answer of hasUnsavedChanges may have changed. */
export function subscribeUnsavedChanges(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Lets the next navigation (a route change or a full page load) leave without asking. For the
 * sign-out paths: an idle time-out or a 403 must sign out even with unsaved work (the decursus
 * keeps a server draft for that). Call it right before navigating away.
 */
export function allowNavigationOnce(): void {
  passNextNavigation = true;
}

/** True once after allowNavigationOnce: the guard calls it when a navigation starts. */
export function consumeNavigationPass(): boolean {
  const pass = passNextNavigation;
  passNextNavigation = false;
  return pass;
}

/** Whether a pass is waiting, without using it (for beforeunload, which may fire more than once). */
export function navigationPassWaiting(): boolean {
  return passNextNavigation;
}

const inPageGroups = new Set<readonly string[]>();

/**
 * Declares paths that are views of one mounted page (its forms stay mounted between them), so
 * moving among them is no leaving. Answers the function that withdraws the declaration.
 */
export function registerInPagePaths(paths: readonly string[]): () => void {
  inPageGroups.add(paths);
  return () => inPageGroups.delete(paths);
}

/** The groups of paths declared by mounted pages. */
export function inPagePathGroups(): readonly (readonly string[])[] {
  return [...inPageGroups];
}
