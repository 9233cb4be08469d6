import { Agent, request } from 'node:http';

// Sends a request byte for byte as a test builds it (the path is not normalised or re-encoded,
// header names are not checked against a list), for the hostile suite. Loopback only.

export interface RawRequest {
  method: string;
  /** Path and query exactly as sent. */
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export interface RawAnswer {
  status: number;
  text: string;
  /** Set when no HTTP answer came (reset, timeout): never acceptable for a bad input. */
  error?: string;
}

// A fresh connection per request: a kept-alive socket the server closes while idle would show up
// as a hang-up that no server defect caused.
const agent = new Agent({ keepAlive: false, maxSockets: 16 });

export function sendRaw(baseUrl: string, req: RawRequest, timeoutMs = 30_000): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(hostname)) throw new Error(`The hostile suite only talks to loopback, not ${hostname}`);
  return new Promise((resolve) => {
    const headers: Record<string, string | number> = { ...req.headers };
    if (req.body !== undefined) headers['content-length'] = Buffer.byteLength(req.body);
    const outgoing = request({ host: hostname, port, method: req.method, path: req.path, headers, agent, timeout: timeoutMs }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', (error) => resolve({ status: res.statusCode ?? 0, text: '', error: error.message }));
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error('timed out')));
    outgoing.on('error', (error) => resolve({ status: 0, text: '', error: error.message }));
    outgoing.end(req.body);
  });
}
