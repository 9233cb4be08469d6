import { type IncomingMessage, type ServerResponse } from 'node:http';
import { resourceHandler, lambdaContext } from './handlers';
import { sendBody } from './compression';
import { BODY_TOO_LARGE, declaresTooLarge, discardRest, readBody, sendJson, TOO_LARGE } from './http-util';
import { restEvent } from './rest-event';
import { matchRoute } from './routes';

// The REST half of the API Gateway twin: route table match, the Cognito authorizer (ID token as
// "Bearer <token>" or bare), the v1 proxy event, the resource's handler module.
export type VerifyToken = (token: string) => Promise<Record<string, unknown> | undefined>;

let requests = 0;

export async function handleRest(req: IncomingMessage, res: ServerResponse, verify: VerifyToken): Promise<void> {
  // API Gateway refuses an oversized payload before routing or authorising it.
  if (declaresTooLarge(req)) return tooLarge(req, res);
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

  const body = await readBody(req);
  if (body === TOO_LARGE) return tooLarge(req, res);
  const requestId = `twin-req-${(requests++).toString(36)}`;
  const event = restEvent(req, url, match, body, claims, requestId);
  try {
    const handler = await resourceHandler(`rest:${match.route.resource}`);
    const result = await handler(event, lambdaContext(`praktijk-${match.route.resource}`));
    if (!result) return sendJson(res, 502, { message: 'Internal server error' });
    const payload = result.isBase64Encoded ? Buffer.from(result.body, 'base64') : Buffer.from(result.body ?? '', 'utf8');
    sendBody(req, res, result.statusCode, { ...(result.headers as Record<string, string>), 'x-amzn-requestid': requestId }, payload);
  } catch (error) {
    // A handler that throws past its own error middleware: API Gateway answers 502.
    console.error(`[twin] ${match.route.method} ${match.route.path} crashed:`, (error as Error).name);
    sendJson(res, 502, { message: 'Internal server error' });
  }
}

function tooLarge(req: IncomingMessage, res: ServerResponse): void {
  discardRest(req);
  sendJson(res, 413, BODY_TOO_LARGE);
}
