import { ApiGatewayManagementApiClient, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { type APIGatewayProxyResult, type APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { ENV, requireEnv } from '../lib/env';
import { traceAwsCalls } from '../lib/tracing';

// $default: the channel is server-to-client; the only client message is a keep-alive ping,
// answered with a pong so the browser can tell a live connection from a dead one.
let client: ApiGatewayManagementApiClient | undefined;

export async function handler(event: APIGatewayProxyWebsocketEventV2): Promise<APIGatewayProxyResult> {
  let action: unknown;
  try {
    action = (JSON.parse(event.body ?? '{}') as { action?: unknown }).action;
  } catch {
    return { statusCode: 400, body: 'Bad message' };
  }
  if (action !== 'ping') return { statusCode: 400, body: 'Unknown action' };
  client ??= traceAwsCalls(new ApiGatewayManagementApiClient({ endpoint: requireEnv(ENV.wsManagementEndpoint) }));
  await client.send(
    new PostToConnectionCommand({ ConnectionId: event.requestContext.connectionId, Data: new TextEncoder().encode('{"type":"pong","payload":{}}') }),
  );
  return { statusCode: 200, body: 'ok' };
}
