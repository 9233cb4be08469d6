import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { type ConfirmRequest, type Pending } from './confirm-request';

// Confirm dialogs as a shared service (spec 1 §2 "Toasts and confirm dialogs"):
//   const confirm = useConfirm();
//   if (await confirm({ title: 'Delete reason?', body: 'It is removed for everyone.', confirmLabel: 'Delete' })) ...
// One dialog at a time: a new request answers the open one with false. Cloudscape's Modal traps
// focus inside, closes on Escape (= Cancel) and gives focus back where it was. The dialog's code
// (confirm-dialog.tsx: the Modal) loads with the first request: most sessions never ask (issue 7 §5).

type Confirm = (request: ConfirmRequest) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | undefined>(undefined);

const ConfirmDialog = lazy(() => import('./confirm-dialog'));

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<Pending>();
  // Whether a dialog was ever asked for: the dialog mounts then (opening as it mounts) and stays.
  const [shown, setShown] = useState(false);
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
        setShown(true);
      }),
    [],
  );

  // A caller awaiting an answer is never left hanging when the app unmounts.
  useEffect(() => () => pending.current?.answer(false), []);

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {/* Mounted from the first request on and kept: later requests open it as before. */}
      {shown && (
        <Suspense fallback={null}>
          <ConfirmDialog open={open} settle={settle} />
        </Suspense>
      )}
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm is used outside ConfirmProvider');
  return confirm;
}
