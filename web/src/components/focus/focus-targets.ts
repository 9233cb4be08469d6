// Where focus goes when a modal or picker opens and closes (issue 22 §5). DOM helpers only: the
// browser tests in test/e2e/focus.test.ts prove them (vitest's unit project runs without a DOM).

/** Marks the control a modal opens on (a picker's search box) when it is not the content's first. */
export const INITIAL_FOCUS_ATTRIBUTE = 'data-initial-focus';

const CANDIDATES = 'a[href], button, input:not([type="hidden"]), select, textarea, [tabindex]';

/** Whether the keyboard can reach the element: enabled, not taken out of the tab order, shown. */
export function isFocusable(element: Element | null | undefined): element is HTMLElement {
  if (!(element instanceof HTMLElement) || !element.isConnected) return false;
  if (!element.matches(CANDIDATES) || element.matches(':disabled, [tabindex="-1"], [aria-hidden="true"]')) return false;
  if (element.closest('[inert], [hidden]') || !element.checkVisibility({ visibilityProperty: true })) return false;
  // A box of no size is no control: Cloudscape's focus-lock sentinels around a dialog are such empty boxes.
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0;
}

/** The element itself when it takes focus, else its descendants that do, in document order. */
export function focusablesIn(root: Element): HTMLElement[] {
  return [root, ...root.querySelectorAll(CANDIDATES)].filter(isFocusable);
}

/**
 * The control a modal opens on: the one its content marks, else the content's first (the first
 * field of a form, a list's first action), else the first one after the content (the footer's
 * Cancel of a confirmation, so Enter never confirms a deletion unasked). Never the header's Close,
 * where Cloudscape's focus lock puts it: typing there is lost.
 */
export function initialFocusTarget(content: HTMLElement): HTMLElement | undefined {
  const marked = content.querySelector(`[${INITIAL_FOCUS_ATTRIBUTE}]`);
  if (marked) return focusablesIn(marked)[0];
  const inside = focusablesIn(content)[0];
  if (inside) return inside;
  const dialog = content.closest('[role="dialog"]');
  if (!dialog) return undefined;
  const after = (element: HTMLElement) => Boolean(content.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING) && !content.contains(element);
  return focusablesIn(dialog).find(after);
}

/** What is remembered of the control that opened a modal, to give the focus back to. */
export interface Opener {
  element: HTMLElement;
  /** Its ancestors, nearest first: when it is replaced while the modal is open, its place is found by them. */
  ancestors: HTMLElement[];
}

export function rememberOpener(active: Element | null): Opener | undefined {
  if (!(active instanceof HTMLElement) || active === document.body) return undefined;
  const ancestors: HTMLElement[] = [];
  for (let node = active.parentElement; node && node !== document.body; node = node.parentElement) ancestors.push(node);
  return { element: active, ancestors };
}

/** The control nearest before the element in its dialog (or page), else the nearest after it. */
function nearestTo(element: HTMLElement): HTMLElement | undefined {
  const scope = element.closest('[role="dialog"]') ?? document.body;
  const all = focusablesIn(scope);
  const before = all.filter((other) => Boolean(other.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING));
  return before.at(-1) ?? all.find((other) => Boolean(other.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING));
}

/**
 * Where the focus goes back to: the opener; when it was replaced (its label changed with the
 * code it now shows), the first control in its nearest ancestor still on the page; when it is
 * disabled (the fifth code was added), the nearest control beside it.
 */
export function returnTarget(opener: Opener): HTMLElement | undefined {
  const { element } = opener;
  // Not the type guard: a disabled opener is still an HTMLElement, and its place is asked for.
  if (isFocusable(element as Element)) return element;
  if (element.isConnected) return nearestTo(element);
  const place = opener.ancestors.find((ancestor) => ancestor.isConnected);
  return place ? (focusablesIn(place)[0] ?? nearestTo(place)) : undefined;
}
