import { createHash } from 'node:crypto';
import { type CatalogueEntry, type ReferenceCatalogueName } from '@praktijk/shared/schemas/catalogue';
import { keys } from '../data/keys';
import { searchBucket, SEARCH_INDEXED, type CatalogueRow, type GroupRow, type SearchRow, type StoredCatalogueItem } from './layout';
import { searchTokens } from './normalise';
import { REFERENCE_CATALOGUES, type CatalogueSource } from './registry';

// The table items of a reference catalogue (see layout.ts): one group item per parent and, for
// large catalogues, the search index items. Pure, so the loader and the tests build the same rows.
export interface BuiltCatalogue {
  name: ReferenceCatalogueName;
  rows: CatalogueRow[];
  itemCount: number;
}

/**
 * Bump when buildCatalogue stores anything differently: the stored hashes then differ and every
 * catalogue is rewritten. rows.test.ts fails on a layout change until this is bumped.
 */
export const ROW_LAYOUT = 1;

const sortKey = (order: number) => String(order).padStart(6, '0');

function storedItems(name: ReferenceCatalogueName, source: CatalogueSource): StoredCatalogueItem[] {
  const own = new Map(source.entries.map((e) => [e.code, e]));
  const sameTree = source.parents === name;
  const parents = sameTree ? own : new Map((source.parents ? REFERENCE_CATALOGUES[source.parents].entries : []).map((e) => [e.code, e]));
  const depth = (entry: CatalogueEntry): number => {
    let level = 0;
    for (let p = entry.parent; sameTree && p !== undefined && level < 10; p = own.get(p)?.parent) level += 1;
    return level;
  };
  return source.entries.map((entry, order) => {
    const parent = entry.parent ?? null;
    const parentName = parent === null ? null : (parents.get(parent)?.name ?? null);
    return { ...entry, id: entry.code, parent, parent_id: parent, parent_name: parentName, order, level: depth(entry), tokens: searchTokens(entry.name, entry.code) };
  });
}

function groupRows(name: ReferenceCatalogueName, items: StoredCatalogueItem[]): GroupRow[] {
  const byId = new Map(items.map((i) => [i.id, i]));
  const groups = new Map<string | null, StoredCatalogueItem[]>();
  for (const item of items) groups.set(item.parent, [...(groups.get(item.parent) ?? []), item]);
  return [...groups].map(([parent, members]) => {
    const parentItem = parent === null ? undefined : byId.get(parent);
    // A group below the first level is also found under its top-level ancestor (GSI1).
    let root = parentItem;
    while (root?.parent && byId.has(root.parent)) root = byId.get(root.parent);
    const deep = parentItem && root && root !== parentItem;
    return {
      ...keys.catalogueGroup(name, parent), entity: 'catalogue-group' as const, catalogue: name, parent, items: members,
      ...(deep ? { GSI1PK: keys.catalogueDescendantsPk(name, root.id), GSI1SK: sortKey(parentItem.order) } : {}),
    };
  });
}

function searchRows(name: ReferenceCatalogueName, items: StoredCatalogueItem[]): SearchRow[] {
  const buckets = new Map<string, SearchRow>();
  for (const item of items) {
    for (const token of item.tokens) {
      const bucket = searchBucket(token);
      let row = buckets.get(bucket);
      if (!row) buckets.set(bucket, (row = { ...keys.catalogueSearch(name, bucket), entity: 'catalogue-search', catalogue: name, tokens: [], items: {} }));
      row.tokens.push([token, item.id]);
      row.items[item.id] = item;
    }
  }
  // Tokens in order, and one token's items in catalogue order: search results come out ranked so.
  for (const row of buckets.values()) row.tokens.sort((a, b) => a[0].localeCompare(b[0]) || row.items[a[1]]!.order - row.items[b[1]]!.order);
  return [...buckets.values()];
}

export function buildCatalogue(name: ReferenceCatalogueName, source: CatalogueSource = REFERENCE_CATALOGUES[name]): BuiltCatalogue {
  const items = storedItems(name, source);
  const rows: CatalogueRow[] = [...groupRows(name, items), ...(SEARCH_INDEXED.has(name) ? searchRows(name, items) : [])];
  return { name, rows, itemCount: items.length };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * A catalogue's hash, from what its rows are made of (its entries, its parents' names, the row
 * layout) rather than from the rows, so that checking costs milliseconds at every twin start.
 */
export function catalogueHash(name: ReferenceCatalogueName, source: CatalogueSource = REFERENCE_CATALOGUES[name]): string {
  const parents = source.parents && source.parents !== name ? REFERENCE_CATALOGUES[source.parents].entries.map((e) => [e.code, e.name]) : [];
  return sha256(JSON.stringify([ROW_LAYOUT, name, SEARCH_INDEXED.has(name), source, parents]));
}

export const REFERENCE_NAMES = Object.keys(REFERENCE_CATALOGUES) as ReferenceCatalogueName[];

/** One hash over every catalogue's hash: equal means nothing to load. */
export function combinedHash(hashes: ReadonlyMap<string, string>): string {
  return sha256([...hashes].map(([name, hash]) => `${name}:${hash}`).join('\n'));
}
