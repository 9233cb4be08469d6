import { DeleteCommand, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../data/client';
import { keys } from '../data/keys';
import { queryAll } from '../data/query';

// Open WebSocket connections, kept under their practice (and user via GSI1) so a publisher can
// reach one practice or one user. They expire with the API Gateway connection limit (2 h).
export const CONNECTION_TTL_SECONDS = 2 * 60 * 60;

export interface ConnectionRef {
  tenantId: string;
  userId: string;
  connectionId: string;
}

export async function saveConnection(ref: ConnectionRef, now = Date.now()): Promise<void> {
  const expires_at = Math.floor(now / 1000) + CONNECTION_TTL_SECONDS;
  const common = { tenant_id: ref.tenantId, user_id: ref.userId, connection_id: ref.connectionId, expires_at };
  await db().send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: tableName(),
            Item: {
              ...keys.connection(ref.tenantId, ref.connectionId),
              GSI1PK: keys.connectionsOfUserPk(ref.tenantId, ref.userId),
              GSI1SK: ref.connectionId,
              entity: 'connection',
              ...common,
            },
          },
        },
        { Put: { TableName: tableName(), Item: { ...keys.connectionPointer(ref.connectionId), entity: 'connection-pointer', ...common } } },
      ],
    }),
  );
}

export async function removeConnection(connectionId: string): Promise<void> {
  const pointer = await db().send(new GetCommand({ TableName: tableName(), Key: keys.connectionPointer(connectionId) }));
  const tenantId = pointer.Item?.tenant_id as string | undefined;
  if (tenantId) await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.connection(tenantId, connectionId) }));
  await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.connectionPointer(connectionId) }));
}

/**
 * Forgets a connection the management API called gone, from its practice's list only. Publishers
 * run with credentials scoped to that practice (T#<tenant>...), which cannot touch the global
 * WSCONN# pointer; the pointer goes with $disconnect (which API Gateway sends when a connection
 * closes) or with its TTL, and names ids only.
 */
export async function forgetConnection(ref: ConnectionRef): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.connection(ref.tenantId, ref.connectionId) }));
}

async function queryConnections(input: { IndexName?: string; pk: string; pkName: string }, nowSeconds: number): Promise<ConnectionRef[]> {
  const items = await queryAll({
    IndexName: input.IndexName,
    KeyConditionExpression: `${input.pkName} = :pk`,
    // TTL deletion is lazy: filter out what has expired but is still stored.
    FilterExpression: 'expires_at > :now',
    ExpressionAttributeValues: { ':pk': input.pk, ':now': nowSeconds },
  });
  return items.map((item) => ({ tenantId: item.tenant_id as string, userId: item.user_id as string, connectionId: item.connection_id as string }));
}

export function listTenantConnections(tenantId: string, now = Date.now()): Promise<ConnectionRef[]> {
  return queryConnections({ pk: keys.connectionsOfTenantPk(tenantId), pkName: 'PK' }, Math.floor(now / 1000));
}

export function listUserConnections(tenantId: string, userId: string, now = Date.now()): Promise<ConnectionRef[]> {
  return queryConnections({ IndexName: 'GSI1', pk: keys.connectionsOfUserPk(tenantId, userId), pkName: 'GSI1PK' }, Math.floor(now / 1000));
}
