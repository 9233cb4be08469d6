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

export async function transact(entries: readonly (TransactItem | Guarded)[]): Promise<void> {
  const items = entries.map((e) => (isGuarded(e) ? e.item : e));
  try {
    await db().send(new TransactWriteCommand({ TransactItems: items }));
  } catch (error) {
    throw refusalOf(entries, error) ?? conditionFailure(error);
  }
}

function refusalOf(entries: readonly (TransactItem | Guarded)[], error: unknown): Error | undefined {
  if (!(error instanceof TransactionCanceledException)) return undefined;
  const reasons = error.CancellationReasons ?? [];
  for (const [index, entry] of entries.entries()) {
    if (isGuarded(entry) && reasons[index]?.Code === 'ConditionalCheckFailed') return entry.refusal;
  }
  return undefined;
}
