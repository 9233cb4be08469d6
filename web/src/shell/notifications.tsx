import { type FlashbarProps } from '@cloudscape-design/components/flashbar';
import { TOAST_AUTO_HIDE_MS } from '@praktijk/shared/constants';
import './notifications.css';
import { type ComponentType, createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useMemo, useRef, useState } from 'react';

// Toasts (spec 1 §2 "Toasts"): a Flashbar fed by notify(). Success toasts hide after
// TOAST_AUTO_HIDE_MS (spec 1 §9); warnings and errors stay until dismissed unless told otherwise.
export interface Toast {
  type: 'success' | 'error' | 'info' | 'warning';
  header: string;
  content?: ReactNode;
  /** Milliseconds before it hides; null keeps it until dismissed. */
  autoHideMs?: number | null;
  /** A stable id replaces an earlier toast with the same id (e.g. one countdown warning). */
  id?: string;
  action?: ReactNode;
}

interface NotificationsValue {
  notify(toast: Toast): string;
  dismiss(id: string): void;
  items: FlashbarProps.MessageDefinition[];
}

const NotificationsContext = createContext<NotificationsValue | undefined>(undefined);

// Most pages, the sign-in page first, never show a toast: the Flashbar's code loads with the first.
let flashbarModule: Promise<{ default: ComponentType<FlashbarProps> }> | undefined;
const loadFlashbar = () => (flashbarModule ??= import('@cloudscape-design/components/flashbar'));
const Flashbar = lazy(loadFlashbar);

export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<FlashbarProps.MessageDefinition[]>([]);
  const counter = useRef(0);
  const dismiss = useCallback((id: string) => setItems((all) => all.filter((item) => item.id !== id)), []);
  const notify = useCallback(
    (toast: Toast) => {
      const id = toast.id ?? `toast-${counter.current++}`;
      const item: FlashbarProps.MessageDefinition = {
        id,
        type: toast.type,
        header: toast.header,
        content: toast.content,
        action: toast.action,
        dismissible: true,
        dismissLabel: 'Dismiss',
        onDismiss: () => dismiss(id),
      };
      setItems((all) => [...all.filter((i) => i.id !== id), item]);
      const hideAfter = toast.autoHideMs === undefined ? (toast.type === 'success' ? TOAST_AUTO_HIDE_MS : null) : toast.autoHideMs;
      // The time a toast stays counts from when it can show: the first one waits for the Flashbar's code.
      if (hideAfter !== null) void loadFlashbar().finally(() => setTimeout(() => dismiss(id), hideAfter));
      return id;
    },
    [dismiss],
  );
  const value = useMemo(() => ({ notify, dismiss, items }), [notify, dismiss, items]);
  return <NotificationsContext.Provider value={value}>{children}</NotificationsContext.Provider>;
}

export function useNotifications(): Pick<NotificationsValue, 'notify' | 'dismiss'> {
  const value = useContext(NotificationsContext);
  if (!value) throw new Error('useNotifications is used outside NotificationsProvider');
  return value;
}

/** The toasts (a page that shows them places them: see FloatingNotifications). */
export function Notifications() {
  const items = useContext(NotificationsContext)?.items ?? [];
  // Once shown it stays mounted, so later toasts come and go with the Flashbar's own animation.
  const [needed, setNeeded] = useState(false);
  if (items.length > 0 && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Flashbar items={items} stackItems={items.length > 2} />
    </Suspense>
  );
}

/**
 * The shell's toasts, floating over the page's top right (notifications.css) rather than in the
 * AppLayout's notifications slot, which pushes the content down while one shows (issue 9.8).
 */
export function FloatingNotifications() {
  return (
    <div className="praktijk-toasts" role="region" aria-label="Notifications" data-testid="toasts">
      <Notifications />
    </div>
  );
}
