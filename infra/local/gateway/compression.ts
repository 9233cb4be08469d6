import { type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// Compression as CloudFront applies it in front of the web client and the API: brotli or gzip
// by the request's Accept-Encoding, for text-like answers from 1,000 bytes, with
// `Vary: Accept-Encoding`. Built files are compressed once and kept (their names carry hashes).
export type Encoding = 'br' | 'gzip';

export const MIN_COMPRESSED_BYTES = 1000; // CloudFront compresses objects from 1,000 bytes
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml)|image\/svg\+xml)/i;
// Fast enough to run per API answer; CloudFront, too, trades ratio for latency.
const BROTLI_QUALITY = 5;

/** The encoding to use: brotli before gzip, both subject to the client's q-values. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: Encoding) => accepted.get(name) ?? accepted.get('*') ?? 0;
  return (['br', 'gzip'] as const).find((name) => weight(name) > 0);
}

export function isCompressible(contentType: string | undefined, size: number): boolean {
  return size >= MIN_COMPRESSED_BYTES && COMPRESSIBLE.test(contentType ?? '');
}

export function compress(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br' ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }) : gzipSync(body);
}

/**
 * Writes a whole answer, compressed when the client accepts it and the content is worth it.
 * `compressed` lets a caller supply (and cache) the compressed bytes.
 */
export function sendBody(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  headers: OutgoingHttpHeaders,
  body: Buffer,
  compressed: (encoding: Encoding) => Buffer = (encoding) => compress(body, encoding),
): void {
  const contentType = headerValue(headers, 'content-type');
  const eligible = req.method !== 'HEAD' && !headerValue(headers, 'content-encoding') && isCompressible(contentType, body.length);
  const encoding = eligible ? negotiateEncoding(req.headers['accept-encoding']) : undefined;
  const payload = encoding ? compressed(encoding) : body;
  res.writeHead(status, {
    ...headers,
    ...(eligible ? { vary: 'Accept-Encoding' } : {}),
    ...(encoding ? { 'content-encoding': encoding } : {}),
    'content-length': payload.length,
  });
  res.end(payload);
}

function headerValue(headers: OutgoingHttpHeaders, name: string): string | undefined {
  const entry = Object.entries(headers).find(([key]) => key.toLowerCase() === name);
  return entry?.[1] === undefined ? undefined : String(entry[1]);
}
