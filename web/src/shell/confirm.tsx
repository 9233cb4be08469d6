import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react';

// Confirm dialogs as a shared service (spec 1 §2 "Toasts and confirm dialogs"):
//   const confirm = useConfirm();
//   if (await confirm({ title: 'Delete reason?', body: 'It is removed for everyone.', confirmLabel: 'Delete' })) ...
// One dialog at a time: a new request answers the open one with false. Cloudscape's Modal traps
// focus inside, closes on Escape (= Cancel) and gives focus back where it was.

export interface ConfirmRequest {
  title: string;
  body: ReactNode;
  /** Defaults to 'Confirm'. */
  confirmLabel?: string;
  /** Defaults to 'Cancel'. */
  cancelLabel?: string;
}

type Confirm = (request: ConfirmRequest) => Promise<boolean>;

interface Pending {
  request: ConfirmRequest;
  answer(confirmed: boolean): void;
}

const ConfirmContext = createContext<Confirm | undefined>(undefined);

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<Pending>();
  const pending = useRef<Pending | undefined>(undefined);

  const settle = useCallback((confirmed: boolean) => {
    pending.current?.answer(confirmed);
    pending.current = undefined;
    setOpen(undefined);
  }, []);

  const confirm = useCallback<Confirm>(
    (request) =>
      new Promise<boolean>((resolve) => {
        pending.current?.answer(false);
        pending.current = { request, answer: resolve };
        setOpen(pending.current);
      }),
    [],
  );

  // A caller awaiting an answer is never left hanging when the app unmounts.
  useEffect(() => () => pending.current?.answer(false), []);

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <Modal
        visible={open !== undefined}
        header={open?.request.title}
        onDismiss={() => settle(false)}
        closeAriaLabel="Close dialog"
        data-testid="confirm-dialog"
        footer={
          <Box float="right">
            <SpaceBetween direction="horizontal" size="xs">
              <Button variant="link" onClick={() => settle(false)} data-testid="confirm-dialog-cancel">
                {open?.request.cancelLabel ?? 'Cancel'}
              </Button>
              <Button variant="primary" onClick={() => settle(true)} data-testid="confirm-dialog-confirm">
                {open?.request.confirmLabel ?? 'Confirm'}
              </Button>
            </SpaceBetween>
          </Box>
        }
      >
        {open?.request.body}
      </Modal>
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm is used outside ConfirmProvider');
  return confirm;
}
