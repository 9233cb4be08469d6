import { type CatalogueItem } from '@praktijk/shared/schemas/catalogue';
import { normalise } from '@praktijk/shared/text';

// The ICPC picker's filtering (spec 3 §2 'Add ICP Code', §3 "A search matches any string field of
// a child code", §5 "ICPC quick search starts at 2 or more characters"). The whole of ICPC-2 is
// in memory (loaded once per session), so every keystroke filters it here, without a request.

/** Spec 3 §9: "ICPC quick search minimum 2 characters". */
export const ICPC_QUICK_SEARCH_MIN = 2;
/** Rows drawn at once: a two-letter search can match hundreds of codes; more letters narrow it. */
export const ICPC_LIST_MAX = 100;
/** The tag filter's first option: every component. */
export const ALL_TAGS = 'ALL';

export interface IcpcComponentTag {
  tag: string;
  color: string | undefined;
}

/** The chapters (top-level codes: parent null), in catalogue order. */
export function icpcChapters(items: readonly CatalogueItem[]): CatalogueItem[] {
  return items.filter((item) => item.parent === null);
}

/** The child codes (rubrics) of every chapter, in catalogue order. */
export function icpcChildren(items: readonly CatalogueItem[]): CatalogueItem[] {
  return items.filter((item) => item.parent !== null);
}

/** The components the child codes carry as tag (with their colour), in the order they first appear. */
export function icpcComponentTags(items: readonly CatalogueItem[]): IcpcComponentTag[] {
  const seen = new Map<string, IcpcComponentTag>();
  for (const item of icpcChildren(items)) if (item.tag && !seen.has(item.tag)) seen.set(item.tag, { tag: item.tag, color: item.color });
  return [...seen.values()].sort((a, b) => componentRank(items, a.tag) - componentRank(items, b.tag));
}

// A component's place is the rubric number of its first code (symptoms 01-29 before diagnostics 30-49 ...).
function componentRank(items: readonly CatalogueItem[], tag: string): number {
  const first = items.find((item) => item.parent !== null && item.tag === tag);
  return first ? Number(first.code.slice(1)) || 0 : 0;
}

/** The text a search looks in: every string field of a code that a user can read (code, name, component). */
export function searchableText(item: CatalogueItem): string {
  return normalise([item.code, item.name, item.tag ?? ''].join(' '));
}

/** Every word of the term is somewhere in the code's fields; an empty term matches all. */
export function matchesTerm(item: CatalogueItem, term: string): boolean {
  const words = normalise(term).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const text = searchableText(item);
  return words.every((word) => text.includes(word));
}

/** Whether the quick search has enough to search with (2 or more letters or digits). */
export function quickSearchReady(term: string): boolean {
  return normalise(term).replace(/ /g, '').length >= ICPC_QUICK_SEARCH_MIN;
}

// Codes first whose code starts with the term (typing 'k86' puts K86 on top), then whose name
// does, then the rest, each in catalogue order.
function rank(item: CatalogueItem, folded: string): number {
  const code = normalise(item.code);
  if (code === folded) return 0;
  if (code.startsWith(folded)) return 1;
  if (normalise(item.name).startsWith(folded)) return 2;
  return 3;
}

/** Quick Search: child codes matching the term (from 2 characters) within the chosen component. */
export function quickSearch(items: readonly CatalogueItem[], term: string, tag: string = ALL_TAGS): CatalogueItem[] {
  if (!quickSearchReady(term)) return [];
  const folded = normalise(term);
  const found = icpcChildren(items).filter((item) => (tag === ALL_TAGS || item.tag === tag) && matchesTerm(item, term));
  return found
    .map((item, index) => ({ item, index, rank: rank(item, folded) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ item }) => item);
}

/** A chapter tab: its child codes matching the filter (all of them while the filter is empty). */
export function chapterCodes(items: readonly CatalogueItem[], chapterCode: string, filter: string): CatalogueItem[] {
  return items.filter((item) => item.parent === chapterCode && matchesTerm(item, filter));
}

/** How a chosen code reads on a button or in a list: 'K86 Hypertension uncomplicated'. */
export function icpcLabel(code: Pick<CatalogueItem, 'code' | 'name'>): string {
  return `${code.code} ${code.name}`;
}
