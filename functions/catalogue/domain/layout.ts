import { type CatalogueEntry, type CatalogueItem, type ReferenceCatalogueName } from '@praktijk/shared/schemas/catalogue';
import { searchTokens } from './normalise';

// How reference catalogues sit in the table, shared by the loader (which writes them) and the
// store (which reads them); kept apart from the data modules so a Lambda that reads catalogues
// does not bundle the data itself.
//
// - A small catalogue (at most SEARCH_INDEX_THRESHOLD entries) is one item, `ALL`: every read
//   of it (list, parent, search, id) is that one read, filtered in memory.
// - A large catalogue has one `GROUP#<parent>` item per parent (its children, in order), a GSI1
//   entry for groups below the first level (the tests of a lab panel under Laboratory), and a
//   search index: one item per token prefix listing the tokens that begin with it and their
//   entries. A prefix is one letter, or two letters when one letter would hold too much.
// Payloads are one JSON string (`data`): read whole anyway, and several times cheaper to write
// and parse than the same data as DynamoDB maps (the twin loads them at every first start).

/** An item as read back: the API shape plus its position, depth and search tokens. */
export interface StoredCatalogueItem extends CatalogueItem {
  /** Position in the data module: lists come back in the order the data gives. */
  order: number;
  /** 0 for a top-level item, 1 for its children, ...; 0 when the parents are another catalogue. */
  level: number;
  tokens: string[];
}

/** An item as written: the data module's entry plus what only the whole catalogue knows. The rest is derived on reading. */
export interface PackedItem extends CatalogueEntry {
  order: number;
  level?: number;
  parent_name?: string;
}

export function unpackItem(packed: PackedItem): StoredCatalogueItem {
  const parent = packed.parent ?? null;
  return {
    ...packed,
    id: packed.code,
    parent,
    parent_id: parent,
    parent_name: packed.parent_name ?? null,
    level: packed.level ?? 0,
    tokens: searchTokens(packed.name, packed.code),
  };
}

/** `ALL` (data: PackedItem[]) or `GROUP#<parent>` (data: PackedItem[], one parent's children). */
export interface ItemsRow {
  PK: string;
  SK: string;
  entity: 'catalogue-items';
  catalogue: ReferenceCatalogueName;
  data: string;
  GSI1PK?: string;
  GSI1SK?: string;
}

/** data: SearchData, the tokens that begin with this item's prefix, each with its entry's code. */
export interface SearchRow {
  PK: string;
  SK: string;
  entity: 'catalogue-search';
  catalogue: ReferenceCatalogueName;
  data: string;
}
export interface SearchData {
  tokens: [token: string, code: string][];
  items: Record<string, PackedItem>;
}

export type CatalogueRow = ItemsRow | SearchRow;

/** Larger catalogues get groups and a search index; smaller ones are read whole, which costs no more. */
export const SEARCH_INDEX_THRESHOLD = 100;

/** The catalogues above the threshold; rows.test.ts checks this list against the data. */
export const SEARCH_INDEXED: ReadonlySet<ReferenceCatalogueName> = new Set(['addresses', 'icpc_codes', 'medications', 'referral_tests']);

/** A one-letter search item larger than this is split into two-letter ones (DynamoDB items stop at 400 KB). */
export const SEARCH_ROW_MAX_BYTES = 48_000;
