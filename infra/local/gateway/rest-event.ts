import { type APIGatewayProxyEvent } from 'aws-lambda';
import { type IncomingMessage } from 'node:http';
import { type MatchedRoute } from './routes';

// The API Gateway REST (v1) proxy event, built as API Gateway builds it, including the Cognito
// authorizer's claims: every claim a string, cognito:groups comma-joined.
const TEXT_TYPES = /^(application\/(json|x-www-form-urlencoded|xml)|text\/)/i;

export function restEvent(
  req: IncomingMessage,
  url: URL,
  match: MatchedRoute,
  body: Buffer,
  claims: Record<string, unknown> | null,
  requestId: string,
): APIGatewayProxyEvent {
  const pairs = (list: readonly string[]) => list.flatMap((item, i) => (i % 2 === 0 ? [[item, list[i + 1]!] as const] : []));
  const [headers, multiValueHeaders] = valueMaps(pairs(req.rawHeaders));
  const [query, multiQuery] = valueMaps([...url.searchParams]);
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
      accountId: '000000000000',
      apiId: 'twin',
      stage: 'local',
      requestId,
      httpMethod: req.method ?? 'GET',
      path: url.pathname,
      resourcePath: match.route.path.replace(/\/$/, ''),
      resourceId: 'twin',
      protocol: 'HTTP/1.1',
      requestTimeEpoch: Date.now(),
      identity: {
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: req.headers['user-agent'] ?? '',
      } as APIGatewayProxyEvent['requestContext']['identity'],
      authorizer: claims ? { claims: stringifyClaims(claims) } : null,
    } as APIGatewayProxyEvent['requestContext'],
  };
}

/**
 * A name's last value and all its values, in objects without a prototype: a client picks the
 * names, and `constructor`, `__proto__` or `toString` must be ordinary keys, as they are in the
 * JSON event API Gateway hands the Lambda.
 */
function valueMaps(entries: Iterable<readonly [string, string]>): [Record<string, string>, Record<string, string[]>] {
  const single = Object.create(null) as Record<string, string>;
  const multi = Object.create(null) as Record<string, string[]>;
  for (const [name, value] of entries) {
    single[name] = value;
    (multi[name] ??= []).push(value);
  }
  return [single, multi];
}

function stringifyClaims(claims: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(claims).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : String(v)]));
}
