import { REALTIME_RETRY } from '@praktijk/shared/constants';
import { type RealtimeType } from '@praktijk/shared/constants';
import { type RealtimePayload } from './bus';
import { parseRealtimeMessage, PING_MESSAGE } from './realtime-message';
import { socketUrlWithToken } from './realtime-url';

// The client side of /ws/app/ (spec 1 §4, spec 3 §4, DESIGN §7). Each connection asks for the
// current ID token, so a reconnect after the token expired uses a fresh one. An unclean close is
// retried REALTIME_RETRY.attempts times, REALTIME_RETRY.delayMs apart; then the channel stays
// down until the next page load, as the spec says. Dependencies are passed in for the tests.

/** API Gateway drops a WebSocket after 10 idle minutes; a ping every 5 keeps it open. */
export const PING_EVERY_MS = 5 * 60 * 1000;

/** The part of the browser's WebSocket this client uses. */
export interface SocketLike {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface RealtimeDeps {
  /** The configured /ws/app/ URL, already ws: or wss: as the page needs. */
  url: string;
  getToken(): Promise<string | undefined>;
  openSocket(url: string): SocketLike;
  publish(type: RealtimeType, payload: RealtimePayload): void;
  retry?: { attempts: number; delayMs: number };
  pingEveryMs?: number;
}

/**
 * Decision: "clean" is a normal closure (1000) that completed its handshake. API Gateway closes
 * with 1001 when a connection reaches its 2-hour limit; that close is retried like a dropped one.
 */
export function isCleanClose(event: Pick<CloseEvent, 'code' | 'wasClean'>): boolean {
  return event.wasClean && event.code === 1000;
}

export class RealtimeConnection {
  private socket: SocketLike | undefined;
  private stopped = false;
  private retriesUsed = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly deps: RealtimeDeps) {}

  start(): void {
    void this.connect();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    clearInterval(this.pingTimer);
    const socket = this.socket;
    this.socket = undefined;
    socket?.close(1000, 'Signed out');
  }

  private async connect(): Promise<void> {
    const token = await this.deps.getToken().catch(() => undefined);
    // Signed out meanwhile, or no session to connect with: nothing to do.
    if (this.stopped || !token) return;
    const socket = this.deps.openSocket(socketUrlWithToken(this.deps.url, token));
    this.socket = socket;
    socket.onopen = () => {
      this.retriesUsed = 0;
      clearInterval(this.pingTimer);
      this.pingTimer = setInterval(() => socket.send(PING_MESSAGE), this.deps.pingEveryMs ?? PING_EVERY_MS);
    };
    socket.onmessage = (event) => {
      const message = parseRealtimeMessage(event.data);
      if (message?.kind === 'typed') this.deps.publish(message.type, message.payload);
    };
    socket.onclose = (event) => this.onClosed(socket, event);
  }

  private onClosed(socket: SocketLike, event: Pick<CloseEvent, 'code' | 'wasClean'>): void {
    if (socket !== this.socket) return;
    this.socket = undefined;
    clearInterval(this.pingTimer);
    const retry = this.deps.retry ?? REALTIME_RETRY;
    if (this.stopped || isCleanClose(event) || this.retriesUsed >= retry.attempts) return;
    this.retriesUsed += 1;
    this.retryTimer = setTimeout(() => void this.connect(), retry.delayMs);
  }
}
