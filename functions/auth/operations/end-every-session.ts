import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { type RequestContext } from '../../lib/auth/context';
import { db, tableName } from '../../lib/data/client';
import { type SessionsEndedItem } from '../../lib/data/items';
import { keys } from '../../lib/data/keys';

// Account > Security's Sign out everywhere (issue 21 §6). The web client also has Cognito revoke
// the user's refresh tokens, so no device gets new tokens; this mark makes the API refuse the ID
// tokens those devices still hold (API Gateway's authorizer would accept them until they expire),
// and the caller's own. A later sign-in has a later auth_time and passes.
export async function endEverySession(_input: unknown, ctx: RequestContext): Promise<{ sessions_ended_at: string }> {
  const now = new Date();
  const item: SessionsEndedItem = { entity: 'sessions-ended', user_id: ctx.userId, ended_at: Math.floor(now.getTime() / 1000) };
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...keys.userSessionsEnded(ctx.tenantId, ctx.userId), ...item } }));
  return { sessions_ended_at: now.toISOString() };
}
