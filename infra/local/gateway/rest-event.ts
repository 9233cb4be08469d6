import { type APIGatewayProxyEvent } from 'aws-lambda';
import { type IncomingMessage } from 'node:http';
import { type MatchedRoute } from './routes';

// The API Gateway REST (v1) proxy event, built as API Gateway builds it, including the Cognito
// authorizer's claims: every claim a string, cognito:groups comma-joined.
const TEXT_TYPES = /^(application\/(json|x-www-form-urlencoded|xml)|text\/)/i;

export function restEvent(req: IncomingMessage, url: URL, match: MatchedRoute, body: Buffer, claims: Record<string, unknown> | null, requestId: string): APIGatewayProxyEvent {
  const headers: Record<string, string> = {};
  const multiValueHeaders: Record<string, string[]> = {};
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i]!;
    const value = req.rawHeaders[i + 1]!;
    headers[name] = value;
    (multiValueHeaders[name] ??= []).push(value);
  }
  const query: Record<string, string> = {};
  const multiQuery: Record<string, string[]> = {};
  for (const [key, value] of url.searchParams) {
    query[key] = value;
    (multiQuery[key] ??= []).push(value);
  }
  const contentType = req.headers['content-type'] ?? '';
  const isText = body.length === 0 || TEXT_TYPES.test(contentType);
  const hasQuery = Object.keys(query).length > 0;
  return {
    resource: match.route.path.replace(/\/$/, ''),
    path: url.pathname,
    httpMethod: req.method ?? 'GET',
    headers,
    multiValueHeaders,
    queryStringParameters: hasQuery ? query : null,
    multiValueQueryStringParameters: hasQuery ? multiQuery : null,
    pathParameters: match.pathParameters,
    stageVariables: null,
    body: body.length === 0 ? null : isText ? body.toString('utf8') : body.toString('base64'),
    isBase64Encoded: body.length > 0 && !isText,
    requestContext: {
      accountId: '000000000000', apiId: 'twin', stage: 'local', requestId, httpMethod: req.method ?? 'GET',
      path: url.pathname, resourcePath: match.route.path.replace(/\/$/, ''), resourceId: 'twin', protocol: 'HTTP/1.1',
      requestTimeEpoch: Date.now(),
      identity: { sourceIp: req.socket.remoteAddress ?? '127.0.0.1', userAgent: req.headers['user-agent'] ?? '' } as APIGatewayProxyEvent['requestContext']['identity'],
      authorizer: claims ? { claims: stringifyClaims(claims) } : null,
    } as APIGatewayProxyEvent['requestContext'],
  };
}

function stringifyClaims(claims: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(claims).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : String(v)]));
}
