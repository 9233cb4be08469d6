import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { type ReferenceCatalogueName } from '@praktijk/shared/schemas/catalogue';
import { db, tableName } from '../../lib/data/client';
import { keys } from '../../lib/data/keys';
import { batchGet } from '../../lib/data/query';
import { SEARCH_INDEXED, unpackItem, type ItemsRow, type PackedItem, type SearchData, type SearchRow, type StoredCatalogueItem } from './layout';
import { matchesAllWords, searchWords, words } from './normalise';

// Reads of the reference catalogues (layout.ts). Every read is a GetItem, a BatchGet or a Query
// on one key, bounded by the size of a group or a search item, never by the catalogue's size.
type Item = Record<string, unknown>;

const unpackRow = (row: Item | undefined): StoredCatalogueItem[] =>
  row ? (JSON.parse((row as unknown as ItemsRow).data) as PackedItem[]).map(unpackItem) : [];
const byOrder = (a: StoredCatalogueItem, b: StoredCatalogueItem) => a.order - b.order;

async function getRow(key: { PK: string; SK: string }): Promise<Item | undefined> {
  return (await db().send(new GetCommand({ TableName: tableName(), Key: key }))).Item;
}

/** Query pages of one key condition until `enough` says stop (callers pass a bound). */
async function queryRows(input: Omit<ConstructorParameters<typeof QueryCommand>[0], 'TableName'>, enough: (rows: Item[]) => boolean): Promise<Item[]> {
  const rows: Item[] = [];
  let start: Item | undefined;
  do {
    const out = await db().send(new QueryCommand({ TableName: tableName(), ...input, ExclusiveStartKey: start }));
    rows.push(...(out.Items ?? []));
    start = out.LastEvaluatedKey;
  } while (start && !enough(rows));
  return rows;
}

/** The catalogue in order, at most `limit` items (every small catalogue whole). */
export async function readCatalogue(name: ReferenceCatalogueName, limit: number): Promise<StoredCatalogueItem[]> {
  if (!SEARCH_INDEXED.has(name)) return unpackRow(await getRow(keys.catalogueAll(name))).slice(0, limit);
  const items: StoredCatalogueItem[] = [];
  let parsed = 0;
  const take = (rows: Item[]) => {
    for (; parsed < rows.length; parsed += 1) items.push(...unpackRow(rows[parsed]));
    return items.length >= limit;
  };
  take(
    await queryRows(
      {
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :groups)',
        ExpressionAttributeValues: { ':pk': keys.cataloguePk(name), ':groups': keys.catalogueGroupsPrefix },
        Limit: 10,
      },
      take,
    ),
  );
  return items.sort(byOrder).slice(0, limit);
}

/** The items whose parent is `parent` (null: the top-level items), in order. */
export async function readChildren(name: ReferenceCatalogueName, parent: string | null): Promise<StoredCatalogueItem[]> {
  if (!SEARCH_INDEXED.has(name)) return unpackRow(await getRow(keys.catalogueAll(name))).filter((i) => i.parent === parent);
  return unpackRow(await getRow(keys.catalogueGroup(name, parent)));
}

/** Every item below `root` at any depth, in order (a discipline's panels and their tests). */
export async function readDescendants(name: ReferenceCatalogueName, root: string): Promise<StoredCatalogueItem[]> {
  if (!SEARCH_INDEXED.has(name)) {
    const all = unpackRow(await getRow(keys.catalogueAll(name)));
    const below = new Set([root]);
    for (const item of all.sort(byOrder)) if (item.parent !== null && below.has(item.parent)) below.add(item.id);
    return all.filter((i) => i.id !== root && below.has(i.id));
  }
  const [children, deeper] = await Promise.all([
    readChildren(name, root),
    queryRows(
      { IndexName: 'GSI1', KeyConditionExpression: 'GSI1PK = :pk', ExpressionAttributeValues: { ':pk': keys.catalogueDescendantsPk(name, root) } },
      () => false,
    ),
  ]);
  return [...children, ...deeper.flatMap(unpackRow)].sort(byOrder);
}

/** The search items holding tokens that begin with `word`: its one- and two-letter prefixes, or all items of one letter. */
async function searchData(name: ReferenceCatalogueName, word: string): Promise<SearchData[]> {
  const rows =
    word.length >= 2
      ? await batchGet([keys.catalogueSearch(name, word[0]!), keys.catalogueSearch(name, word.slice(0, 2))])
      : await queryRows(
          { KeyConditionExpression: 'PK = :pk AND begins_with(SK, :c)', ExpressionAttributeValues: { ':pk': keys.catalogueSearchPk(name), ':c': word } },
          () => false,
        );
  return rows.map((r) => JSON.parse((r as unknown as SearchRow).data) as SearchData);
}

export interface SearchOptions {
  limit: number;
  /** Only items this accepts count (a parent's scope, lab tests but not panels). */
  accept?: (item: StoredCatalogueItem) => boolean;
}

/** Items whose name words or code begin with every word of `term` (accents and case ignored), ranked by token. */
export async function searchCatalogue(name: ReferenceCatalogueName, term: string, options: SearchOptions): Promise<StoredCatalogueItem[]> {
  const wanted = searchWords(term);
  if (!wanted.length) return [];
  const fits = (item: StoredCatalogueItem) => matchesAllWords(wanted, item.tokens) && (options.accept?.(item) ?? true);
  if (!SEARCH_INDEXED.has(name)) return (await readCatalogue(name, Number.MAX_SAFE_INTEGER)).filter(fits).slice(0, options.limit);

  const [key] = wanted;
  const candidates = (await searchData(name, key!))
    .flatMap((data) => data.tokens.filter(([token]) => token.startsWith(key!)).map(([token, code]) => ({ token, item: data.items[code]! })))
    .sort((a, b) => a.token.localeCompare(b.token) || a.item.order - b.item.order);
  const found = new Map<string, StoredCatalogueItem>();
  for (const { item } of candidates) {
    if (found.size >= options.limit) break;
    if (found.has(item.code)) continue;
    const unpacked = unpackItem(item);
    if (fits(unpacked)) found.set(item.code, unpacked);
  }
  return [...found.values()];
}

/** The table items that hold the items `ids` of a catalogue: the small catalogue's one item, or the search items of each code's token. */
export function itemKeys(name: ReferenceCatalogueName, ids: readonly string[]): { PK: string; SK: string }[] {
  if (!SEARCH_INDEXED.has(name)) return ids.length ? [keys.catalogueAll(name)] : [];
  const tokens = ids.map((id) => words(id).join('')).filter(Boolean);
  return [...new Set(tokens.flatMap((t) => [t[0]!, t.slice(0, 2)]))].map((b) => keys.catalogueSearch(name, b));
}

/** The items `ids` of a catalogue among rows read with itemKeys (rows of other catalogues or entities are passed over). */
export function itemsFromRows(name: ReferenceCatalogueName, ids: readonly string[], rows: readonly Item[]): Map<string, StoredCatalogueItem> {
  const wanted = new Set(ids);
  const items = SEARCH_INDEXED.has(name)
    ? rows
        .filter((r) => r.PK === keys.catalogueSearchPk(name))
        .flatMap((r) => Object.values((JSON.parse((r as unknown as SearchRow).data) as SearchData).items))
        .map(unpackItem)
    : rows.filter((r) => r.PK === keys.cataloguePk(name) && r.SK === keys.catalogueAll(name).SK).flatMap(unpackRow);
  return new Map(items.filter((i) => wanted.has(i.id)).map((i) => [i.id, i]));
}

/** Items by id (= code), in one read. */
export async function findItems(name: ReferenceCatalogueName, ids: readonly string[]): Promise<Map<string, StoredCatalogueItem>> {
  return itemsFromRows(name, ids, await batchGet(itemKeys(name, ids)));
}
