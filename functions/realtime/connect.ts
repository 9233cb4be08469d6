import { type APIGatewayProxyResult, type APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { readClaims } from '../lib/auth/claims';
import { loadRequestContext } from '../lib/auth/context';
import { runForTenant } from '../lib/auth/tenant-scope';
import { verifyIdToken } from '../lib/auth/token-verifier';
import { logEvent } from '../lib/log';
import { saveConnection } from '../lib/realtime/connections';

type ConnectEvent = APIGatewayProxyWebsocketEventV2 & { queryStringParameters?: Record<string, string | undefined> | null };

// $connect: browsers cannot set headers on a WebSocket, so the ID token comes in the query
// string (wss://.../ws/app/?token=...). Refused unless valid and the user is active.
export async function handler(event: ConnectEvent): Promise<APIGatewayProxyResult> {
  const token = event.queryStringParameters?.token;
  const payload = token ? await verifyIdToken(token) : undefined;
  if (!payload) return { statusCode: 401, body: 'Unauthorized' };
  try {
    const claims = readClaims(payload as Record<string, unknown>);
    // In the cloud, the practice's items are read and its connection written with credentials
    // scoped to the practice of the verified token (auth/tenant-credentials.ts).
    await runForTenant(claims.tenantId, async () => {
      await loadRequestContext(claims, event.requestContext.requestId);
      await saveConnection({ tenantId: claims.tenantId, userId: claims.userId, connectionId: event.requestContext.connectionId });
    });
    return { statusCode: 200, body: 'Connected' };
  } catch (error) {
    logEvent('warn', 'websocket connect refused', { error: (error as Error).name });
    return { statusCode: 403, body: 'Forbidden' };
  }
}
