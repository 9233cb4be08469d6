import busboy from 'busboy';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { errorXml, postPolicyRefusal, type PolicyRefusal } from './post-policy';

// The twin's S3 endpoint: a loopback server in front of s3rver. Browser POST uploads (presigned
// POSTs) are checked against their signed policy here, as Amazon S3 checks them (post-policy.ts),
// and only then handed to s3rver, its `tagging` field applied as S3 applies it (tagObject); every
// other request passes through untouched, so s3rver's own signature and CORS handling stay what
// they were. The posted file is held in memory on the way:
// the documents' limit is tens of megabytes, fine for one developer machine.

export interface S3Front {
  endpoint: string;
  close(): Promise<void>;
}

interface FrontOptions {
  /** s3rver's own address, http://127.0.0.1:<port>. */
  upstream: string;
  /** The one key pair the twin signs with. */
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** The web origins a browser may upload from (the bucket CORS rule says the same to s3rver); known once the twin listens. */
  allowedOrigins: () => readonly string[];
}

interface PostedForm {
  fields: Record<string, string>;
  file?: { data: Buffer; filename: string; contentType: string };
}

/** `POST /<bucket>` with a form: S3's browser upload (a POST with a query string is another S3 call). */
function isBrowserUpload(req: IncomingMessage): { bucket: string } | undefined {
  const url = new URL(req.url ?? '/', 'http://s3');
  const match = /^\/([^/]+)\/?$/.exec(url.pathname);
  const form = /^multipart\/form-data\b/i.test(req.headers['content-type'] ?? '');
  return req.method === 'POST' && match && form && url.search === '' ? { bucket: decodeURIComponent(match[1]!) } : undefined;
}

/** The form's fields up to the file (S3 ignores what follows it) and the file itself. */
function readForm(req: IncomingMessage): Promise<PostedForm> {
  return new Promise((resolve, reject) => {
    const form: PostedForm = { fields: {} };
    // The parser finishes before the file's stream closes: the form is whole once both have.
    let parsed = false;
    let fileOpen = false;
    const settle = () => (parsed && !fileOpen ? resolve(form) : undefined);
    const parser = busboy({ headers: req.headers, defParamCharset: 'utf8', limits: { files: 1, fields: 50, fieldSize: 64 * 1024 } });
    parser.on('field', (name, value) => {
      if (!form.file && !fileOpen) form.fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== 'file') return stream.resume();
      fileOpen = true;
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', reject);
      stream.on('close', () => {
        form.file = { data: Buffer.concat(chunks), filename: info.filename ?? 'file', contentType: info.mimeType };
        fileOpen = false;
        settle();
      });
    });
    parser.on('finish', () => {
      parsed = true;
      settle();
    });
    parser.on('error', reject);
    req.pipe(parser);
  });
}

function corsHeaders(req: IncomingMessage, allowedOrigins: () => readonly string[]): Record<string, string> {
  const origin = req.headers.origin;
  return origin && allowedOrigins().includes(origin) ? { 'access-control-allow-origin': origin, vary: 'Origin', 'access-control-expose-headers': 'ETag' } : {};
}

function sendRefusal(req: IncomingMessage, res: ServerResponse, refusal: PolicyRefusal, allowedOrigins: () => readonly string[]): void {
  res.writeHead(refusal.status, { 'content-type': 'application/xml', ...corsHeaders(req, allowedOrigins) });
  res.end(errorXml(refusal));
}

/** The checked upload, posted on to s3rver as the same form (fields first, then the file), its answer passed back. */
async function forward(req: IncomingMessage, res: ServerResponse, bucket: string, form: PostedForm, upstream: string): Promise<void> {
  const body = new FormData();
  for (const [name, value] of Object.entries(form.fields)) body.append(name, value);
  body.append('file', new Blob([new Uint8Array(form.file!.data)], { type: form.file!.contentType }), form.file!.filename);
  const headers: Record<string, string> = req.headers.origin ? { origin: req.headers.origin } : {};
  const answer = await fetch(`${upstream}/${encodeURIComponent(bucket)}`, { method: 'POST', body, headers, redirect: 'manual' });
  const passed: Record<string, string> = {};
  answer.headers.forEach((value, name) => {
    if (name !== 'content-length' && name !== 'transfer-encoding' && name !== 'connection') passed[name] = value;
  });
  const answered = Buffer.from(await answer.arrayBuffer());
  if (answer.ok && form.fields.tagging) await tagObject(bucket, form.fields.key ?? '', form.fields.tagging, upstream);
  res.writeHead(answer.status, passed);
  res.end(answered);
}

/**
 * S3 keeps a POST's `tagging` field as the object's tags; s3rver drops it. The front sets them
 * with s3rver's PutObjectTagging once the upload is stored, so an upload's pending tag (whose
 * lifecycle rule removes unconfirmed uploads, functions/lib/files/uploads.ts) is there on the twin
 * too, before the uploader hears back.
 */
async function tagObject(bucket: string, key: string, tagging: string, upstream: string): Promise<void> {
  const path = key.split('/').map(encodeURIComponent).join('/');
  const tagged = await fetch(`${upstream}/${encodeURIComponent(bucket)}/${path}?tagging`, {
    method: 'PUT',
    body: tagging,
    headers: { 'content-type': 'application/xml' },
  });
  if (!tagged.ok) throw new Error(`s3rver refused the upload's tags: ${tagged.status}`);
}

async function handleUpload(req: IncomingMessage, res: ServerResponse, bucket: string, options: FrontOptions): Promise<void> {
  let form: PostedForm;
  try {
    form = await readForm(req);
  } catch {
    return sendRefusal(
      req,
      res,
      { status: 400, code: 'MalformedPOSTRequest', message: 'The body of your POST request is not well-formed multipart/form-data.' },
      options.allowedOrigins,
    );
  }
  if (!form.file) {
    return sendRefusal(
      req,
      res,
      { status: 400, code: 'InvalidArgument', message: 'POST requires exactly one file upload per request.' },
      options.allowedOrigins,
    );
  }
  const secretOf = (id: string) => (id === options.credentials.accessKeyId ? options.credentials.secretAccessKey : undefined);
  const refusal = postPolicyRefusal(bucket, { fields: form.fields, fileBytes: form.file.data.length }, secretOf);
  if (refusal) return sendRefusal(req, res, refusal, options.allowedOrigins);
  await forward(req, res, bucket, form, options.upstream);
}

/** Any other request, streamed to s3rver and back as it is. */
function pass(req: IncomingMessage, res: ServerResponse, upstream: string): void {
  const target = new URL(upstream);
  const proxied = request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  proxied.on('error', () => {
    if (!res.headersSent) res.writeHead(502);
    res.end();
  });
  req.pipe(proxied);
}

export async function startS3Front(port: number, options: FrontOptions): Promise<S3Front> {
  const server: Server = createServer((req, res) => {
    const upload = isBrowserUpload(req);
    if (!upload) return pass(req, res, options.upstream);
    handleUpload(req, res, upload.bucket, options).catch(() => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    endpoint: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
