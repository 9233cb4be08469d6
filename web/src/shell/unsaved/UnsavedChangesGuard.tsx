import Box from '@cloudscape-design/components/box';
import Button, { type ButtonProps } from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router';
import { leavesWithoutAsking } from './leave-rules';
import { consumeNavigationPass, hasUnsavedChanges, inPagePathGroups, navigationPassWaiting, subscribeUnsavedChanges } from './unsaved-registry';

// Our words (the spec leaves them to us): the header says what is at stake, the text says what
// leaving does, and the safe choice, Stay, is the primary button and has the focus, so Enter or
// Escape never throws work away.
export const UNSAVED_HEADER = 'You have unsaved changes';
export const UNSAVED_TEXT = 'What you typed has not been saved. If you leave this page, it is lost.';

const shouldBlock: BlockerFunction = ({ currentLocation, nextLocation, historyAction }) => {
  // The pass is for the next navigation, whatever it is: used up here even when nothing is dirty.
  if (consumeNavigationPass()) return false;
  if (!hasUnsavedChanges()) return false;
  return !leavesWithoutAsking(currentLocation, nextLocation, historyAction, inPagePathGroups());
};

/** While work is unsaved, closing or reloading the page shows the browser's own prompt. */
function useBeforeUnload(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      if (navigationPassWaiting()) return;
      event.preventDefault();
      event.returnValue = ''; // older browsers show their prompt only with a return value
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
}

/**
 * The one unsaved-work guard of the signed-in shell: leaving a route (side navigation, a link,
 * browser back) while a form reported unsaved work (useUnsavedChanges) asks Stay or Leave first.
 */
export function UnsavedChangesGuard() {
  const dirty = useSyncExternalStore(subscribeUnsavedChanges, hasUnsavedChanges);
  useBeforeUnload(dirty);
  const blocker = useBlocker(shouldBlock);
  const asking = blocker.state === 'blocked';
  const stayButton = useRef<ButtonProps.Ref>(null);
  const stay = useCallback(() => blocker.reset?.(), [blocker]);
  const leave = useCallback(() => blocker.proceed?.(), [blocker]);

  useEffect(() => {
    // After the modal has taken focus into itself: Stay, not the close button, gets it.
    if (!asking) return;
    const timer = window.setTimeout(() => stayButton.current?.focus(), 0);
    return () => window.clearTimeout(timer);
  }, [asking]);

  return (
    <Modal
      visible={asking}
      header={UNSAVED_HEADER}
      onDismiss={stay}
      closeAriaLabel="Stay on this page"
      data-testid="unsaved-changes-dialog"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button onClick={leave} data-testid="unsaved-changes-leave">
              Leave
            </Button>
            <Button ref={stayButton} variant="primary" onClick={stay} data-testid="unsaved-changes-stay">
              Stay
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      {UNSAVED_TEXT}
    </Modal>
  );
}
