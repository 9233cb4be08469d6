import { REALTIME_TYPES, type RealtimeType } from '@praktijk/shared/constants';
import { type RealtimePayload } from './bus';

// What comes over /ws/app/: `{ type, payload }` (DESIGN §7). Anything else is dropped, so a
// malformed frame can never reach a feature's handler.

export type IncomingMessage = { kind: 'typed'; type: RealtimeType; payload: RealtimePayload } | { kind: 'pong' };

function isRealtimeType(value: unknown): value is RealtimeType {
  return typeof value === 'string' && (REALTIME_TYPES as readonly string[]).includes(value);
}

function isPayload(value: unknown): value is RealtimePayload {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function parseRealtimeMessage(data: unknown): IncomingMessage | undefined {
  if (typeof data !== 'string') return undefined;
  let message: unknown;
  try {
    message = JSON.parse(data);
  } catch {
    return undefined;
  }
  if (!isPayload(message)) return undefined;
  if (message.type === 'pong') return { kind: 'pong' };
  if (!isRealtimeType(message.type)) return undefined;
  return { kind: 'typed', type: message.type, payload: isPayload(message.payload) ? message.payload : {} };
}

/** The 'ping' action the $default route answers with a pong. */
export const PING_MESSAGE = JSON.stringify({ action: 'ping' });
