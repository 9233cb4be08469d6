import { CATALOGUE_LIMITS, type CatalogueItem, type ReferenceCatalogueName } from '@praktijk/shared/schemas/catalogue';
import { type StoredCatalogueItem } from './domain/layout';
import { matchesAllWords, searchWords } from './domain/normalise';
import { readCatalogue, readChildren, searchCatalogue } from './domain/store';

// A reference catalogue read the way GET catalogue/{name}/ asks: a parent's items, a search, or
// the whole catalogue (every entry: icpc_codes has more than a list page would hold).
export interface CatalogueQuery {
  /** Items whose parent code matches; '' asks for the top-level items. */
  parent?: string;
  search?: string;
}

/** The API shape: what the store keeps besides it (order, depth, tokens) stays behind. */
export function toCatalogueItem(item: StoredCatalogueItem): CatalogueItem {
  const { order: _order, level: _level, tokens: _tokens, ...shown } = item;
  return shown;
}

/** Filters items already read by the words of a search term (a parent's items are few). */
export function filterBySearch<T extends { tokens: string[] }>(items: T[], search: string | undefined): T[] {
  const wanted = searchWords(search ?? '');
  return wanted.length ? items.filter((i) => matchesAllWords(wanted, i.tokens)) : items;
}

export async function queryReference(name: ReferenceCatalogueName, query: CatalogueQuery): Promise<CatalogueItem[]> {
  const search = query.search?.trim() ? query.search : undefined;
  let items: StoredCatalogueItem[];
  if (query.parent !== undefined) {
    items = filterBySearch(await readChildren(name, query.parent === '' ? null : query.parent), search).slice(0, CATALOGUE_LIMITS.list);
  } else if (search) {
    items = await searchCatalogue(name, search, { limit: CATALOGUE_LIMITS.search });
  } else {
    items = await readCatalogue(name, CATALOGUE_LIMITS.whole);
  }
  return items.map(toCatalogueItem);
}
