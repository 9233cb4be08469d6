import { existsSync, readFileSync, statSync } from 'node:fs';
import { type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { compress, sendBody, type Encoding } from './compression';
import { safeDecode } from './http-util';

// Serves the built web client (web/dist) with the SPA fallback CloudFront gives: any path that
// is not a file answers index.html, so deep links like /account work on reload.
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.map': 'application/json',
  '.txt': 'text/plain',
};

// The headers CloudFront's response-headers policy adds; the twin's caller adds the
// Content-Security-Policy and Permissions-Policy, which name the twin's own origin.
const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

// Compressed copies of built files, by path, size and modification time (a rebuild changes them).
const compressedFiles = new Map<string, Buffer>();

export function serveStatic(root: string, req: IncomingMessage, res: ServerResponse, policies: Record<string, string> = {}): void {
  // A path with a malformed escape (`/%`) names no file: it gets the app shell, as any unknown path.
  const pathname = safeDecode(new URL(req.url ?? '/', 'http://twin').pathname) ?? '/';
  const candidate = normalize(join(root, pathname));
  const inside = candidate === root || candidate.startsWith(root + sep);
  const isFile = inside && existsSync(candidate) && statSync(candidate).isFile();
  const file = isFile ? candidate : join(root, 'index.html');
  if (!existsSync(file)) {
    res.writeHead(503, { 'content-type': 'text/plain' }).end('The web client is not built yet: run npm run build:web');
    return;
  }
  // Hashed assets may be cached for good; index.html must always be fresh to pick up new builds.
  const immutable = isFile && pathname.startsWith('/assets/');
  const body = readFileSync(file);
  const { size, mtimeMs } = statSync(file);
  const cached = (encoding: Encoding): Buffer => {
    const key = `${encoding}:${file}:${size}:${mtimeMs}`;
    let packed = compressedFiles.get(key);
    if (!packed) compressedFiles.set(key, (packed = compress(body, encoding)));
    return packed;
  };
  const headers = {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    ...SECURITY_HEADERS,
    ...policies,
  };
  sendBody(req, res, 200, headers, body, cached);
}
