import { type IncomingMessage, type ServerResponse } from 'node:http';

export const MAX_BODY_BYTES = 10 * 1024 * 1024; // API Gateway's payload limit

// The spec's error shape (DESIGN §4), for a request API Gateway would refuse for its size.
export const BODY_TOO_LARGE = { non_field_errors: ['The request is larger than the 10 MB the API accepts.'] };

// What is left of an oversized body is read and dropped, so the client can finish sending and
// read the 413 (closing with unread data would reset the connection); beyond this much more,
// the connection is cut.
const MAX_DISCARDED_BYTES = 8 * MAX_BODY_BYTES;

export const TOO_LARGE = Symbol('body too large');

/** True when the Content-Length alone says the body is over the limit. */
export function declaresTooLarge(req: IncomingMessage, limit = MAX_BODY_BYTES): boolean {
  const declared = Number(req.headers['content-length'] ?? 0);
  return Number.isFinite(declared) && declared > limit;
}

/** The body, or TOO_LARGE as soon as it passes the limit (keeping no more than the limit). */
export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer | typeof TOO_LARGE> {
  if (declaresTooLarge(req, limit)) {
    discardRest(req);
    return Promise.resolve(TOO_LARGE);
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      req.off('data', onData).off('end', onEnd);
      chunks.length = 0;
      discardRest(req);
      resolve(TOO_LARGE);
    };
    const onEnd = () => resolve(Buffer.concat(chunks));
    req.on('data', onData).on('end', onEnd).on('error', reject);
  });
}

/** Reads and drops the rest of a body that will not be used. */
export function discardRest(req: IncomingMessage): void {
  let discarded = 0;
  req.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > MAX_DISCARDED_BYTES) req.socket.destroy();
  });
  req.resume();
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

/** decodeURIComponent, or undefined for a malformed escape (`%`, `%E0%A4%A`) instead of a URIError. */
export function safeDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}
