import { ApiGatewayManagementApiClient, DeleteConnectionCommand, GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { type RealtimeType } from '@praktijk/shared/constants';
import { ENV, requireEnv } from '../env';
import { traceAwsCalls } from '../tracing';
import { logEvent } from '../log';
import { forgetConnection, listTenantConnections, listUserConnections, type ConnectionRef } from './connections';

// Posts typed realtime messages { type, payload } to a practice's or a user's open connections
// through the @connections management API; connections that answer 410 Gone are removed. Also
// closes a user's connections when the user is disabled.
export interface RealtimeMessage {
  type: RealtimeType;
  payload: Record<string, unknown>;
}

let client: ApiGatewayManagementApiClient | undefined;
function management(): ApiGatewayManagementApiClient {
  client ??= traceAwsCalls(new ApiGatewayManagementApiClient({ endpoint: requireEnv(ENV.wsManagementEndpoint) }));
  return client;
}

const isGone = (error: unknown): boolean => error instanceof GoneException || (error as { name?: string }).name === 'GoneException';

async function post(ref: ConnectionRef, data: Uint8Array): Promise<void> {
  try {
    await management().send(new PostToConnectionCommand({ ConnectionId: ref.connectionId, Data: data }));
  } catch (error) {
    if (isGone(error)) {
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

/**
 * Closes every open connection of a user (a disabled user): the $connect check only stops new
 * ones, and an open socket would go on receiving the practice's messages. Each one is forgotten
 * here too, so that no publisher posts to it before its $disconnect arrives. Returns how many were open.
 */
export async function closeUserConnections(tenantId: string, userId: string): Promise<number> {
  const refs = await listUserConnections(tenantId, userId);
  await Promise.all(
    refs.map(async (ref) => {
      try {
        await management().send(new DeleteConnectionCommand({ ConnectionId: ref.connectionId }));
      } catch (error) {
        // Gone is what closing wants. Anything else leaves the socket open until its token expires
        // (the user is disabled already): warned about, and kept in the list, since it is still there.
        if (!isGone(error)) {
          logEvent('warn', 'realtime close failed', { connectionId: ref.connectionId, error: (error as Error).name });
          return;
        }
      }
      await forgetConnection(ref);
    }),
  );
  return refs.length;
}
