import { type BlockedTime } from '@praktijk/shared/schemas/calendar';
import { practiceInstant } from '@praktijk/shared/practice-clock';
import { ulid } from 'ulid';
import { type RequestContext } from '../../lib/auth/context';
import { tableName } from '../../lib/data/client';
import { LOCK_CONDITION, lockValues, newConsistencyToken } from '../../lib/data/consistency';
import { type TransactItem } from '../../lib/data/transact';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { type Input } from '../../lib/http/types';
import { personOf } from '../../consultations/domain/writes';
import { announcePlanning } from '../domain/announce';
import { blockedDays, blockedStorage, getBlockedTime, placeBlocked, releaseBlocked, type StoredBlockedTime, toBlockedTime } from '../domain/blocked';
import { type DayKey, guardedWrite } from '../domain/day-guard';
import { blockedTimeErrors } from '../domain/rules';
import { choosePractitioner } from '../consultations/choices';

// Blocked times (issue 11.3): a practitioner's time nobody may book, from a minute to 31 days. Each
// write is one transaction with the guard of every day the blocked time covers (and, for a change,
// the days it leaves), so it never lands on a booking (refused with the bookings named) and no
// booking lands on it. Not patient data: no audit entry. The calendars hear of each ('blocked').

const sameDay = (a: DayKey) => (b: DayKey) => a.practitioner === b.practitioner && a.date === b.date;
const datesOf = (days: readonly DayKey[]) => [...new Set(days.map((d) => d.date))].sort();

function conditioned(Item: Record<string, unknown>, token: string | null): TransactItem {
  const condition =
    token === null
      ? { ConditionExpression: 'attribute_not_exists(PK)' }
      : { ConditionExpression: LOCK_CONDITION, ExpressionAttributeValues: lockValues(token) };
  return { Put: { TableName: tableName(), Item, ...condition, ReturnValuesOnConditionCheckFailure: 'ALL_OLD' } };
}

async function existing(ctx: RequestContext, id: string): Promise<StoredBlockedTime> {
  const blocked = await getBlockedTime(ctx.data, id);
  if (!blocked) throw new NotFoundError();
  return blocked;
}

const announce = (ctx: RequestContext, practitioner: string, days: readonly DayKey[]) =>
  announcePlanning(ctx.tenantId, { practitioner, dates: datesOf(days), change: 'blocked' });

export async function createBlockedTime({ body }: Input<'createBlockedTime'>, ctx: RequestContext): Promise<BlockedTime> {
  const practitioner = await choosePractitioner(ctx, body.practitioner);
  const errors = { ...('error' in practitioner ? { practitioner: [practitioner.error] } : {}), ...blockedTimeErrors(body.start, body.end) };
  if (Object.keys(errors).length || 'error' in practitioner) throw new ValidationError(errors);
  const now = new Date().toISOString();
  const blocked: StoredBlockedTime = {
    id: ulid(),
    practitioner_id: practitioner.id,
    practitioner_name: practitioner.name,
    start: practiceInstant(body.start).toISOString(),
    end: practiceInstant(body.end).toISOString(),
    reason: body.reason,
    created: now,
    updated_by: personOf(ctx),
    consistency_token: newConsistencyToken(),
  };
  const days = blockedDays(blocked);
  await guardedWrite(
    ctx.data,
    days.map((d) => d.day),
    async (guards) => ({
      guards: await placeBlocked(ctx.data, guards, { id: blocked.id, days }),
      items: [conditioned(blockedStorage(ctx.data, blocked), null)],
    }),
  );
  await announce(
    ctx,
    blocked.practitioner_id,
    days.map((d) => d.day),
  );
  return toBlockedTime(blocked);
}

export async function updateBlockedTime({ params, body }: Input<'updateBlockedTime'>, ctx: RequestContext): Promise<BlockedTime> {
  const before = await existing(ctx, params.id);
  const errors = blockedTimeErrors(body.start, body.end);
  if (Object.keys(errors).length) throw new ValidationError(errors);
  const after: StoredBlockedTime = {
    ...before,
    start: practiceInstant(body.start).toISOString(),
    end: practiceInstant(body.end).toISOString(),
    reason: body.reason,
    updated_by: personOf(ctx),
    consistency_token: newConsistencyToken(),
  };
  const days = blockedDays(after);
  const released = blockedDays(before)
    .map((d) => d.day)
    .filter((day) => !days.some((d) => sameDay(day)(d.day)));
  await guardedWrite(ctx.data, [...days.map((d) => d.day), ...released], async (guards) => ({
    guards: await placeBlocked(ctx.data, guards, { id: after.id, days, released }),
    items: [conditioned(blockedStorage(ctx.data, after), body.consistency_token)],
  }));
  await announce(ctx, after.practitioner_id, [...days.map((d) => d.day), ...released]);
  return toBlockedTime(after);
}

export async function deleteBlockedTime({ params, query }: Input<'deleteBlockedTime'>, ctx: RequestContext): Promise<undefined> {
  const before = await existing(ctx, params.id);
  const days = blockedDays(before).map((d) => d.day);
  const remove: TransactItem = {
    Delete: {
      TableName: tableName(),
      Key: ctx.data.keys.blockedTime(before.id),
      ConditionExpression: LOCK_CONDITION,
      ExpressionAttributeValues: lockValues(query.consistency_token),
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
    },
  };
  await guardedWrite(ctx.data, days, (guards) => ({ guards: releaseBlocked(guards, before.id, days), items: [remove] }));
  await announce(ctx, before.practitioner_id, days);
  return undefined;
}
