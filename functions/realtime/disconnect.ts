import { type APIGatewayProxyResult, type APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { removeConnection } from '../lib/realtime/connections';

export async function handler(event: APIGatewayProxyWebsocketEventV2): Promise<APIGatewayProxyResult> {
  await removeConnection(event.requestContext.connectionId);
  return { statusCode: 200, body: 'Disconnected' };
}
