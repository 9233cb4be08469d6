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

// The twin's own answers (401, 404, 405, 413, 431, 500, 502) are not sniffed as another type, like the handlers'.
const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'x-content-type-options': 'nosniff' };

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { ...JSON_HEADERS, 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

/** The raw answer to a request Node could not parse (headers too large, malformed): Node's status, the twin's headers, then close. */
export function clientErrorAnswer(code: string | undefined): string {
  const [status, reason] = CLIENT_ERRORS[code ?? ''] ?? [400, 'Bad Request'];
  const text = JSON.stringify({ message: reason });
  const headers = Object.entries({ ...JSON_HEADERS, 'content-length': Buffer.byteLength(text), connection: 'close' }).map(([k, v]) => `${k}: ${v}\r\n`);
  return `HTTP/1.1 ${status} ${reason}\r\n${headers.join('')}\r\n${text}`;
}

// The statuses Node's own clientError answer uses for these parser errors.
const CLIENT_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'Payload Too Large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout'],
};

/**
 * Whether the path as sent holds a '.' or '..' segment, literally or percent-encoded ('%2e%2e').
 * URL parsing resolves them ('/api/patients/%2e%2e/auth/current/' becomes '/api/auth/current/');
 * API Gateway does not, so the twin must not route the resolved path.
 */
export function hasDotSegment(rawUrl: string): boolean {
  const path = rawUrl.split(/[?#]/, 1)[0] ?? '';
  return path.split('/').some((segment) => /^(\.|%2e){1,2}$/i.test(segment));
}

/** decodeURIComponent, or undefined for a malformed escape (`%`, `%E0%A4%A`) instead of a URIError. */
export function safeDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}
