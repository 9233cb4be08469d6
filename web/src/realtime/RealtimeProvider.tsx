import { type RealtimeType } from '@praktijk/shared/constants';
import { type ReactNode, useEffect, useRef } from 'react';
import { getIdToken } from '@/auth/session';
import { publishRealtime, type RealtimePayload, subscribeRealtime } from './bus';
import { secureWhenPageIs } from './realtime-url';
import { RealtimeConnection } from './socket';

/** Keeps the /ws/app/ channel open while a signed-in page is shown; it closes on sign-out. */
export function RealtimeProvider({ url, children }: { url: string; children?: ReactNode }) {
  useEffect(() => {
    const connection = new RealtimeConnection({
      url: secureWhenPageIs(url, window.location.protocol),
      getToken: () => getIdToken({ forceRefresh: false }),
      openSocket: (socketUrl) => new WebSocket(socketUrl),
      publish: publishRealtime,
    });
    connection.start();
    return () => connection.stop();
  }, [url]);
  return children;
}

/** Runs the handler for each message of this type while the component is mounted. */
export function useRealtimeMessage(type: RealtimeType, handler: (payload: RealtimePayload) => void): void {
  // The latest handler without resubscribing on every render.
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => subscribeRealtime(type, (payload) => latest.current(payload)), [type]);
}
