import { BatchGetCommand, BatchWriteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lib/data/client';
import { keys } from '../../lib/data/keys';
import { buildCatalogue, catalogueHash, combinedHash, REFERENCE_NAMES, type BuiltCatalogue } from './rows';

// Loads the reference catalogues into the table: the twin at every start, ops after a deploy
// (`npm run catalogue:load`). Idempotent and cheap when nothing changed: one read of the stored
// hash. A catalogue whose data changed is rewritten whole and its vanished items deleted; the
// others are left alone. Readers may see a changed catalogue half-written for the seconds a load
// takes, which is acceptable for reference data loaded at deploy time.
type Key = { PK: string; SK: string };
type Item = Record<string, unknown>;

export interface LoadSummary {
  skipped: boolean;
  loaded: string[];
  items: number;
  rows: number;
  deleted: number;
}

const BATCH = 25;
const PARALLEL_BATCHES = 4;
const PARALLEL_CATALOGUES = 8;

async function inParallel<T>(work: readonly T[], width: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < work.length) await run(work[next++]!);
  };
  await Promise.all(Array.from({ length: width }, worker));
}

async function writeBatch(requests: NonNullable<ConstructorParameters<typeof BatchWriteCommand>[0]['RequestItems']>[string]): Promise<void> {
  let pending = requests;
  for (let attempt = 0; pending.length; attempt += 1) {
    if (attempt > 8) throw new Error('DynamoDB kept refusing part of a catalogue batch');
    if (attempt) await new Promise((r) => setTimeout(r, 50 * 2 ** attempt));
    const out = await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }));
    pending = out.UnprocessedItems?.[tableName()] ?? [];
  }
}

async function writeAll(requests: Parameters<typeof writeBatch>[0]): Promise<void> {
  const batches: Parameters<typeof writeBatch>[0][] = [];
  for (let i = 0; i < requests.length; i += BATCH) batches.push(requests.slice(i, i + BATCH));
  await inParallel(batches, PARALLEL_BATCHES, writeBatch);
}

async function keysOfPartition(pk: string): Promise<Key[]> {
  const found: Key[] = [];
  let start: Item | undefined;
  do {
    const out = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ProjectionExpression: 'PK, SK',
        ExclusiveStartKey: start,
      }),
    );
    found.push(...((out.Items ?? []) as Key[]));
    start = out.LastEvaluatedKey;
  } while (start);
  return found;
}

/** Replaces one catalogue: deletes items the new data no longer has, writes every row, then its meta item. */
async function replaceCatalogue(built: BuiltCatalogue, hash: string): Promise<number> {
  const wanted = new Set(built.rows.map((r) => `${r.PK}\n${r.SK}`));
  const meta = keys.catalogueMeta(built.name);
  const existing = (await Promise.all([keysOfPartition(keys.cataloguePk(built.name)), keysOfPartition(keys.catalogueSearchPk(built.name))])).flat();
  const stale = existing.filter((k) => !wanted.has(`${k.PK}\n${k.SK}`) && k.SK !== meta.SK);
  await writeAll([
    ...stale.map((k) => ({ DeleteRequest: { Key: { PK: k.PK, SK: k.SK } } })),
    ...built.rows.map((row) => ({ PutRequest: { Item: row as unknown as Item } })),
  ]);
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...meta, entity: 'catalogue-meta', name: built.name, hash, items: built.itemCount, rows: built.rows.length, loaded_at: new Date().toISOString() },
    }),
  );
  return stale.length;
}

async function storedHashes(names: readonly string[]): Promise<Map<string, string>> {
  const out = await db().send(
    new BatchGetCommand({
      RequestItems: {
        [tableName()]: {
          Keys: names.map((n) => keys.catalogueMeta(n)),
          ProjectionExpression: '#n, #h',
          ExpressionAttributeNames: { '#n': 'name', '#h': 'hash' },
        },
      },
    }),
  );
  const items = (out.Responses?.[tableName()] ?? []) as { name: string; hash: string }[];
  // Keys left unprocessed count as changed: loading them again is harmless.
  return new Map(items.map((i) => [i.name, i.hash]));
}

export async function loadCatalogues(options: { force?: boolean; log?: (line: string) => void } = {}): Promise<LoadSummary> {
  const hashes = new Map(REFERENCE_NAMES.map((name) => [name, catalogueHash(name)]));
  const hash = combinedHash(hashes);
  const marker = keys.cataloguesLoaded();
  const stored = await db().send(new GetCommand({ TableName: tableName(), Key: marker }));
  if (!options.force && stored.Item?.hash === hash) return { skipped: true, loaded: [], items: 0, rows: 0, deleted: 0 };

  const previous = options.force ? new Map<string, string>() : await storedHashes(REFERENCE_NAMES);
  const changed = REFERENCE_NAMES.filter((n) => previous.get(n) !== hashes.get(n));
  const summary: LoadSummary = { skipped: false, loaded: [], items: 0, rows: 0, deleted: 0 };
  // Catalogues are independent: several at once, since each is a few round trips of small batches.
  await inParallel(changed, PARALLEL_CATALOGUES, async (name) => {
    const built = buildCatalogue(name);
    summary.deleted += await replaceCatalogue(built, hashes.get(name)!);
    summary.loaded.push(name);
    summary.items += built.itemCount;
    summary.rows += built.rows.length;
    options.log?.(`catalogue ${name}: ${built.itemCount} items`);
  });
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...marker, entity: 'catalogues-loaded', hash, loaded_at: new Date().toISOString() } }));
  return summary;
}
