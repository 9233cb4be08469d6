import { ApiGatewayManagementApiClient, GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { type RealtimeType } from '@praktijk/shared/constants';
import { ENV, requireEnv } from '../env';
import { logEvent } from '../log';
import { forgetConnection, listTenantConnections, listUserConnections, type ConnectionRef } from './connections';

// Posts typed realtime messages { type, payload } to a practice's or a user's open connections
// through the @connections management API; connections that answer 410 Gone are removed.
export interface RealtimeMessage {
  type: RealtimeType;
  payload: Record<string, unknown>;
}

let client: ApiGatewayManagementApiClient | undefined;
function management(): ApiGatewayManagementApiClient {
  client ??= new ApiGatewayManagementApiClient({ endpoint: requireEnv(ENV.wsManagementEndpoint) });
  return client;
}

async function post(ref: ConnectionRef, data: Uint8Array): Promise<void> {
  try {
    await management().send(new PostToConnectionCommand({ ConnectionId: ref.connectionId, Data: data }));
  } catch (error) {
    if (error instanceof GoneException || (error as { name?: string }).name === 'GoneException') {
      await forgetConnection(ref);
      return;
    }
    logEvent('warn', 'realtime post failed', { connectionId: ref.connectionId, error: (error as Error).name });
  }
}

async function postAll(refs: ConnectionRef[], message: RealtimeMessage): Promise<number> {
  const data = new TextEncoder().encode(JSON.stringify(message));
  await Promise.all(refs.map((ref) => post(ref, data)));
  return refs.length;
}

export async function publishToTenant(tenantId: string, message: RealtimeMessage): Promise<number> {
  return postAll(await listTenantConnections(tenantId), message);
}

export async function publishToUser(tenantId: string, userId: string, message: RealtimeMessage): Promise<number> {
  return postAll(await listUserConnections(tenantId, userId), message);
}
