import { type IncomingMessage, type ServerResponse } from 'node:http';
import { resourceHandler, lambdaContext } from './handlers';
import { BodyTooLargeError, readBody, sendJson } from './http-util';
import { restEvent } from './rest-event';
import { matchRoute } from './routes';

// The REST half of the API Gateway twin: route table match, the Cognito authorizer (ID token as
// "Bearer <token>" or bare), the v1 proxy event, the resource's handler module.
export type VerifyToken = (token: string) => Promise<Record<string, unknown> | undefined>;

let requests = 0;

export async function handleRest(req: IncomingMessage, res: ServerResponse, verify: VerifyToken): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://twin');
  const match = matchRoute(req.method ?? 'GET', url.pathname);
  if (match === undefined) return sendJson(res, 404, { detail: 'Not found.' });
  if (match === 'method-not-allowed') return sendJson(res, 405, { detail: 'Method not allowed.' });

  let claims: Record<string, unknown> | null = null;
  if (match.route.access.kind !== 'public') {
    const header = req.headers.authorization ?? '';
    const token = header.replace(/^Bearer\s+/i, '').trim();
    claims = token ? ((await verify(token)) ?? null) : null;
    if (!claims) return sendJson(res, 401, { message: 'Unauthorized' });
  }

  let body: Buffer;
  try {
    body = await readBody(req);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return sendJson(res, 413, { message: 'Request Too Long' });
    throw error;
  }
  const requestId = `twin-req-${(requests++).toString(36)}`;
  const event = restEvent(req, url, match, body, claims, requestId);
  try {
    const handler = await resourceHandler(`rest:${match.route.resource}`);
    const result = await handler(event, lambdaContext(`praktijk-${match.route.resource}`));
    if (!result) return sendJson(res, 502, { message: 'Internal server error' });
    const payload = result.isBase64Encoded ? Buffer.from(result.body, 'base64') : Buffer.from(result.body ?? '', 'utf8');
    res.writeHead(result.statusCode, { ...(result.headers as Record<string, string>), 'content-length': payload.length, 'x-amzn-requestid': requestId });
    res.end(payload);
  } catch (error) {
    // A handler that throws past its own error middleware: API Gateway answers 502.
    console.error(`[twin] ${match.route.method} ${match.route.path} crashed:`, (error as Error).name);
    sendJson(res, 502, { message: 'Internal server error' });
  }
}
