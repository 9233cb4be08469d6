import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { db } from './client';
import { conditionFailure } from './consistency';

// The one way to write several items at once (DESIGN §5): all or nothing. An item may carry the
// error its own failed condition means (a uniqueness guard's 400); DynamoDB names the failed
// item by its index in CancellationReasons, so the answer never depends on reading first.
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
export interface Guarded {
  item: TransactItem;
  /** The answer when this item's condition fails (another writer holds the unique thing). */
  refusal: Error;
}

const isGuarded = (entry: TransactItem | Guarded): entry is Guarded => 'refusal' in entry;

/** Tries of a transaction that DynamoDB cancelled only because another one held an item. */
export const CONFLICT_TRIES = 4;

export async function transact(entries: readonly (TransactItem | Guarded)[], pause: (ms: number) => Promise<void> = sleep): Promise<void> {
  const items = entries.map((e) => (isGuarded(e) ? e.item : e));
  for (let attempt = 1; ; attempt++) {
    try {
      await db().send(new TransactWriteCommand({ TransactItems: items }));
      return;
    } catch (error) {
      // Two writers on a shared item (the practice's counters, two receptionists saving at once):
      // DynamoDB cancels one with TransactionConflict and applies nothing of it, so sending the
      // same transaction again is safe. Its conditions are checked afresh, so a writer that lost a
      // uniqueness race still gets its 400 and a stale token its 409.
      if (attempt < CONFLICT_TRIES && isConflictOnly(error)) {
        await pause(backoff(attempt));
        continue;
      }
      throw refusalOf(entries, error) ?? conditionFailure(error);
    }
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/** 20-40 ms, then 40-80, then 80-160: jittered, so two retrying writers do not meet again. */
const backoff = (attempt: number) => 20 * 2 ** (attempt - 1) * (1 + Math.random());

/** Cancelled for transaction conflicts alone: no condition failed, no item was invalid. */
export function isConflictOnly(error: unknown): boolean {
  if (!(error instanceof TransactionCanceledException)) return false;
  const codes = (error.CancellationReasons ?? []).map((reason) => reason.Code ?? 'None');
  return codes.includes('TransactionConflict') && codes.every((code) => code === 'None' || code === 'TransactionConflict');
}

function refusalOf(entries: readonly (TransactItem | Guarded)[], error: unknown): Error | undefined {
  if (!(error instanceof TransactionCanceledException)) return undefined;
  const reasons = error.CancellationReasons ?? [];
  for (const [index, entry] of entries.entries()) {
    if (isGuarded(entry) && reasons[index]?.Code === 'ConditionalCheckFailed') return entry.refusal;
  }
  return undefined;
}
