import { type RealtimeType } from '@praktijk/shared/constants';

// The in-page side of the realtime channel: the socket (realtime/socket.ts) publishes each typed
// message here, and features subscribe by type (catalogue lists reload, the user reloads on
// 'permissions', ...). Keeping the two apart lets features and tests work without a socket.
export type RealtimePayload = Record<string, unknown>;
type Handler = (payload: RealtimePayload) => void;

const handlers = new Map<RealtimeType, Set<Handler>>();

export function subscribeRealtime(type: RealtimeType, handler: Handler): () => void {
  let set = handlers.get(type);
  if (!set) {
    set = new Set();
    handlers.set(type, set);
  }
  set.add(handler);
  return () => set.delete(handler);
}

export function publishRealtime(type: RealtimeType, payload: RealtimePayload): void {
  for (const handler of handlers.get(type) ?? []) handler(payload);
}
