// Moving focus to a field of a form (after a failed submit, from the error summary, after Unlock).
// Each field's frame carries data-field="<name>"; its first control that takes focus is focused.

const FOCUSABLE = 'input:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusInto(element: Element | null | undefined): boolean {
  const target = element?.matches(FOCUSABLE) ? element : element?.querySelector(FOCUSABLE);
  if (!(target instanceof HTMLElement)) return false;
  target.focus({ preventScroll: true });
  // Centred, so the sticky actions bar at the bottom cannot cover it.
  target.scrollIntoView({ block: 'center' });
  return true;
}

function fieldFrames(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('[data-field]')];
}

export function focusField(root: ParentNode | null, field: string): boolean {
  if (!root) return false;
  return focusInto(fieldFrames(root).find((frame) => frame.dataset.field === field));
}

/** Focuses the first of these fields in the form's order; otherwise the fallback (the error banner). */
export function focusFirstOf(root: ParentNode | null, fields: readonly string[], fallback?: HTMLElement | null): void {
  if (!root) return;
  const first = fieldFrames(root).find((frame) => fields.includes(frame.dataset.field ?? ''));
  if (focusInto(first)) return;
  if (fallback) {
    fallback.focus({ preventScroll: true });
    fallback.scrollIntoView({ block: 'center' });
  }
}

function inViewport(element: HTMLElement): boolean {
  const box = element.getBoundingClientRect();
  return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
}

const EDITABLE = 'input:not([disabled]):not([readonly]), textarea:not([disabled]):not([readonly]), button:not([disabled])';

/**
 * After Unlock: the first field that can now be edited among those on screen, so the page does
 * not jump away from where the user unlocked; the form's first one when none is on screen.
 */
export function focusFirstEditable(root: ParentNode | null): void {
  if (!root) return;
  const controls = fieldFrames(root).flatMap((frame) => frame.querySelector<HTMLElement>(EDITABLE) ?? []);
  const target = controls.find(inViewport) ?? controls[0];
  if (!target) return;
  if (inViewport(target)) target.focus({ preventScroll: true });
  else focusInto(target);
}
