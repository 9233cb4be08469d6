import * as z from 'zod';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { PLANNING_MESSAGES } from '@praktijk/shared/schemas/calendar';
import { db, tableName } from '../../lib/data/client';
import { newConsistencyToken } from '../../lib/data/consistency';
import { stripStorage } from '../../lib/data/items';
import { readItem } from '../../lib/data/read-item';
import { batchGet } from '../../lib/data/query';
import { type TenantData } from '../../lib/data/tenant-data';
import { type Guarded, type TransactItem } from '../../lib/data/transact';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { spanSchema, type Span } from './spans';

// The practitioner-day guard (ACCESS-PATTERNS.md): one item per practitioner and practice day
// holding the spans its bookings and blocked times take, with a version. Every write that adds,
// moves or removes a span puts the day's new guard in its own transaction, conditioned on the
// version it read, so of two writers who read the same day only one commits; the other reads
// again and decides afresh on what is there now (optimistic concurrency). The overlap check
// itself is pure (spans.ts) and runs on what was read.

const dayGuardFields = z.object({
  practitioner: z.string(),
  date: z.string(),
  spans: z.array(spanSchema),
  /** 0 when the day has no guard item yet. */
  version: z.number(),
});
export type DayGuard = z.output<typeof dayGuardFields>;
export type DayKey = Pick<DayGuard, 'practitioner' | 'date'>;
/** A practitioner-day guard item read from the table (without its storage keys), parsed. */
export const readDayGuard = (item: unknown): DayGuard => readItem('practitioner-day guard', dayGuardFields.loose(), item);
type Entry = TransactItem | Guarded;
/** What one attempt writes: the guards' new states, and the other items of its transaction. */
export interface GuardedPlan {
  guards: { guard: DayGuard; spans: Span[] }[];
  items: Entry[];
}

export const GUARD_ATTEMPTS = 10;
const dayId = (day: DayKey) => `${day.practitioner}#${day.date}`;

/** The distinct days, in a stable order. */
export function uniqueDays(days: readonly DayKey[]): DayKey[] {
  return [...new Map(days.map((day) => [dayId(day), day])).values()].sort((a, b) => dayId(a).localeCompare(dayId(b)));
}

/** The guards of these days in one BatchGet (at most 100 days); a day without one has no spans, version 0. */
export async function readGuards(data: TenantData, days: readonly DayKey[]): Promise<Map<string, DayGuard>> {
  const wanted = uniqueDays(days);
  const items = (await batchGet(wanted.map((day) => data.keys.practitionerDay(day.practitioner, day.date)))).map((i) => readDayGuard(stripStorage(i)));
  const found = new Map(items.map((item) => [dayId(item), item]));
  return new Map(wanted.map((day) => [dayId(day), found.get(dayId(day)) ?? { ...day, spans: [], version: 0 }]));
}

/** The guard of one day from what readGuards answered. */
export const guardOf = (guards: ReadonlyMap<string, DayGuard>, day: DayKey): DayGuard => guards.get(dayId(day))!;

/** The Put of a day's new guard, on the condition that nobody wrote it since it was read. */
export function guardPut(data: TenantData, guard: DayGuard, spans: readonly Span[]): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...data.keys.practitionerDay(guard.practitioner, guard.date),
        entity: 'practitioner-day',
        practitioner: guard.practitioner,
        date: guard.date,
        spans,
        version: guard.version + 1,
        consistency_token: newConsistencyToken(),
      },
      ConditionExpression: 'attribute_not_exists(PK) OR version = :read',
      ExpressionAttributeValues: { ':read': guard.version },
    },
  };
}

const isGuarded = (entry: Entry): entry is Guarded => 'refusal' in entry;
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/**
 * Before attempt n+1: a random wait below 20·2ⁿ ms, at most 800 ("full jitter"). Writers that met
 * on a day spread further apart each time they meet again, so a burst of many writers on one day
 * (a flat wait kept them meeting in step) is written out within GUARD_ATTEMPTS.
 */
export const guardBackoff = (attempt: number, random = Math.random()) => random * Math.min(800, 20 * 2 ** attempt);

type Outcome = { retry: true } | { retry: false; error: Error };

/**
 * What a cancelled transaction means. Another item's failed condition (a stale token: 409, a
 * record gone: 404, or that item's own refusal) is final. A guard whose version moved, or a
 * TransactionConflict with another writer, means the days changed under us: read and plan again.
 */
export function cancellationOutcome(entries: readonly Entry[], guardCount: number, error: unknown): Outcome {
  if (!(error instanceof TransactionCanceledException)) return { retry: false, error: error instanceof Error ? error : new Error(String(error)) };
  const reasons = error.CancellationReasons ?? [];
  for (const [index, reason] of reasons.entries()) {
    if (index < guardCount || reason.Code !== 'ConditionalCheckFailed') continue;
    const entry = entries[index - guardCount];
    if (entry && isGuarded(entry)) return { retry: false, error: entry.refusal };
    return { retry: false, error: reason.Item ? new ConflictError() : new NotFoundError() };
  }
  const moved = reasons.some((reason, index) => (index < guardCount && reason.Code === 'ConditionalCheckFailed') || reason.Code === 'TransactionConflict');
  return moved ? { retry: true } : { retry: false, error };
}

/**
 * Reads the days' guards, lets `plan` decide on them (it throws its refusal, e.g. an overlap's
 * 400) and writes the plan in one TransactWriteItems with each guard conditioned on the version
 * read. A guard that moved in between (or a transaction conflict) starts over from the read, up to
 * GUARD_ATTEMPTS times; then 409 "busy". `firstRead` lets the first attempt use guards read
 * beside the operation's other reads.
 */
export async function guardedWrite(
  data: TenantData,
  days: readonly DayKey[],
  plan: (guards: ReadonlyMap<string, DayGuard>) => GuardedPlan | Promise<GuardedPlan>,
  firstRead?: Promise<Map<string, DayGuard>>,
): Promise<void> {
  for (let attempt = 1; attempt <= GUARD_ATTEMPTS; attempt++) {
    const guards = attempt === 1 && firstRead ? await firstRead : await readGuards(data, days);
    const { guards: next, items } = await plan(guards);
    const guardItems = next.map(({ guard, spans }) => guardPut(data, guard, spans));
    try {
      await db().send(new TransactWriteCommand({ TransactItems: [...guardItems, ...items.map((e) => (isGuarded(e) ? e.item : e))] }));
      return;
    } catch (error) {
      const outcome = cancellationOutcome(items, guardItems.length, error);
      if (!outcome.retry) throw outcome.error;
      if (attempt < GUARD_ATTEMPTS) await pause(guardBackoff(attempt));
    }
  }
  throw new ConflictError(PLANNING_MESSAGES.busy);
}
