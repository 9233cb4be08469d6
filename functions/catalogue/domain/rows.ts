import { createHash } from 'node:crypto';
import { type CatalogueEntry, type ReferenceCatalogueName } from '@praktijk/shared/schemas/catalogue';
import { keys } from '../../lib/data/keys';
import { SEARCH_INDEXED, SEARCH_ROW_MAX_BYTES, unpackItem, type CatalogueRow, type ItemsRow, type PackedItem, type SearchData, type SearchRow } from './layout';
import { REFERENCE_CATALOGUES, type CatalogueSource } from './registry';

// The table items of a reference catalogue (see layout.ts). Pure, so the loader and the tests
// build exactly the same rows.
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

function packedItems(name: ReferenceCatalogueName, source: CatalogueSource): PackedItem[] {
  const own = new Map(source.entries.map((e) => [e.code, e]));
  const sameTree = source.parents === name;
  const parents = new Map((source.parents ? REFERENCE_CATALOGUES[source.parents].entries : []).map((e) => [e.code, e]));
  const depth = (entry: CatalogueEntry): number => {
    let level = 0;
    for (let p = entry.parent; sameTree && p !== undefined && level < 10; p = own.get(p)?.parent) level += 1;
    return level;
  };
  return source.entries.map((entry, order) => {
    const parentName = entry.parent === undefined ? undefined : parents.get(entry.parent)?.name;
    const level = depth(entry);
    return { ...entry, order, ...(level ? { level } : {}), ...(parentName ? { parent_name: parentName } : {}) };
  });
}

function groupRows(name: ReferenceCatalogueName, items: PackedItem[]): ItemsRow[] {
  const byCode = new Map(items.map((i) => [i.code, i]));
  const groups = new Map<string | null, PackedItem[]>();
  for (const item of items) groups.set(item.parent ?? null, [...(groups.get(item.parent ?? null) ?? []), item]);
  return [...groups].map(([parent, members]) => {
    const parentItem = parent === null ? undefined : byCode.get(parent);
    let root = parentItem;
    while (root?.parent && byCode.has(root.parent)) root = byCode.get(root.parent);
    // A group below the first level is also found under its top-level ancestor (GSI1).
    const deep = parentItem && root && root !== parentItem ? { GSI1PK: keys.catalogueDescendantsPk(name, root.code), GSI1SK: sortKey(parentItem.order) } : {};
    return { ...keys.catalogueGroup(name, parent), entity: 'catalogue-items' as const, catalogue: name, data: JSON.stringify(members), ...deep };
  });
}

/** The search data of the tokens that begin with `prefix`, ranked: token order, then catalogue order. */
function searchData(entries: [token: string, item: PackedItem][]): SearchData {
  entries.sort((a, b) => a[0].localeCompare(b[0]) || a[1].order - b[1].order);
  return { tokens: entries.map(([token, item]) => [token, item.code]), items: Object.fromEntries(entries.map(([, item]) => [item.code, item])) };
}

function searchRows(name: ReferenceCatalogueName, items: PackedItem[]): SearchRow[] {
  const byLetter = new Map<string, [string, PackedItem][]>();
  for (const item of items) {
    for (const token of unpackItem(item).tokens) byLetter.set(token[0]!, [...(byLetter.get(token[0]!) ?? []), [token, item]]);
  }
  const rows: SearchRow[] = [];
  const add = (bucket: string, entries: [string, PackedItem][]) =>
    rows.push({ ...keys.catalogueSearch(name, bucket), entity: 'catalogue-search', catalogue: name, data: JSON.stringify(searchData(entries)) });
  for (const [letter, entries] of byLetter) {
    if (JSON.stringify(searchData(entries)).length <= SEARCH_ROW_MAX_BYTES) {
      add(letter, entries);
      continue;
    }
    // Split by two letters; a one-letter token ("a") gets the bucket "a" of its own.
    const byTwo = new Map<string, [string, PackedItem][]>();
    for (const entry of entries) byTwo.set(entry[0].slice(0, 2), [...(byTwo.get(entry[0].slice(0, 2)) ?? []), entry]);
    for (const [bucket, part] of byTwo) add(bucket, part);
  }
  return rows;
}

export function buildCatalogue(name: ReferenceCatalogueName, source: CatalogueSource = REFERENCE_CATALOGUES[name]): BuiltCatalogue {
  const items = packedItems(name, source);
  const rows: CatalogueRow[] = SEARCH_INDEXED.has(name)
    ? [...groupRows(name, items), ...searchRows(name, items)]
    : [{ ...keys.catalogueAll(name), entity: 'catalogue-items', catalogue: name, data: JSON.stringify(items) }];
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
