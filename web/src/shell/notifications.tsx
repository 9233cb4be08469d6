import { type FlashbarProps } from '@cloudscape-design/components/flashbar';
import { TOAST_AUTO_HIDE_MS } from '@praktijk/shared/constants';
import './notifications.css';
import {
  type ComponentType,
  createContext,
  type FocusEvent,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useBottomBarClearance } from './toast-placement';
import { browserClock, type HoldReason, ToastTimers } from './toast-timers';

// Toasts (spec 1 §2 "Toasts"): a Flashbar fed by notify(). Success toasts hide after
// TOAST_AUTO_HIDE_MS (spec 1 §9); warnings and errors stay until dismissed unless told otherwise.
// The auto-hide waits while the pointer is on the toasts or the focus is in them (toast-timers.ts).
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
  hold(reason: HoldReason, held: boolean): void;
}

const NotificationsContext = createContext<NotificationsValue | undefined>(undefined);

// Most pages, the sign-in page first, never show a toast: the Flashbar's code loads with the first.
let flashbarModule: Promise<{ default: ComponentType<FlashbarProps> }> | undefined;
const loadFlashbar = () => (flashbarModule ??= import('@cloudscape-design/components/flashbar'));
const Flashbar = lazy(loadFlashbar);

export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<FlashbarProps.MessageDefinition[]>([]);
  const counter = useRef(0);
  const [timers] = useState(() => new ToastTimers(browserClock));
  const dismiss = useCallback(
    (id: string) => {
      timers.cancel(id);
      setItems((all) => all.filter((item) => item.id !== id));
    },
    [timers],
  );
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
      timers.cancel(id);
      // Newest first: once three or more stack, the Flashbar shows its first item on top, and the
      // toast of what was just done must not hide under warnings that wait to be dismissed.
      setItems((all) => [item, ...all.filter((i) => i.id !== id)]);
      const hideAfter = toast.autoHideMs === undefined ? (toast.type === 'success' ? TOAST_AUTO_HIDE_MS : null) : toast.autoHideMs;
      // The time a toast stays counts from when it can show: the first one waits for the Flashbar's code.
      if (hideAfter !== null) void loadFlashbar().finally(() => timers.start(id, hideAfter, () => dismiss(id)));
      return id;
    },
    [dismiss, timers],
  );
  const hold = useCallback((reason: HoldReason, held: boolean) => (held ? timers.hold(reason) : timers.release(reason)), [timers]);
  const value = useMemo(() => ({ notify, dismiss, items, hold }), [notify, dismiss, items, hold]);
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
 * The shell's toasts, floating over the page's bottom right (notifications.css) rather than in the
 * AppLayout's notifications slot, which pushes the content down while one shows (issue 9.8).
 */
export function FloatingNotifications() {
  const context = useContext(NotificationsContext);
  const hold = context?.hold;
  const showing = (context?.items.length ?? 0) > 0;
  const clearance = useBottomBarClearance(showing);
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // A toast removed under the pointer or with the focus in it fires no leave or blur: the
    // toasts that come next must not wait for a hold nobody has any more.
    if (!showing) hold?.('pointer', false);
    if (!region.current?.contains(document.activeElement)) hold?.('focus', false);
  }, [showing, context?.items, hold]);
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    // Focus moving between the toasts' own controls (Dismiss, an action) keeps them held.
    if (!event.currentTarget.contains(event.relatedTarget)) hold?.('focus', false);
  };
  return (
    <div
      ref={region}
      className="praktijk-toasts"
      role="region"
      aria-label="Notifications"
      data-testid="toasts"
      style={clearance === undefined ? undefined : { insetBlockEnd: `${clearance}px` }}
      onPointerEnter={() => hold?.('pointer', true)}
      onPointerLeave={() => hold?.('pointer', false)}
      onFocus={() => hold?.('focus', true)}
      onBlur={onBlur}
    >
      <Notifications />
    </div>
  );
}
