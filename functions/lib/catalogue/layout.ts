import { type CatalogueItem, type ReferenceCatalogueName } from '@praktijk/shared/schemas/catalogue';

// How reference catalogues sit in the table, shared by the loader (which writes them) and the
// store (which reads them). Kept apart from the data modules so a Lambda that reads catalogues
// does not bundle the data itself.

/** An item as stored: the API shape plus its position, depth and search tokens. */
export interface StoredCatalogueItem extends CatalogueItem {
  /** Position in the data module: lists come back in the order the data gives. */
  order: number;
  /** 0 for a top-level item, 1 for its children, ...; 0 when the parents are another catalogue. */
  level: number;
  tokens: string[];
}

/** One parent's items (spec 2: "items whose parent code matches" is one read). */
export interface GroupRow {
  PK: string;
  SK: string;
  entity: 'catalogue-group';
  catalogue: ReferenceCatalogueName;
  parent: string | null;
  items: StoredCatalogueItem[];
  GSI1PK?: string;
  GSI1SK?: string;
}

/** The tokens that begin with one two-letter prefix, each with its item's id, and those items. */
export interface SearchRow {
  PK: string;
  SK: string;
  entity: 'catalogue-search';
  catalogue: ReferenceCatalogueName;
  tokens: [token: string, id: string][];
  items: Record<string, StoredCatalogueItem>;
}

export type CatalogueRow = GroupRow | SearchRow;

/**
 * Catalogues larger than this get a search index; smaller ones are read whole (at most this
 * many items, in one or a few group items) and filtered, which costs no more than an index read.
 */
export const SEARCH_INDEX_THRESHOLD = 100;

/** The catalogues above the threshold; rows.test.ts checks this list against the data. */
export const SEARCH_INDEXED: ReadonlySet<ReferenceCatalogueName> = new Set(['addresses', 'icpc_codes', 'medications', 'referral_tests']);

/** The index item a token is listed in: its first two letters. */
export const searchBucket = (token: string): string => token.slice(0, 2);
