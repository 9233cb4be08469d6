import { type KeyboardEvent, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { focusablesIn, initialFocusTarget, isFocusable, type Opener, rememberOpener, returnTarget } from './focus-targets';

// Cloudscape's Modal traps the focus and, on opening, puts it on the first control it finds: the
// header's Close, so what the user types next is lost. On closing it gives the focus back to what
// had it on opening, unless that control was replaced or disabled meanwhile: then the focus falls
// to <body>, where Escape no longer reaches an outer modal. This hook puts the focus on the
// modal's first useful control and gives it back to the opener, or to the control nearest it.

/** The attributes whose change may show a control that was there but hidden or disabled. */
const REVEALING_ATTRIBUTES = ['style', 'class', 'hidden', 'disabled', 'aria-disabled'];

/** How long after opening a modal whose content is still loading (a spinner) waits for its first control. */
const CONTENT_WAIT_MS = 10_000;

/** Whether the user has not moved the focus since the modal opened: Cloudscape left it on Close (the dialog's first control), or nowhere. */
function focusStillOurs(dialog: Element | null): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || !dialog?.contains(active)) return true;
  return active === focusablesIn(dialog)[0];
}

/** How long a busy opener (disabled while the picked code saves) is waited for. */
const OPENER_WAIT_MS = 5_000;

/**
 * The opener was disabled when the modal closed (the decursus saves the picked code at once and
 * disables its buttons meanwhile): the focus waits beside it, and goes to the opener once it is
 * enabled again, unless the user has moved it on.
 */
function returnWhenEnabled(opener: HTMLElement, waiting: HTMLElement | undefined): void {
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    document.removeEventListener('keydown', stop, true);
    document.removeEventListener('pointerdown', stop, true);
  };
  const observer = new MutationObserver(() => {
    const active = document.activeElement;
    const untouched = !active || active === document.body || active === waiting;
    if (!opener.isConnected || !untouched) return stop();
    if (!isFocusable(opener)) return;
    stop();
    opener.focus();
  });
  observer.observe(opener, { attributes: true, attributeFilter: ['disabled', 'aria-disabled'] });
  const timer = setTimeout(stop, OPENER_WAIT_MS);
  // A key or a click meanwhile is the user going on from where the focus is: it stays there.
  document.addEventListener('keydown', stop, true);
  document.addEventListener('pointerdown', stop, true);
}

/**
 * A modal mounted already open: Cloudscape's focus lock moves the focus to the header's Close a
 * moment after our effect placed it (it defers its own). Until the user moves the focus (a key or a
 * pointer), a move onto Close is undone. Returns the clean-up.
 */
function takeBackFromFocusLock(root: HTMLElement, dialog: Element | null): () => void {
  if (!dialog) return () => undefined;
  let userMoved = false;
  const onUser = () => {
    userMoved = true;
  };
  const onFocusIn = (event: Event) => {
    if (userMoved || event.target !== focusablesIn(dialog)[0] || root.contains(event.target as Node)) return;
    focusInitial(root);
  };
  dialog.addEventListener('focusin', onFocusIn);
  document.addEventListener('keydown', onUser, true);
  document.addEventListener('pointerdown', onUser, true);
  return () => {
    dialog.removeEventListener('focusin', onFocusIn);
    document.removeEventListener('keydown', onUser, true);
    document.removeEventListener('pointerdown', onUser, true);
  };
}

function giveFocusBack(opener: Opener): void {
  const target = returnTarget(opener);
  target?.focus();
  if (opener.element.isConnected && target !== opener.element) returnWhenEnabled(opener.element, target);
}

function focusInitial(content: HTMLElement): boolean {
  const target = initialFocusTarget(content);
  target?.focus();
  return target !== undefined;
}

export interface ModalFocus {
  /** The ref of the element around the modal's content (inside the Modal). */
  holdContent: (element: HTMLDivElement | null) => void;
  /** onKeyDown of an element around the Modal: an Escape that closed this modal does not close the modal under it too. */
  stopEscape(event: KeyboardEvent): void;
}

export function useModalFocus(visible: boolean): ModalFocus {
  // State, not a ref: Cloudscape renders a modal mounted already open into its portal a render
  // later, so the content is not there yet when the modal's first effect runs; it runs again then.
  const [content, setContent] = useState<HTMLDivElement | null>(null);
  const opener = useRef<Opener | undefined>(undefined);
  // Before any passive effect: Cloudscape's focus lock moves the focus to Close in its own.
  useLayoutEffect(() => {
    if (visible) opener.current = rememberOpener(document.activeElement);
  }, [visible]);
  useEffect(() => {
    if (!visible || !content) return;
    const root = content;
    const dialog = root.closest('[role="dialog"]');
    let placed = focusInitial(root);
    // Content that loads after opening (the ICPC codes) gets the focus once its control is there,
    // and content shown after opening too: React's Suspense reveals content it had hidden (a lazy
    // part still loading) by its style alone, with no node added.
    const observer = new MutationObserver(() => {
      if (!placed && focusStillOurs(dialog)) placed = focusInitial(root);
      if (placed) observer.disconnect();
    });
    if (!placed) observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: REVEALING_ATTRIBUTES });
    const stopWaiting = setTimeout(() => observer.disconnect(), CONTENT_WAIT_MS);
    const stopTakingBack = takeBackFromFocusLock(root, dialog);
    return () => {
      observer.disconnect();
      clearTimeout(stopWaiting);
      stopTakingBack();
      const from = opener.current;
      opener.current = undefined;
      if (from) giveFocusBack(from);
    };
  }, [visible, content]);
  const holdContent = useCallback((element: HTMLDivElement | null) => {
    setContent(element);
  }, []);
  const stopEscape = useCallback((event: KeyboardEvent) => {
    if (event.key === 'Escape') event.stopPropagation();
  }, []);
  return { holdContent, stopEscape };
}
